/**
 * The kernel's sleep primitives, modelled rule for rule, for one task on a machine of CPUs:
 * jiffies and HZ, the timer wheel's bucket expiry (and the cascading wheel before v4.8), each
 * CPU's timer base and NOHZ tick by era ({@link dev.oversleep.kernel.TimerBase},
 * {@link dev.oversleep.kernel.TimerEra}, {@link dev.oversleep.kernel.TickSched}), where a
 * wake-up puts the task ({@link dev.oversleep.kernel.WakeAffinity}), hrtimers with slack,
 * msleep, schedule_timeout, usleep_range, fsleep, udelay, cond_resched, acpi_os_sleep's
 * policies, and the kernel eras that changed them. Firmware models call
 * {@link dev.oversleep.kernel.Kernel} and nothing else; a {@link dev.oversleep.kernel.Timebase}
 * decides whether a sleep passes in virtual time or on the real host.
 *
 * <p>Kernel constants and rules are code with a Javadoc citing the kernel file, function and the
 * release read; platform behaviour (topology, the interrupt CPU, periodic timers, wake-up
 * latency, other hrtimer traffic) comes from a {@link dev.oversleep.kernel.PlatformProfile}.
 * Values the model refuses are {@link dev.oversleep.input.BadValueException}s named in the
 * model's terms; the CLI names the flag. Must not touch: firmware models, output formats, the
 * CLI. Only the host timebase uses the {@code host} package, and only when a host run is asked for.
 */
package dev.oversleep.kernel;
