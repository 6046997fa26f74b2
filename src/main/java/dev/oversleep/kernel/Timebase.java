package dev.oversleep.kernel;

/**
 * Where the kernel model's waits pass: in virtual time, or realized on the host. The kernel
 * computes every deadline and the modelled wake-up; the timebase makes the wait happen and
 * says when the task really ran again. Times are ns since the timebase's origin.
 */
public interface Timebase {
    long nowNs();

    /**
     * A jiffy timer fires in the tick starting at {@code fireNs}; the model says the woken task
     * runs at {@code modeledWakeNs}. Returns when the task runs.
     */
    long waitTimer(long fireNs, long modeledWakeNs);

    /**
     * An hrtimer armed with the window [softNs, hardNs]; the model says the task runs at
     * {@code modeledWakeNs}. Returns when the task runs.
     */
    long waitHrtimer(long softNs, long hardNs, long modeledWakeNs);

    /** Burns the CPU until {@code untilNs} (udelay); returns when it stopped. */
    long busyWait(long untilNs);

    /** Moves to {@code untilNs} without a timer: time the task spends elsewhere. */
    long idleUntil(long untilNs);

    /** True when waits really happen on the host and measured durations mean something. */
    boolean realizes();
}
