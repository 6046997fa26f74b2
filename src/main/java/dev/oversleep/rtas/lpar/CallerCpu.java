package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayDeque;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.LongConsumer;

/**
 * The CPU the DLPAR task runs on, seen through the kernel's {@link RunQueue} seam: the task
 * (T), the CPU's kworker (K) with its queued work, and under load a CPU hog (H), scheduled by
 * the {@link FairClass} of the era. It decides when need_resched() becomes true for T and why
 * ({@link NeedReschedSource}), what runs while T sleeps, and how long a woken T waits for the
 * CPU: behind K's current work, behind H's slice, or behind PowerVM re-dispatching a vCPU that
 * ceded while idle.
 *
 * <p>Other activity on this CPU (grace periods ending, kworkers waking) is kept as timed events
 * and played forward lazily whenever T's kernel calls reach the seam; between two such calls
 * T's state is known, so the playback is exact.
 */
public final class CallerCpu implements RunQueue {
    /** Who holds the CPU. */
    enum Who {
        T, K, H
    }

    private final TickClock ticks;
    private final FairClass fair;
    private final boolean hog;
    private final double smtFactor;
    private final Vcpus vcpus;
    private final TimedEvents events = new TimedEvents();
    private RcuTree rcu;

    private long clock;
    private Who curr = Who.T;
    private long currSince;
    /** When the holder got the CPU. */
    private long pickedAt;
    /** CFS: when the holder was picked (check_preempt_tick()'s prev_sum_exec_runtime). */
    private long sliceStart;
    /**
     * EEVDF: the holder's time since its deadline was last renewed is {@code t - renewBase};
     * update_deadline() renews it (and reschedules if another entity is queued) at the first
     * update_curr() once a slice is used: the tick, or a wake-up's check.
     */
    private long renewBase;
    private final Map<Who, Long> usedAtStop = new EnumMap<>(Who.class);
    private long idleSince = -1;
    /** A wake-up of the idle CPU in flight: its holder runs at {@link #wakeAt}. */
    private Who waking;
    private long wakeAt;
    /** Of T's wait for the CPU under way, the part that is its vCPU's wake-up from CEDE. */
    private long tWakeVcpuNs;

    private long vrT;
    private long vrK;
    private long vrH;
    private long minVr;
    private boolean tRunnable = true;
    private long tBlockedAt = -1;
    private boolean tNeedResched;
    private final Map<NeedReschedSource, Long> reschedCounts = new EnumMap<>(NeedReschedSource.class);
    /** A resched of the holder planned for this instant (contention), or Long.MAX_VALUE. */
    private long reschedAt = Long.MAX_VALUE;

    private final ArrayDeque<WorkItem> queue = new ArrayDeque<>();
    private WorkItem kItem;
    private boolean kSleeping;
    /** End of the CPU step K is in, while K holds the CPU. */
    private long kStepEnd = -1;

    private long cpuWaitNs;
    private long vcpuWaitNs;
    private long contextSwitches;

    /**
     * @param smtFactor   how much longer CPU work takes with busy SMT siblings (1 when idle)
     * @param vcpus       the partition's CPUs (this is CPU 0): snooze, CEDE and the hypervisor's dispatch
     */
    public CallerCpu(TickClock ticks, FairClass fair, boolean hog, double smtFactor, Vcpus vcpus,
                     int nrCpuIds, long startNs) {
        this.ticks = ticks;
        this.fair = fair;
        this.hog = hog;
        this.smtFactor = smtFactor;
        this.vcpus = vcpus;
        this.clock = startNs;
        this.currSince = startNs;
        this.sliceStart = startNs;
        this.rcu = new RcuTree(ticks, this, nrCpuIds);
        // The task has been running (it is the shell that wrote the request): its vruntime and
        // min_vruntime are well past those of the kworker, which slept since boot.
        this.vrT = fair.latencyNs();
        this.vrH = fair.latencyNs();
        this.minVr = fair.latencyNs();
    }

    public RcuTree rcu() {
        return rcu;
    }

    public Vcpus vcpus() {
        return vcpus;
    }

    /** Whether this CPU is running something or polling in snooze at t (not ceded). */
    boolean awake(long t) {
        return curr != null || idleSince >= 0 && t - idleSince < vcpus.snoozeNs();
    }

    public FairClass fair() {
        return fair;
    }

    public TickClock ticks() {
        return ticks;
    }

    /** CPU time one ns of unloaded work takes here (SMT siblings busy under load). */
    public double smtFactor() {
        return smtFactor;
    }

    public boolean loaded() {
        return hog;
    }

    /** Total time T was runnable but not running (after wake-ups and yields), its vCPU's wake-ups apart. */
    public long cpuWaitNs() {
        return cpuWaitNs;
    }

