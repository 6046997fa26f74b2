package dev.oversleep.host;

import dev.oversleep.kernel.Timebase;

/**
 * Realizes the model's waits on the host through the native shim, on the calling thread.
 * A jiffy timer sleeps with an absolute clock_nanosleep to the modelled tick boundary (slack
 * 1 ns, the least prctl allows: the wheel has no slack of its own); an hrtimer sleeps to its
 * soft deadline with the thread's timer slack set to the window, exactly the hrtimer that
 * usleep_range() arms. The thread's slack is restored by {@link #close()}.
 *
 * <p>It lives here, not in {@code kernel}, so that the kernel model never depends on the shim:
 * the kernel owns the {@link Timebase} seam and the CLI plugs this implementation in.
 */
public final class HostTimebase implements Timebase, AutoCloseable {
    private final HostTimers timers;
    private final long originNs;
    private final long savedSlackNs;

    public HostTimebase(HostTimers timers) {
        this.timers = timers;
        this.savedSlackNs = timers.timerSlackNs();
        this.originNs = timers.monotonicNs();
    }

    @Override
    public long nowNs() {
        return timers.monotonicNs() - originNs;
    }

    @Override
    public long waitTimer(long fireNs, long modeledWakeNs) {
        timers.setTimerSlackNs(1);
        timers.sleepUntil(SleepMethod.NANOSLEEP_ABS, originNs + fireNs);
        return nowNs();
    }

    @Override
    public long waitHrtimer(long softNs, long hardNs, long modeledWakeNs) {
        timers.setTimerSlackNs(Math.max(1, hardNs - softNs));
        timers.sleepUntil(SleepMethod.NANOSLEEP_ABS, originNs + softNs);
        return nowNs();
    }

    @Override
    public long busyWait(long untilNs) {
        long now;
        do {
            now = nowNs();
        } while (now < untilNs);
        return now;
    }

    @Override
    public long idleUntil(long untilNs) {
        if (untilNs > nowNs()) {
            timers.setTimerSlackNs(1);
            timers.sleepUntil(SleepMethod.NANOSLEEP_ABS, originNs + untilNs);
        }
        return nowNs();
    }

    @Override
    public boolean realizes() {
        return true;
    }

    @Override
    public void close() {
        timers.setTimerSlackNs(savedSlackNs);
    }
}
