/**
 * The kernel's sleep primitives, modelled rule for rule: jiffies and HZ, the timer wheel's
 * bucket expiry (and the cascading wheel before v4.8), hrtimers with slack, msleep,
 * schedule_timeout, usleep_range, fsleep, udelay, cond_resched, acpi_os_sleep's policies, and
 * the kernel eras that changed them. Firmware models call {@link dev.oversleep.kernel.Kernel}
 * and nothing else; a {@link dev.oversleep.kernel.Timebase} decides whether a sleep passes in
 * virtual time or on the real host.
 *
 * <p>Kernel constants are code with a Javadoc citing the kernel file; platform behaviour
 * (wake-up latency, other hrtimer traffic) comes from a {@link dev.oversleep.kernel.PlatformProfile}.
 * Must not touch: firmware models, output formats, the CLI. Only the host timebase uses the
 * {@code host} package, and only when a host run is asked for.
 */
package dev.oversleep.kernel;
