package dev.oversleep.kernel;

import dev.oversleep.sim.SimRandom;

/**
 * Every CPU runs a CPU hog (stress-ng --cpu N). The task shares its CPU with one hog: once the
 * task has used its {@link SchedSlice} since it got the CPU, the next scheduler tick sets
 * need_resched(). When the task blocks, the hog takes the CPU and runs slices of that length
 * (each ending at a tick); a task that becomes runnable again waits for the hog's current
 * slice to end. A wait for all CPUs to pass a scheduling point waits for the last of the other
 * CPUs' hogs, whose slices are at a random point. Busy SMT siblings make each ns of the
 * task's work cost more CPU time.
 */
public final class CpuHogsRunQueue implements RunQueue {
    private final int cpus;
    private final long sliceNs;
    private final TickClock ticks;
    private final double smtCpuTimeFactor;
    private long runningSinceNs;
    private long hogSinceNs = -1;

    /**
     * @param sliceNs the slice of each of the two tasks sharing the CPU ({@link SchedSlice})
     */
    public CpuHogsRunQueue(int cpus, long sliceNs, TickClock ticks, double smtCpuTimeFactor) {
        this.cpus = cpus;
        this.sliceNs = sliceNs;
        this.ticks = ticks;
        this.smtCpuTimeFactor = smtCpuTimeFactor;
    }

    /** A slice used up at t ends at the first tick at or after t. */
    private long tickAtOrAfter(long t) {
        long j = ticks.jiffiesAt(t);
        long start = ticks.tickStart(j);
        return start == t ? t : ticks.tickStart(j + 1);
    }

    /** A slice rounded up to whole ticks: how long a hog holds the CPU. */
    private long heldNs() {
        long tick = ticks.tickNs();
        return (sliceNs + tick - 1) / tick * tick;
    }

    @Override
    public boolean needResched(long nowNs, SimRandom rnd) {
        return nowNs >= tickAtOrAfter(runningSinceNs + sliceNs);
    }

    @Override
    public void blocked(long nowNs) {
        hogSinceNs = nowNs;
    }

    @Override
    public long waitForCpuNs(long nowNs, SimRandom rnd) {
        long held = heldNs();
        long wait;
        if (hogSinceNs < 0) {
            wait = rnd.nextLong(held);
        } else {
            long ran = Math.max(0, nowNs - hogSinceNs);
            wait = ran % held == 0 && ran > 0 ? 0 : held - ran % held;
        }
        runningSinceNs = nowNs + wait;
        hogSinceNs = -1;
        return wait;
    }

    @Override
    public double cpuTimeFactor() {
        return smtCpuTimeFactor;
    }

    @Override
    public long crossCpuSyncNs(long nowNs, SimRandom rnd) {
        long last = 0;
        long held = heldNs();
        for (int i = 1; i < cpus; i++) {
            last = Math.max(last, rnd.nextLong(held));
        }
        return last;
    }
}