    /** Total time woken T waited for its ceded vCPU to run again (CEDE exit, the core's dispatch). */
    public long vcpuWaitNs() {
        return vcpuWaitNs;
    }

    public long contextSwitches() {
        return contextSwitches;
    }

    /** How often need_resched() became true for T, by source. */
    public Map<NeedReschedSource, Long> needReschedCounts() {
        return reschedCounts;
    }

    /** Is T on the CPU (running kernel code: the DLPAR path never returns to user space)? */
    boolean dlparTaskInKernel() {
        return curr == Who.T;
    }

    /** An event at instant t: {@code action} receives t. */
    void at(long t, LongConsumer action) {
        events.schedule(Math.max(t, clock), action);
    }

    /**
     * An interrupt at instant t on CPU {@code c} of the partition (this CPU is 0: its tick; 1, a
     * thread of the same core, runs the RCU grace-period kthread): {@code action} receives the
     * instant the interrupted CPU runs it, later by its vCPU's wake-up if it had ceded
     * ({@link Vcpus#wake}). The CPU then ran at that instant, and goes back to snoozing.
     */
    void atInterrupt(int c, long t, LongConsumer action) {
        at(t, u -> {
            long d = c == 0 && curr != null ? 0 : vcpus.wake(c, u, awake(u));
            if (d == 0) {
                vcpus.ran(c, u);
                action.accept(u);
            } else {
                at(u + d, v -> {
                    vcpus.ran(c, v);
                    action.accept(v);
                });
            }
        });
    }

    /** Requests need_resched() for T if T holds the CPU. */
    void requestResched(long t, NeedReschedSource source) {
        if (curr == Who.T && !tNeedResched) {
            tNeedResched = true;
            reschedCounts.merge(source, 1L, Long::sum);
        }
    }

    // ---------------------------------------------------------------- the RunQueue seam

    @Override
    public boolean needResched(long nowNs, SimRandom rnd) {
        advanceTo(nowNs);
        return tNeedResched;
    }

    @Override
    public void blocked(long nowNs) {
        advanceTo(nowNs);
        if (curr != Who.T) {
            return;
        }
        tRunnable = false;
        tNeedResched = false;
        tBlockedAt = nowNs;
        switchAway(nowNs);
    }

    @Override
    public long waitForCpuNs(long nowNs, SimRandom rnd) {
        // The kernel's cond_resched() blocks and asks for the CPU at the same instant: a yield,
        // T stays queued with its vruntime and preempts nobody.
        boolean yielded = !tRunnable && nowNs == tBlockedAt;
        advanceTo(nowNs);
        if (curr == Who.T) {
            return 0;
        }
        if (yielded) {
            tRunnable = true;
            if (curr == null) {
                give(pick(null), nowNs);
            } else {
                planResched(nowNs);
            }
        } else {
            vrT = placeWoken(Who.T, vrT);
            tRunnable = true;
            wake(Who.T, nowNs);
        }
        while (curr != Who.T) {
            long next = nextPoint();
            if (next == Long.MAX_VALUE) {
                throw new IllegalStateException("the DLPAR task can never run again");
            }
            advanceTo(next);
        }
        long waited = pickedAt - nowNs;
        long vcpu = Math.min(waited, tWakeVcpuNs);
        tWakeVcpuNs = 0;
        vcpuWaitNs += vcpu;
        cpuWaitNs += waited - vcpu;
        return waited;
    }

    @Override
    public double cpuTimeFactor() {
        return 1.0;
    }

    /**
     * cond_resched() from T before the kernel's condResched() yields (if need_resched() is set):
     * rcu_all_qs() in __cond_resched() under !PREEMPT_RCU, a quiescent state only when RCU has
     * flagged this CPU urgent. A yield is a context switch, a quiescent state anyway.
     */
    public void condReschedRcu(long nowNs) {
        advanceTo(nowNs);
        if (!tNeedResched) {
            rcu.condResched(nowNs);
        }
    }

    // ---------------------------------------------------------------- kworker

    /**
     * schedule_work() (or queue_work_on() this CPU) of {@code item}: nothing if it is pending;
     * otherwise queues it and wakes the kworker.
     */
    public void scheduleWork(long now, WorkItem item) {
        advanceTo(now);
        if (item.pending) {
            return;
        }
        boolean idleWorker = !kRunnable();
        if (idleWorker) {
            vrK = placeWoken(Who.K, vrK);
        }
        item.pending = true;
        item.pc = 0;
        queue.add(item);
        if (idleWorker && !kSleeping) {
            wake(Who.K, now);
        }
    }

