package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.TimerBase;
import dev.oversleep.kernel.TimerEra;
import dev.oversleep.kernel.TimerWheel;
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
 * <li>The grace-period kthread waits jiffies_till_first_fqs (1 jiffy at HZ=100, 3 at HZ=1000:
 * RCU_JIFFIES_TILL_FORCE_QS = 1 + (HZ &gt; 250) + (HZ &gt; 500) plus one per RCU_JIFFIES_FQS_DIV
 * possible CPUs, rcu_init_geometry()), then scans every jiffies_till_next_fqs (the same). The
 * wait is swait_event_idle_timeout_exclusive(rcu_state.gp_wq, ..., j) in rcu_gp_fqs_loop(), a
 * schedule_timeout(j): a timer at jiffies + j, which the timer wheel of the era queues in a
 * level-0 bucket that expires one jiffy later ({@link TimerWheel#bucketExpiry}), so at HZ=100
 * the first scan runs two jiffies after rcu_gp_init(). Idle CPUs (dyntick-idle, in an extended
 * quiescent state) are reported by that first scan (dyntick_save_progress_counter()). A CPU
 * running a hog in user mode notes the new grace period at its first tick after the start
 * (rcu_core() → note_gp_changes()) and reports from the next (rcu_flavor_sched_clock_irq() →
 * rcu_qs(), then rcu_report_qs_rdp()): two ticks. The caller's CPU is quiescent only when it context
 * switches or idles (rcu_note_context_switch(), the idle loop); a task spinning in the kernel
 * is not (rcu_flavor_sched_clock_irq() notes a quiescent state only for user mode or the idle
 * loop), and cond_resched() that does not reschedule is not either, unless RCU has flagged
 * the CPU urgent: __cond_resched() calls rcu_all_qs(), which returns at once while
 * rcu_data.rcu_urgent_qs is clear ("report a quiescent state, but only when RCU is in urgent
 * need of one", kernel/sched/core.c and kernel/rcu/tree_plugin.h, v5.16). Its quiescent state
 * is reported from its next tick.</li>
 * <li>A grace period older than jiffies_to_sched_qs makes each force-quiescent-state scan (at
 * the scan cadence above) set rcu_urgent_qs for the holding CPU (rcu_implicit_dynticks_qs():
 * time_after(jiffies, gp_start + jtsq)). Whichever comes first then
 * takes it: a cond_resched() of the task (rcu_all_qs(): a quiescent state, no reschedule), or
 * that CPU's next tick, which calls set_tsk_need_resched() on a task running in the kernel
 * (rcu_sched_clock_irq()). So a 5.17 task calling cond_resched() between RTAS calls ends the
 * grace period it holds without yielding, a 5.16 task spinning without one gets need_resched()
 * and sleeps. jiffies_to_sched_qs = max(first_fqs + 2 * next_fqs, HZ/10 +
 * nr_cpu_ids/RCU_JIFFIES_FQS_DIV) (adjust_jiffies_till_sched_qs()): 10 jiffies, 100 ms, at
 * HZ=100 on a small partition.</li>
 * <li>Callbacks run from the RCU softirq on the queuing CPU at its first tick after the grace
 * period ended; an idle CPU with callbacks pending keeps its tick (rcu_needs_cpu()).</li>
 * <li>Each of these events is an interrupt (a tick, the kthread's timer) of a CPU that may have
 * ceded: it runs when that CPU's vCPU wakes ({@link Vcpus#wake}), on a shared-processor
 * partition after the hypervisor dispatched its core if every thread of it ceded.</li>
 * </ul>
 */
public final class RcuTree {
    /** RCU_JIFFIES_FQS_DIV (kernel/rcu/tree.h). */
    static final int JIFFIES_FQS_DIV = 256;

    private final TickClock ticks;
    private final CallerCpu cpu;
    private final TimerEra timerEra;
    private final long firstFqsTicks;
    private final long nextFqsTicks;
    private final long schedQsTicks;
    /**
     * The CPU whose interrupts run the grace-period kthread: a thread of the caller's core
     * (CPU 1 when the core has more than one), an assumption. rcu_gp_kthread() is woken by
     * the caller's CPU (rcu_gp_kthread_wake() from its RCU core) and arms its
     * force-quiescent-state timer where it runs; where exactly the scheduler puts it is not
     * determined by the source.
     */
    private final int gpCpu;
    /** Start of the grace period in progress, or -1; its jiffy. */
    private long gpStart = -1;
    private long gpStartJiffy;
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
        this.timerEra = TimerEra.of(cpu.fair().version());
        int hz = ticks.hz().value();
        // rcu_init_geometry(): d = RCU_JIFFIES_TILL_FORCE_QS + nr_cpu_ids / RCU_JIFFIES_FQS_DIV for both
        this.firstFqsTicks = 1 + (hz > 250 ? 1 : 0) + (hz > 500 ? 1 : 0) + nrCpuIds / JIFFIES_FQS_DIV;
        this.nextFqsTicks = firstFqsTicks;
        // adjust_jiffies_till_sched_qs()
        long j = firstFqsTicks + 2L * nextFqsTicks;
        this.schedQsTicks = Math.max(j, hz / 10 + nrCpuIds / JIFFIES_FQS_DIV);
        Vcpus v = cpu.vcpus();
        this.gpCpu = v.cpus() > 1 && v.vp(1) == 0 ? 1 : 0;
    }

    /** jiffies_to_sched_qs: the age at which a grace period asks the holding CPU to reschedule. */
    public long schedQsTicks() {
        return schedQsTicks;
    }

    /** jiffies_till_first_fqs (= jiffies_till_next_fqs). */
    public long firstFqsTicks() {
        return firstFqsTicks;
    }

    public long gracePeriods() {
        return gracePeriods;
    }

    /**
     * The jiffy at which a force-quiescent-state wait of {@code wait} jiffies armed at jiffy
     * {@code armed} ends: schedule_timeout(wait) on the GP kthread's CPU, whose base clock the
     * era's __mod_timer() forwards to jiffies, expires with the wheel bucket it lands in.
     */
    public long fqsJiffy(long armed, long wait) {
        return new TimerBase(timerEra, ticks.hz(), armed).enqueue(armed + wait, armed).bucketExpiry();
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
            cpu.atInterrupt(0, tickAfter(now), this::start);
        }
    }

    /** rcu_gp_init() at instant t, and the first force-quiescent-state scan it waits for. */
    private void start(long t) {
        startQueued = false;
        gpStart = t;
        gpStartJiffy = ticks.jiffiesAt(t);
        gpEndKnown = false;
        gracePeriods++;
        long gp = gpStart;
        long first = fqsJiffy(gpStartJiffy, firstFqsTicks);
        cpu.atInterrupt(gpCpu, ticks.tickStart(first), u -> scan(gp, first));
        if (!cpu.dlparTaskInKernel()) {
            quiescent(t);
        }
    }

    /** When every CPU but the caller's has reported: idle ones at the first scan, hogs at their second tick. */
    private long othersReported() {
        return cpu.loaded() ? ticks.tickStart(gpStartJiffy + 2)
                : ticks.tickStart(fqsJiffy(gpStartJiffy, firstFqsTicks));
    }

    /**
     * A force-quiescent-state scan at jiffy s of a grace period the caller's CPU still holds:
     * once the grace period is older than jiffies_to_sched_qs it flags that CPU urgent, which
     * its next tick turns into need_resched() for a task in the kernel; then the kthread waits
     * jiffies_till_next_fqs again.
     */
    private void scan(long gp, long s) {
        if (gpStart != gp || gpEndKnown) {
            return;
        }
        if (s > gpStartJiffy + schedQsTicks && cpu.dlparTaskInKernel()) {
            urgentQs = true;
            cpu.atInterrupt(0, ticks.tickStart(s + 1), u -> urgentTick(gp, u));
        }
        long following = fqsJiffy(s, nextFqsTicks);
        cpu.atInterrupt(gpCpu, ticks.tickStart(following), u -> scan(gp, following));
    }

    /** rcu_sched_clock_irq() with rcu_urgent_qs set: need_resched() for a task in the kernel. */
    private void urgentTick(long gp, long u) {
        if (gpStart != gp || gpEndKnown || !urgentQs) {
            return;
        }
        urgentQs = false;
        if (cpu.dlparTaskInKernel()) {
            cpu.requestResched(u, NeedReschedSource.RCU_URGENT_QS);
        } else {
            quiescent(u);
        }
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
     * The caller's CPU passed a quiescent state (context switch, idle, cond_resched()) at t. On
     * an idle partition its CPU, idle from then on, is reported with the others by the scan (or
     * by its own tick if the scan has passed); under load it reports like the hogs, from its
     * tick, no earlier than the second of the grace period. The grace period ends when all have.
     */
    public void quiescent(long t) {
        if (gpStart < 0 || gpEndKnown || t < gpStart) {
            return;
        }
        urgentQs = false;
        gpEndKnown = true;
        long others = othersReported();
        long own = tickAtOrAfter(t);
        // the last report comes from the grace-period kthread's scan or from this CPU's tick
        cpu.atInterrupt(others >= own ? gpCpu : 0, Math.max(others, own), this::end);
    }

    /**
     * rcu_gp_cleanup() at t; the caller's CPU notices the new gp_seq at its next tick and
     * invokes the ready callbacks from its RCU softirq (rcu_core() → rcu_do_batch()). A
     * callback queued during the grace period starts the next one at once.
     */
    private void end(long t) {
        List<LongConsumer> done = new ArrayList<>(current);
        current.clear();
        gpStart = -1;
        long invoke = tickAfter(t);
        for (LongConsumer c : done) {
            cpu.atInterrupt(0, invoke, c::accept);
        }
        if (!next.isEmpty()) {
            current.addAll(next);
            next.clear();
            start(t);
        }
    }
}
