package dev.oversleep.kernel;

/**
 * Where try_to_wake_up() puts a task woken on an otherwise idle machine: select_task_rq_fair()'s
 * wake_affine() choice between the waking CPU and the task's previous CPU, then
 * {@link SelectIdleSibling}, which keeps its target when that CPU is idle (always the case here:
 * the waker is an interrupt taken by an idle CPU, or the task's own CPU, idle while it slept).
 * wake_wide() is false for a task that wakes one partner at a time, so want_affine holds.
 *
 * <p>A task woken by its own timer is woken by its previous CPU (the timer was queued on the CPU
 * that armed it: get_nohz_timer_target() returns the current CPU when it is not idle,
 * kernel/sched/core.c) and stays there in every era.
 */
public enum WakeAffinity {
    /**
     * Up to v4.15 an idle waker pulls the task. v4.7 to v4.13: wake_affine() with this_load = 0
     * skips the load terms and finds 100 * capacity(prev) &le; (100 + (imbalance_pct - 100) / 2)
     * * capacity(this), "balanced", so the task moves to the waker (kernel/sched/fair.c, v4.7.4,
     * v4.10.17); v4.14 and v4.15: wake_affine_idle() returns true when idle_cpu(this_cpu)
     * (v4.14.170, v4.15.11).
     */
    PULL_TO_IDLE_WAKER,
    /**
     * Since v4.16 wake_affine_idle() moves the task only within the LLC and, if the previous CPU
     * is idle, keeps it there ("If this_cpu is idle, it implies the wakeup is from interrupt
     * context. Only allow the move if cache is shared", v4.16.13); across LLCs
     * wake_affine_weight() compares this_load + task_load with prev_load - task_load and, both
     * CPUs idle, keeps the previous CPU (v5.9.1).
     */
    KEEP_IDLE_PREV;

    public static WakeAffinity of(KernelVersion v) {
        return v.atLeast(4, 16) ? KEEP_IDLE_PREV : PULL_TO_IDLE_WAKER;
    }

    /**
     * wake_affine()'s target for a wake-up by {@code waker} (the CPU whose interrupt or softirq
     * called wake_up_process()), both CPUs idle: the waker, or the previous CPU.
     */
    public int target(int prev, int waker) {
        if (waker == prev) {
            return prev;
        }
        return this == PULL_TO_IDLE_WAKER ? waker : prev;
    }
}