    private boolean kRunnable() {
        return !kSleeping && (kItem != null || !queue.isEmpty());
    }

    /** Runs K's steps from instant t while K holds the CPU, until a CPU step is under way or K stops. */
    private void runK(long t) {
        while (true) {
            if (kItem == null) {
                kItem = queue.poll();
                if (kItem == null) {
                    switchAway(t);
                    return;
                }
                kItem.pending = false;
                kItem.pc = 0;
            }
            if (kItem.pc >= kItem.steps.size()) {
                WorkItem done = kItem;
                kItem = null;
                if (done.onDone != null) {
                    done.onDone.accept(t);
                }
                continue;
            }
            WorkItem.Step s = kItem.steps.get(kItem.pc++);
            if (s instanceof WorkItem.Cpu c) {
                kStepEnd = t + Math.round(c.ns() * smtFactor);
                return;
            } else if (s instanceof WorkItem.WriterEnter e) {
                if (e.sync().enter()) {
                    kSleeping = true;
                    RcuSync sync = e.sync();
                    rcu.callRcu(t, w -> {
                        sync.passed();
                        vrK = placeWoken(Who.K, vrK);
                        kSleeping = false;
                        wake(Who.K, w);
                    });
                    switchAway(t);
                    return;
                }
            } else if (s instanceof WorkItem.WriterExit x) {
                x.sync().exit(t);
            }
        }
    }

    // ---------------------------------------------------------------- scheduling

    /** The holder stops (blocks, yields or finishes); the CPU goes to the next runnable entity. */
    private void switchAway(long t) {
        contextSwitches++;
        rcu.quiescent(t);
        if (curr != null) {
            usedAtStop.put(curr, sinceRenewal(t));
        }
        Who was = curr;
        curr = null;
        kStepEnd = -1;
        reschedAt = Long.MAX_VALUE;
        Who next = pick(was);
        if (next == null) {
            idleSince = t;
        } else {
            give(next, t);
        }
    }

    /** Who runs next among the runnable entities (the one that just stopped last if tied). */
    private Who pick(Who stopping) {
        Who best = null;
        long bestKey = Long.MAX_VALUE;
        for (Who w : Who.values()) {
            if (!runnable(w)) {
                continue;
            }
            long key = vr(w);
            if (best == null || key < bestKey || (key == bestKey && best == stopping)) {
                best = w;
                bestKey = key;
            }
        }
        return best;
    }

    private boolean runnable(Who w) {
        return switch (w) {
            case T -> tRunnable;
            case K -> kRunnable();
            case H -> hog;
        };
    }

    private long vr(Who w) {
        return switch (w) {
            case T -> vrT;
            case K -> vrK;
            case H -> vrH;
        };
    }

    private void addVr(Who w, long d) {
        switch (w) {
            case T -> vrT += d;
            case K -> vrK += d;
            case H -> vrH += d;
        }
    }

    /**
     * The vruntime of an entity woken from sleep: CFS place_entity() gives it at most half a
     * latency of credit below min_vruntime; EEVDF places it (lag 0) at the average vruntime of
     * the others queued, or keeps its own when it is alone.
     */
    private long placeWoken(Who w, long own) {
        if (!fair.eevdf()) {
            return Math.max(own, minVr - fair.latencyNs() / 2);
        }
        long sum = 0;
        int n = 0;
        for (Who o : Who.values()) {
            if (o != w && (runnable(o) || curr == o)) {
                sum += vr(o);
                n++;
            }
        }
        return n == 0 ? Math.max(own, minVr) : sum / n;
    }

    private void give(Who w, long t) {
        curr = w;
        currSince = t;
        pickedAt = t;
        sliceStart = t;
        renewBase = t - usedAtStop.getOrDefault(w, 0L);
        idleSince = -1;
        if (w == Who.K) {
            runK(t);
        }
        planResched(t);
    }

    /** Something became runnable at t: run it on an idle CPU, or check preemption of the holder. */
    private void wake(Who w, long t) {
        if (curr == null) {
            if (waking != null) {
                if (w == Who.T) {
                    tWakeVcpuNs = Math.max(0, wakeAt - t);
                }
                return;
            }
            long d = vcpus.wake(0, t, awake(t));
            waking = w;
            wakeAt = t + d;
            if (w == Who.T) {
                tWakeVcpuNs = d;
            }
            return;
        }
        if (curr == w) {
            return;
        }
        long now = t;
        if (fair.eevdf()) {
            // Placed with its lag, the woken task (owed service: it ran briefly before sleeping)
            // sits left of the average, so the holder is no longer eligible and pick_eevdf()
            // drops its RUN_TO_PARITY protection: preempt.
            sinceRenewal(now);
            preemptHolder(now, w);
        } else if (vr(curr) - vr(w) > fair.wakeupGranularityNs()) {
            preemptHolder(now, w);
        } else {
            planResched(now);
        }
    }

