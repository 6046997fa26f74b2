package dev.oversleep.kernel;

/**
 * How long a CPU-bound fair-class task runs before the scheduler sets need_resched() for
 * another runnable task on its CPU (kernel/sched/fair.c). Tunables scale by
 * factor = 1 + ilog2(min(ncpus, 8)) (SCHED_TUNABLESCALING_LOG).
 * <ul>
 * <li>CFS, before v6.6: the period is sysctl_sched_latency = 6 ms * factor (or
 * nr_running * sysctl_sched_min_granularity, 0.75 ms * factor, beyond sched_nr_latency = 8
 * tasks), shared equally by tasks of equal weight.</li>
 * <li>EEVDF, since v6.6: a request of sysctl_sched_base_slice = 0.75 ms * factor; 0.70 ms
 * since v6.15 ("sched: Reduce the default slice to avoid tasks getting an extra tick").</li>
 * </ul>
 * Either way the check runs in the scheduler tick, so a slice ends at the first tick after it
 * is used up.
 */
public final class SchedSlice {
    private SchedSlice() {
    }

    static int factor(int cpus) {
        int n = Math.max(1, Math.min(cpus, 8));
        return 1 + (31 - Integer.numberOfLeadingZeros(n));
    }

    /** The slice of one of nrRunning equal-weight tasks sharing a CPU on a machine of cpus CPUs. */
    public static long sliceNs(KernelVersion v, int cpus, int nrRunning) {
        long factor = factor(cpus);
        if (v.before(KernelVersion.of(6, 6))) {
            long latency = 6_000_000L * factor;
            long minGranularity = 750_000L * factor;
            long period = nrRunning > 8 ? nrRunning * minGranularity : latency;
            return period / Math.max(1, nrRunning);
        }
        return (v.atLeast(6, 15) ? 700_000L : 750_000L) * factor;
    }
}
