/**
 * The device power-management core during system suspend and resume
 * (drivers/base/power/main.c): machines as devices in dpm_list order with parents, suppliers
 * and per-phase callbacks; the ordering strategies of each era (sync, 2.6.33 async, async queued
 * up front, 6.16 parent/child kicking) over simulated CPUs; callbacks that call kernel sleep
 * primitives or run the machine's own AML.
 *
 * <p>Time comes only from {@link dev.oversleep.kernel.Kernel} instances in virtual time and
 * from the {@link dev.oversleep.acpi} interpreter; this package never reads a host clock, prints
 * or formats output (that is {@link dev.oversleep.report}), and does not touch ACPI internals
 * beyond running a method.
 */
package dev.oversleep.pm;