    private void preemptHolder(long t, Who by) {
        if (curr == Who.T) {
            requestResched(t, by == Who.K ? NeedReschedSource.KWORKER : NeedReschedSource.HOG);
        } else if (curr == Who.H) {
            switchAway(t);
        } else {
            planResched(t);
        }
    }

    /** When the tick will take the CPU from its holder, given the runnable competitors. */
    private void planResched(long t) {
        reschedAt = Long.MAX_VALUE;
        if (curr == null || curr == Who.K) {
            return;
        }
        int nr = 1;
        long leftmost = Long.MAX_VALUE;
        for (Who w : Who.values()) {
            if (w != curr && runnable(w)) {
                nr++;
                leftmost = Math.min(leftmost, vr(w));
            }
        }
        if (nr == 1) {
            return;
        }
        long due;
        if (fair.eevdf()) {
            sinceRenewal(t);
            due = renewBase + fair.baseSliceNs();
        } else {
            long ideal = fair.cfsSliceNs(nr);
            long vrNow = vr(curr) + (t - currSince);
            long lead = vrNow - (t - sliceStart) - leftmost;
            long byLead = Math.max(fair.minGranularityNs(), ideal - lead);
            due = sliceStart + Math.min(ideal, byLead) + 1;
        }
        reschedAt = Math.max(t, tickAtOrAfter(due));
    }

    /** EEVDF: the holder's runtime since its deadline was renewed, applying the renewals of past ticks. */
    private long sinceRenewal(long t) {
        long slice = fair.baseSliceNs();
        for (long r = tickAtOrAfter(renewBase + slice); r <= t; r = tickAtOrAfter(renewBase + slice)) {
            renewBase = r;
        }
        return t - renewBase;
    }

    private long tickAtOrAfter(long t) {
        long s = ticks.tickStart(ticks.jiffiesAt(t));
        return s == t ? t : s + ticks.tickNs();
    }

    /** The next instant at which something changes on the CPU. */
    private long nextPoint() {
        long next = Long.MAX_VALUE;
        next = Math.min(next, events.peekTime());
        if (waking != null) {
            next = Math.min(next, wakeAt);
        }
        if (curr == Who.K && kStepEnd >= 0) {
            next = Math.min(next, kStepEnd);
        }
        if (reschedAt != Long.MAX_VALUE) {
            next = Math.min(next, reschedAt);
        }
        return next;
    }

    /** Plays the CPU forward to the next instant something happens on it. */
    void advanceOne() {
        long next = nextPoint();
        if (next == Long.MAX_VALUE) {
            throw new IllegalStateException("nothing left to happen on the caller's CPU");
        }
        advanceTo(next);
    }

    /** Plays the CPU forward to {@code target}. */
    void advanceTo(long target) {
        while (true) {
            long next = nextPoint();
            if (next > target) {
                break;
            }
            account(next);
            if (waking != null && wakeAt <= next && (events.isEmpty() || events.peekTime() >= wakeAt)) {
                Who w = waking;
                waking = null;
                if (curr == null && runnable(w)) {
                    give(w, next);
                } else if (curr == null) {
                    Who p = pick(null);
                    if (p != null) {
                        give(p, next);
                    }
                }
            } else if (curr == Who.K && kStepEnd >= 0 && kStepEnd <= next
                    && (events.isEmpty() || events.peekTime() >= kStepEnd)) {
                kStepEnd = -1;
                runK(next);
            } else if (reschedAt <= next && (events.isEmpty() || events.peekTime() >= reschedAt)) {
                reschedAt = Long.MAX_VALUE;
                if (fair.eevdf()) {
                    renewBase = next;
                }
                if (curr == Who.T) {
                    requestResched(next, runnable(Who.H) ? NeedReschedSource.HOG : NeedReschedSource.KWORKER);
                } else if (curr == Who.H) {
                    switchAway(next);
                }
            } else {
                TimedEvents.Event e = events.poll();
                e.action().accept(e.atNs());
            }
        }
        account(target);
    }

    private void account(long t) {
        if (t <= clock) {
            return;
        }
        if (curr != null) {
            addVr(curr, t - currSince);
            currSince = t;
        }
        long m = Long.MAX_VALUE;
        for (Who w : Who.values()) {
            if (runnable(w) || curr == w) {
                m = Math.min(m, vr(w));
            }
        }
        if (m != Long.MAX_VALUE) {
            minVr = Math.max(minVr, m);
        }
        clock = t;
    }
}
