package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.TickClock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Tree RCU grace periods as they pass on a partition whose other CPUs are idle (dyntick-idle)
 * or run user-space hogs, so only the caller's CPU can hold a grace period back
 * (kernel/rcu/tree.c and kernel/rcu/tree_plugin.h, read in 5.x and 6.x copies; the rules used
 * hold from v5.16 to v6.13):
 * <ul>
 * <li>call_rcu() only queues the callback; the CPU's RCU core, run from the next scheduling
 * tick, starts the grace period the callback needs (rcu_accelerate_cbs(), rcu_start_this_gp()).
 * A callback queued while a grace period runs needs the next one, which rcu_gp_cleanup()
 * starts at once.</li>
 * <li>The grace-period kthread waits jiffies_till_first_fqs (1 jiffy at HZ=100:
 * RCU_JIFFIES_TILL_FORCE_QS = 1 + (HZ &gt; 250) + (HZ &gt; 500), rcu_init_geometry()), then scans
 * every jiffies_till_next_fqs (1): idle CPUs count as quiescent at the first scan, hog CPUs
 * report from their tick in user mode. The caller's CPU is quiescent only when it context
 * switches or idles (rcu_note_context_switch(), the idle loop); a task spinning in the kernel
 * is not (rcu_flavor_sched_clock_irq() notes a quiescent state only for user mode or the idle
 * loop), and cond_resched() that does not reschedule is not either, unless RCU has flagged
 * the CPU urgent: __cond_resched() calls rcu_all_qs(), which returns at once while
 * rcu_data.rcu_urgent_qs is clear ("report a quiescent state, but only when RCU is in urgent
 * need of one", kernel/sched/core.c and kernel/rcu/tree_plugin.h, v5.16). Its quiescent state
 * is reported from its next tick.</li>
 * <li>A grace period older than jiffies_to_sched_qs makes each force-quiescent-state scan set
 * rcu_urgent_qs for the holding CPU (rcu_implicit_dynticks_qs()). Whichever comes first then
 * takes it: a cond_resched() of the task (rcu_all_qs(): a quiescent state, no reschedule), or
 * that CPU's next tick, which calls set_tsk_need_resched() on a task running in the kernel
 * (rcu_sched_clock_irq()). So a 5.17 task calling cond_resched() between RTAS calls ends the
 * grace period it holds without yielding, a 5.16 task spinning without one gets need_resched()
 * and sleeps. jiffies_to_sched_qs = max(first_fqs + 2 * next_fqs, HZ/10 +
 * nr_cpu_ids/RCU_JIFFIES_FQS_DIV) (adjust_jiffies_till_sched_qs()): 10 jiffies, 100 ms, at
 * HZ=100 on a small partition.</li>
 * <li>Callbacks run from the RCU softirq on the queuing CPU at its first tick after the grace
 * period ended; an idle CPU with callbacks pending keeps its tick (rcu_needs_cpu()).</li>
 * </ul>
 */
public final class RcuTree {
    /** RCU_JIFFIES_FQS_DIV (kernel/rcu/tree.h). */
    static final int JIFFIES_FQS_DIV = 256;

    private final TickClock ticks;
    private final CallerCpu cpu;
    private final long firstFqsTicks;
    private final long schedQsTicks;
    /** Start of the grace period in progress, or -1. */
    private long gpStart = -1;
    private boolean gpEndKnown;
    /** Callbacks waiting for the grace period in progress. */
    private final List<LongConsumer> current = new ArrayList<>();
    /** Callbacks queued while it runs: they need the next one. */
    private final List<LongConsumer> next = new ArrayList<>();
    private boolean startQueued;
    private long gracePeriods;
    /** rcu_data.rcu_urgent_qs of the caller's CPU. */
    private boolean urgentQs;

    RcuTree(TickClock ticks, CallerCpu cpu, int nrCpuIds) {
        this.ticks = ticks;
        this.cpu = cpu;
        int hz = ticks.hz().value();
        this.firstFqsTicks = 1 + (hz > 250 ? 1 : 0) + (hz > 500 ? 1 : 0) + nrCpuIds / JIFFIES_FQS_DIV;
        long j = firstFqsTicks + 2L * firstFqsTicks;
        this.schedQsTicks = Math.max(j, hz / 10 + nrCpuIds / JIFFIES_FQS_DIV);
    }

    /** jiffies_to_sched_qs: the age at which a grace period asks the holding CPU to reschedule. */
    public long schedQsTicks() {
        return schedQsTicks;
    }

    public long gracePeriods() {
        return gracePeriods;
    }

    /** The first tick strictly after t. */
    long tickAfter(long t) {
        return ticks.tickStart(ticks.jiffiesAt(t) + 1);
    }

    /** The first tick at or after t. */
    long tickAtOrAfter(long t) {
        long s = ticks.tickStart(ticks.jiffiesAt(t));
        return s == t ? t : s + ticks.tickNs();
    }

    /**
     * call_rcu(): {@code callback} runs (from the softirq of the caller's CPU) after a full grace
     * period that starts after now; it receives the instant it runs.
     */
    public void callRcu(long now, LongConsumer callback) {
        if (gpStart >= 0) {
            next.add(callback);
            return;
        }
        current.add(callback);
        if (!startQueued) {
            startQueued = true;
            cpu.at(tickAfter(now), this::start);
        }
    }

    private void start(long t) {
        startQueued = false;
        gpStart = t;
        gpEndKnown = false;
        gracePeriods++;
        if (!cpu.dlparTaskInKernel()) {
            quiescent(t);
        } else {
            long gp = gpStart;
            cpu.at(ticks.tickStart(ticks.jiffiesAt(t) + schedQsTicks + 1), u -> urgentScan(gp, u));
        }
    }

    /**
     * The caller's tick and then a force-quiescent-state scan at jiffy instant u of a grace
     * period it still holds: the tick turns an urgent flag nobody took into need_resched() (a
     * task in the kernel) or a quiescent state (user mode, idle); the scan sets the flag again.
     */
    private void urgentScan(long gp, long u) {
        if (gpStart != gp || gpEndKnown) {
            return;
        }
        if (urgentQs) {
            urgentQs = false;
            if (cpu.dlparTaskInKernel()) {
                cpu.requestResched(u, NeedReschedSource.RCU_URGENT_QS);
            } else {
                quiescent(u);
                return;
            }
        }
        urgentQs = true;
        cpu.at(u + ticks.tickNs(), w -> urgentScan(gp, w));
    }

    /** Whether the force-quiescent-state scans have flagged the caller's CPU (tests). */
    public boolean urgentQs() {
        return urgentQs;
    }

    /**
     * rcu_all_qs() from cond_resched() that did not reschedule: a quiescent state only when the
     * caller's CPU is flagged urgent.
     */
    public void condResched(long t) {
        if (urgentQs) {
            urgentQs = false;
            quiescent(t);
        }
    }

    /**
     * The caller's CPU passed a quiescent state (context switch, idle, cond_resched()). Ends
     * the grace period in progress once the first force-quiescent-state scan has also passed.
     */
    public void quiescent(long t) {
        if (gpStart < 0 || gpEndKnown || t < gpStart) {
            return;
        }
        urgentQs = false;
        gpEndKnown = true;
        long end = Math.max(ticks.tickStart(ticks.jiffiesAt(gpStart) + firstFqsTicks), tickAtOrAfter(t));
        cpu.at(end, this::end);
    }

    private void end(long t) {
        List<LongConsumer> done = new ArrayList<>(current);
        current.clear();
        gpStart = -1;
        long invoke = tickAfter(t);
        for (LongConsumer c : done) {
            cpu.at(invoke, c::accept);
        }
        if (!next.isEmpty()) {
            current.addAll(next);
            next.clear();
            start(t);
        }
    }
}
