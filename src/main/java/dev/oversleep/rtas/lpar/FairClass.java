package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.SchedSlice;

/**
 * The fair class's rules for tasks of equal weight (nice 0) on one CPU, by era
 * (kernel/sched/fair.c). Tunables are those of {@link SchedSlice}: CFS before v6.6, EEVDF since.
 * <ul>
 * <li>CFS: sysctl_sched_latency L = 6 ms * factor; sched_min_granularity = 0.75 ms * factor =
 * L/8; sched_wakeup_granularity = 1 ms * factor = L/6. A task woken from sleep is placed at
 * max(its vruntime, min_vruntime - L/2) (place_entity(), GENTLE_FAIR_SLEEPERS) and preempts the
 * running task if that one's vruntime is more than the wakeup granularity ahead
 * (wakeup_preempt_entity()). The tick preempts the running task once it has run its
 * sched_slice() since it was picked, or, after at least the minimum granularity, once its
 * vruntime leads the leftmost task's by a slice (check_preempt_tick()).</li>
 * <li>EEVDF: each task asks for sysctl_sched_base_slice (0.75 ms * factor; 0.70 ms since 6.15);
 * with RUN_TO_PARITY the running task keeps the CPU until its slice is used (pick_eevdf()), and
 * the tick's update_curr()/update_deadline() then reschedules it. A woken task is placed with
 * the lag it left with (PLACE_LAG); the kworkers and the DLPAR task here ran briefly before
 * sleeping, so they are owed service and land left of the average, which makes the holder
 * ineligible: pick_eevdf() drops its protection and the wake-up preempts, as under CFS. The
 * lag itself is not tracked (the woken task is placed at the others' average).</li>
 * </ul>
 * With PREEMPT_NONE (pseries_defconfig) "reschedule" means need_resched() for a task running in
 * the kernel: it switches at its next cond_resched() or sleep. A user-space hog switches at once.
 */
public record FairClass(boolean eevdf, long latencyNs, long minGranularityNs, long wakeupGranularityNs,
                        long baseSliceNs, KernelVersion version, int cpus) {

    public static FairClass of(KernelVersion v, int cpus) {
        long latency = SchedSlice.sliceNs(KernelVersion.of(6, 5), cpus, 1);
        boolean eevdf = !v.before(KernelVersion.of(6, 6));
        return new FairClass(eevdf, latency, latency / 8, latency / 6, SchedSlice.sliceNs(v, cpus, 1), v, cpus);
    }

    /** CFS sched_slice() of one of nr runnable tasks of equal weight. */
    public long cfsSliceNs(int nr) {
        return SchedSlice.sliceNs(version, cpus, nr);
    }

    public String name() {
        return eevdf ? "eevdf" : "cfs";
    }
}
