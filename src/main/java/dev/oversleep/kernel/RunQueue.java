package dev.oversleep.kernel;

import dev.oversleep.sim.SimRandom;

/**
 * Competition for the CPU of a task that waits in the kernel: whether need_resched() is set
 * when it checks, and how long it waits for a CPU after a wake-up or a cond_resched(). An
 * idle machine has none; load models (e.g. CPU hogs on every CPU) supply their own.
 */
public interface RunQueue {
    /** need_resched() as seen by the task at this instant. */
    boolean needResched(long nowNs, SimRandom rnd);

    /** The task stops running (it sleeps, yields or blocks) at this instant; others may run. */
    default void blocked(long nowNs) {
    }

    /** How long a runnable task waits before it runs again (0 when a CPU is free). */
    long waitForCpuNs(long nowNs, SimRandom rnd);

    /**
     * CPU time the task needs per ns of work when run alone: 1 on an idle machine, more when
     * busy SMT siblings share the core.
     */
    default double cpuTimeFactor() {
        return 1.0;
    }

    /**
     * How long a wait for every other CPU to pass a scheduling point takes (an RCU grace
     * period, stop_machine, a flush of per-CPU work), beyond its idle-machine cost.
     */
    default long crossCpuSyncNs(long nowNs, SimRandom rnd) {
        return 0;
    }

    /** No other runnable work: need_resched() is false and a woken task runs at once. */
    RunQueue IDLE = new RunQueue() {
        @Override
        public boolean needResched(long nowNs, SimRandom rnd) {
            return false;
        }

        @Override
        public long waitForCpuNs(long nowNs, SimRandom rnd) {
            return 0;
        }
    };
}
