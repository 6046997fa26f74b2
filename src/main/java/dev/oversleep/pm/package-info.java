/**
 * The device power-management core during system suspend and resume
 * (drivers/base/power/main.c, kernel/async.c): machines as devices in dpm_list (registration)
 * order with who registered them, parents, suppliers and per-phase callbacks; the ordering
 * strategies of each era (sync, walk-time async 5af84b82701a, async started up front
 * 97df8c12995c, 6.16 parent/child kicking) with the 2.6.34 wait rule and async.c's thread pool,
 * over simulated CPUs; callbacks that wait for hardware, call kernel sleep primitives, poll in
 * bounded loops, take kernel mutexes shared across devices (usb_address0_mutex) or run the
 * machine's own AML.
 *
 * <p>Time comes only from {@link dev.oversleep.kernel.Kernel} instances in virtual time and
 * from the {@link dev.oversleep.acpi} interpreter; this package never reads a host clock, prints
 * or formats output (that is {@link dev.oversleep.report}), and does not touch ACPI internals
 * beyond running a method and looking a name up in the loaded namespace.
 */
package dev.oversleep.pm;
