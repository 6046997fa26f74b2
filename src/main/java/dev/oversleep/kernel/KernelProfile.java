package dev.oversleep.kernel;

/**
 * A kernel as configured: its release (which decides every era-dependent rule), CONFIG_HZ,
 * and whether the tick stops when a CPU is idle (CONFIG_NO_HZ_IDLE).
 *
 * @param nohzStaleClock model the 4.8-4.12 pathology: a timer armed on a CPU coming out of NOHZ
 *                       idle sees the wheel's base clock where the last timer softirq left it
 *                       (see {@link #baseClockLag}); off, the base is taken as current
 */
public record KernelProfile(KernelVersion version, Hz hz, boolean nohz, boolean nohzStaleClock) {

    public static KernelProfile of(String version, int hz) {
        return new KernelProfile(KernelVersion.parse(version), Hz.of(hz), true, false);
    }

    /** Before v4.8 the wheel cascaded; since then timers fire at bucket expiry. */
    public WheelKind wheel() {
        return version.atLeast(4, 8) ? WheelKind.NON_CASCADING : WheelKind.CASCADING;
    }

    /**
     * msleep() slept msecs_to_jiffies(ms) + 1 ticks until v6.12, which dropped the extra tick
     * because the wheel already rounds up (commit 4381b895f544, kernel/time/timer.c; since
     * v6.13 kernel/time/sleep_timeout.c).
     */
    public boolean msleepExtraTick() {
        return version.before(KernelVersion.of(6, 12));
    }

    /** fsleep() exists since v5.8; its rules changed in v6.13. */
    public FsleepRules fsleepRules() {
        if (version.before(KernelVersion.of(5, 8))) {
            return null;
        }
        return version.atLeast(6, 13) ? FsleepRules.TICK_BASED : FsleepRules.LEGACY;
    }

    /** acpi_os_sleep()'s primitive as the release shipped it (drivers/acpi/osl.c). */
    public AcpiOsSleepPolicy acpiOsSleepDefault() {
        if (!version.atLeast(3, 13)) {
            return AcpiOsSleepPolicy.SCHEDULE_TIMEOUT;
        }
        return version.atLeast(6, 14) ? AcpiOsSleepPolicy.USLEEP_SLACK : AcpiOsSleepPolicy.MSLEEP;
    }

    /**
     * The wheel's base clock (base-&gt;clk) relative to jiffies J when a timer is armed at J.
     * <ul>
     * <li>Right after the timer softirq ran in this tick (the sleeper was woken by its own
     * timer), base-&gt;clk is J + 1: "while executing timers, base-&gt;clk is 1 offset ahead of
     * jiffies" (kernel/time/timer.c, forward_timer_base()). Result +1.</li>
     * <li>Before v5.9 the softirq advanced the base every tick while the tick ran, so the base
     * is J + 1 as well; since v5.9 ticks without due timers leave the base behind and
     * __mod_timer() forwards it to J whenever it lags by one tick or more. Result 0.</li>
     * <li>With NOHZ on a CPU leaving idle: v4.13 to v5.8 forwarded a base lagging by two or more
     * ticks to J (result 0); v4.8 to v4.12 did not forward it at all, so timers were armed
     * against the base the last timer softirq left: J - U + 1 ticks behind if it ran in tick U
     * (result 1 - (J - U)), when the stale-clock model is on.</li>
     * </ul>
     *
     * @param justFired             the arming task was woken by its own wheel timer in this tick
     * @param fromIdle              the CPU arming the timer was idle with the tick stopped
     * @param ticksSinceSoftirqRan  J - U: ticks since the timer softirq last processed the base
     */
    public long baseClockLag(boolean justFired, boolean fromIdle, long ticksSinceSoftirqRan) {
        if (justFired) {
            return 1;
        }
        if (fromIdle && nohz && version.atLeast(4, 8) && version.before(KernelVersion.of(5, 9))) {
            if (version.before(KernelVersion.of(4, 13))) {
                return nohzStaleClock ? 1 - Math.max(1, ticksSinceSoftirqRan) : 1;
            }
            return 0;
        }
        return version.atLeast(5, 9) ? 0 : 1;
    }

    @Override
    public String toString() {
        return version + " HZ=" + hz + (nohz ? " NOHZ" : "");
    }
}
