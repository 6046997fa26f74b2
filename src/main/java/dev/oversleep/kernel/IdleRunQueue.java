package dev.oversleep.kernel;

import dev.oversleep.sim.SimRandom;

/**
 * An otherwise idle machine: other tasks (kworkers, RCU, timers) become runnable on the task's
 * CPU at a Poisson rate; the first one sets need_resched(). A sleeping task lets them run, so
 * after a wake-up need_resched() is clear again; free CPUs mean no wait for a CPU.
 */
public final class IdleRunQueue implements RunQueue {
    private final double meanGapNs;
    private long nextWakeupNs = -1;

    public IdleRunQueue(double reschedRateHz) {
        this.meanGapNs = reschedRateHz > 0 ? 1e9 / reschedRateHz : 0;
    }

    @Override
    public boolean needResched(long nowNs, SimRandom rnd) {
        if (meanGapNs == 0) {
            return false;
        }
        if (nextWakeupNs < 0) {
            nextWakeupNs = nowNs + rnd.exponential(meanGapNs);
        }
        return nowNs >= nextWakeupNs;
    }

    @Override
    public long waitForCpuNs(long nowNs, SimRandom rnd) {
        nextWakeupNs = -1;
        return 0;
    }
}
