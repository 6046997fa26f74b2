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
 * switches, idles, or calls cond_resched() (rcu_all_qs() under !PREEMPT_RCU); a task spinning
 * in the kernel is not (rcu_flavor_sched_clock_irq() notes a quiescent state only for user
 * mode or the idle loop). Its quiescent state is reported from its next tick.</li>
 * <li>A grace period older than jiffies_to_sched_qs sets rcu_urgent_qs for the holding CPU
 * (rcu_implicit_dynticks_qs()); that CPU's next tick then calls set_tsk_need_resched() on a
 * task running in the kernel (rcu_sched_clock_irq()). jiffies_to_sched_qs =
 * max(first_fqs + 2 * next_fqs, HZ/10 + nr_cpu_ids/RCU_JIFFIES_FQS_DIV)
 * (adjust_jiffies_till_sched_qs()): 10 jiffies, 100 ms, at HZ=100 on a small partition.</li>
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
            long urgent = ticks.tickStart(ticks.jiffiesAt(t) + schedQsTicks + 1);
            long gp = gpStart;
            cpu.at(urgent, u -> {
                if (gpStart == gp && !gpEndKnown && cpu.dlparTaskInKernel()) {
                    cpu.requestResched(u, NeedReschedSource.RCU_URGENT_QS);
                }
            });
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
