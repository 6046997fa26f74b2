package dev.oversleep.rtas.lpar;

/** Why need_resched() became true for the DLPAR task on its CPU. */
public enum NeedReschedSource {
    /** A per-CPU kworker woken on the task's CPU (queued work, or its own sleep ended). */
    KWORKER("kworker"),
    /** A grace period older than jiffies_to_sched_qs: rcu_sched_clock_irq() asks for a quiescent state. */
    RCU_URGENT_QS("rcu_urgent_qs"),
    /** The CPU hog sharing the task's CPU is owed the CPU (CFS check_preempt_tick, EEVDF deadline). */
    HOG("cpu_hog");

    private final String jsonName;

    NeedReschedSource(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }
}
