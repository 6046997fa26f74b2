package dev.oversleep.kernel;

/**
 * A kernel as configured: its release (which decides every era-dependent rule), CONFIG_HZ, and
 * whether the tick stops when a CPU is idle (CONFIG_NO_HZ_IDLE). How stale a CPU's wheel base
 * gets in NOHZ idle is not a setting: it follows from the release's {@link TimerEra} and from
 * what the CPUs of the {@link Machine} do.
 */
public record KernelProfile(KernelVersion version, Hz hz, boolean nohz) {

    /** A NOHZ-idle kernel (CONFIG_NO_HZ_IDLE=y, the distribution default) of a release and HZ. */
    public static KernelProfile nohzIdle(KernelVersion version, Hz hz) {
        return new KernelProfile(version, hz, true);
    }

    /** A kernel whose tick never stops (CONFIG_HZ_PERIODIC). */
    public static KernelProfile periodicTick(KernelVersion version, Hz hz) {
        return new KernelProfile(version, hz, false);
    }

    /** {@link #nohzIdle} from a release text and an HZ value. */
    public static KernelProfile of(String version, int hz) {
        return nohzIdle(KernelVersion.parse(version), Hz.of(hz));
    }

    /** Before v4.8 the wheel cascaded; since then timers fire at bucket expiry. */
    public WheelKind wheel() {
        return version.atLeast(4, 8) ? WheelKind.NON_CASCADING : WheelKind.CASCADING;
    }

    /** How the release keeps a CPU's wheel base clock current. */
    public TimerEra timerEra() {
        return TimerEra.of(version);
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

    /**
     * Whether acpi_os_get_timer() (drivers/acpi/osl.c), what AML's Timer reads, counts jiffies:
     * (jiffies_64 - INITIAL_JIFFIES) * (ACPI_100NSEC_PER_SEC / HZ) since commit 83b2348e2755
     * ("ACPI / OSL: Use 'jiffies' as the time bassis for acpi_os_get_timer()", v4.20; in stable
     * 4.18.19 and 4.19.2), because ktime_get() must not run while timekeeping is suspended;
     * before, ktime_get() / 100. Still so in v6.12.
     */
    public boolean acpiTimerCountsJiffies() {
        return version.atLeast(4, 20) || version.inSeriesFrom(4, 19, 2) || version.inSeriesFrom(4, 18, 19);
    }

    /** acpi_os_sleep()'s primitive as the release shipped it (drivers/acpi/osl.c). */
    public AcpiOsSleepPolicy acpiOsSleepDefault() {
        if (!version.atLeast(3, 13)) {
            return AcpiOsSleepPolicy.SCHEDULE_TIMEOUT;
        }
        return version.atLeast(6, 14) ? AcpiOsSleepPolicy.USLEEP_SLACK : AcpiOsSleepPolicy.MSLEEP;
    }

    @Override
    public String toString() {
        return version + " HZ=" + hz + (nohz ? " NOHZ" : "");
    }
}
