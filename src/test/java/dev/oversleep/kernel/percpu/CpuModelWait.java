package dev.oversleep.kernel.percpu;

import dev.oversleep.kernel.CpuModel;

/** A schedule_timeout() wait on the per-CPU machine as Kernel makes it, the task then running again. */
final class CpuModelWait {
    private CpuModelWait() {
    }

    static CpuModel.WheelWait wheel(PercpuMachine m, int cpu, long startNs, long expireJiffy) {
        CpuModel.WheelWait w = m.wheelWait(cpu, startNs, expireJiffy, Long.MAX_VALUE);
        m.taskRuns(cpu, w.eventNs() + 10_000);
        return w;
    }
}
