package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.Primitive;
import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongConsumer;

/**
 * The kernel services the DLPAR paths use, on the DLPAR task's {@link Kernel} and its
 * {@link CallerCpu}: CPU work, RTAS call time, the sleeps of rtas_busy_delay(), cond_resched(),
 * synchronize_rcu(), flushes of per-CPU work on every CPU, and schedule_work() on the caller's
 * CPU. Each service accounts the time it took by {@link TimeKind}; the request is cut into
 * {@link Phase}s by the code that walks it.
 */
public final class Lpar {
    private final Kernel kernel;
    private final CallerCpu cpu;
    private final OsCosts costs;
    private final int cpus;
    private final SimRandom rnd;
    private final Map<TimeKind, Long> time = new EnumMap<>(TimeKind.class);
    private final Map<String, long[]> sleeps = new TreeMap<>();
    private final List<Phase> phases = new ArrayList<>();
    /** The blocking waits of the kernel path, in order (not the sleeps of rtas_busy_delay()). */
    private final List<String> waits = new ArrayList<>();
    /** flush_work() calls by work function: one per CPU a round queued the work on. */
    private final Map<String, Long> flushes = new TreeMap<>();
    /** When each other CPU last ran something (its kworker), for the snooze/cede rule. */
    private final long[] remoteLastActive;
    /** Under CFS, per other CPU: its kworker's vruntime and what it has run, against the CPU's hog. */
    private final long[] remoteKworkerVr;
    private final long[] remoteKworkerRan;
    /** Per kmem_cache and CPU: whether it holds a per-CPU slab (unknown until first flushed). */
    private byte[][] slabHeld;
    private static final byte SLAB_UNKNOWN = 0;
    private static final byte SLAB_HELD = 1;
    private static final byte SLAB_EMPTY = 2;
    private Primitive lastPrimitive;
    private long lastCallNs;
    private String phaseName;
    private String phaseDrc;
    private long phaseStart;
    private long phaseCalls;
    private long rtasCalls;

    public Lpar(Kernel kernel, CallerCpu cpu, OsCosts costs, int cpus, SimRandom rnd) {
        this.kernel = kernel;
        this.cpu = cpu;
        this.costs = costs;
        this.cpus = cpus;
        this.rnd = rnd;
        this.remoteLastActive = new long[cpus];
        Arrays.fill(remoteLastActive, Long.MIN_VALUE / 2);
        this.remoteKworkerVr = new long[cpus];
        this.remoteKworkerRan = new long[cpus];
        // the kworkers slept since boot: far behind any hog
        Arrays.fill(remoteKworkerVr, Long.MIN_VALUE / 2);
        kernel.setListener(this::recorded);
        for (TimeKind k : TimeKind.values()) {
            time.put(k, 0L);
        }
    }

    private void recorded(SleepRecord r) {
        lastPrimitive = r.primitive();
        if (r.primitive() != Primitive.COND_RESCHED) {
            long[] s = sleeps.computeIfAbsent(r.primitive().cName(), k -> new long[3]);
            s[0]++;
            s[1] += r.modeledNs();
            s[2] += Math.max(0, r.modeledNs() - r.requestedNs());
        }
    }

    public Kernel kernel() {
        return kernel;
    }

    public CallerCpu cpu() {
        return cpu;
    }

    public OsCosts costs() {
        return costs;
    }

    public KernelVersion version() {
        return kernel.profile().version();
    }

    public int cpus() {
        return cpus;
    }

    public SimRandom random() {
        return rnd;
    }

    public long now() {
        return kernel.now();
    }

    /** Elapsed time by kind. */
    public Map<TimeKind, Long> time() {
        return Collections.unmodifiableMap(time);
    }

    /** Sleeps by primitive: count, total ns, total oversleep ns. */
    public Map<String, long[]> sleeps() {
        return sleeps;
    }

    public List<Phase> phases() {
        return phases;
    }

    /**
     * The kernel path's blocking waits so far, in order: "synchronize_rcu:" and the rcu_sync
     * that asked for it, "synchronize_rcu_expedited", "flush_work:" and the work function.
     */
    public List<String> waits() {
        return Collections.unmodifiableList(waits);
    }

    public long rtasCalls() {
        return rtasCalls;
    }

    /**
     * flush_work() calls so far by work function, one per CPU a round queued its work on
     * (__drain_all_pages(), __lru_add_drain_all(), flush_all_cpus_locked() flush each CPU's).
     */
    public Map<String, Long> flushWorkCalls() {
        return Collections.unmodifiableMap(flushes);
    }

    private void add(TimeKind k, long ns) {
        time.merge(k, ns, Long::sum);
    }

    // ---------------------------------------------------------------- phases

    /** Starts a phase (ending the one under way). */
    public void phase(String name, String drc) {
        endPhase();
        phaseName = name;
        phaseDrc = drc;
        phaseStart = now();
        phaseCalls = 0;
    }

    /** Ends the phase under way, if any. */
    public void endPhase() {
        if (phaseName != null) {
            phases.add(new Phase(phaseName, phaseDrc, phaseStart, now(), phaseCalls));
            phaseName = null;
        }
    }

    // ---------------------------------------------------------------- CPU

    /** Kernel CPU work of {@code ns} on an unloaded core (longer with busy SMT siblings). */
    public void work(long ns) {
        if (ns <= 0) {
            return;
        }
        long t0 = now();
        kernel.work(Math.round(ns * cpu.smtFactor()));
        add(TimeKind.KERNEL, now() - t0);
    }

    /**
     * One RTAS call: {@code overheadNs} of CPU (entry, exit, the firmware's own checks; longer
     * with busy SMT siblings) plus {@code budgetNs} the firmware spends working before it
     * returns (a time budget, the same under load). Accounted as RTAS until
     * {@link #lastCallWasSpin()} says otherwise.
     */
    public void rtasCall(long overheadNs, long budgetNs) {
        long t0 = now();
        kernel.work(Math.round(overheadNs * cpu.smtFactor()) + budgetNs);
        lastCallNs = now() - t0;
        add(TimeKind.RTAS, lastCallNs);
        rtasCalls++;
        phaseCalls++;
    }

    /** The last RTAS call only polled a time-based wait and is retried at once: spinning. */
    public void lastCallWasSpin() {
        add(TimeKind.RTAS, -lastCallNs);
        add(TimeKind.SPIN, lastCallNs);
        lastCallNs = 0;
    }

    // ---------------------------------------------------------------- scheduling and sleeps

    public boolean needResched() {
        return kernel.needResched();
    }

    /** cond_resched(): a yield when need_resched() is set, else rcu_all_qs(). */
    public void condResched() {
        cpu.condReschedRcu(now());
        sleep(TimeKind.CPU_WAIT, kernel::condResched);
    }

    public void msleep(long ms) {
        sleep(TimeKind.MSLEEP, () -> kernel.msleep(ms));
    }

    public void usleepRange(long minUs, long maxUs) {
        sleep(TimeKind.USLEEP_RANGE, () -> kernel.usleepRange(minUs, maxUs));
    }

    /** fsleep(): accounted as the primitive the era's rules chose. */
    public void fsleep(long us) {
        sleep(null, () -> kernel.fsleep(us));
    }

    private void sleep(TimeKind kind, Runnable primitive) {
        long t0 = now();
        long w0 = cpu.cpuWaitNs();
        long v0 = cpu.vcpuWaitNs();
        lastPrimitive = null;
        primitive.run();
        TimeKind k = kind != null ? kind : lastPrimitive == Primitive.MSLEEP ? TimeKind.MSLEEP
                : lastPrimitive == Primitive.UDELAY ? TimeKind.SPIN : TimeKind.USLEEP_RANGE;
        long waited = cpu.cpuWaitNs() - w0;
        long vcpu = cpu.vcpuWaitNs() - v0;
        add(TimeKind.CPU_WAIT, waited);
        add(TimeKind.VCPU_DISPATCH, vcpu);
        add(k, now() - t0 - waited - vcpu);
    }

    /**
     * Blocks until {@code wakeAt} (computed by the caller with the CPU played forward), of which
     * {@code otherVcpuNs} was spent waiting for another CPU's vCPU to wake up.
     */
    private void blockUntil(TimeKind kind, long t0, long wakeAt, long otherVcpuNs) {
        long w0 = cpu.cpuWaitNs();
        long v0 = cpu.vcpuWaitNs();
        kernel.synchronizeCpus(Math.max(0, wakeAt - t0));
        long waited = cpu.cpuWaitNs() - w0;
        long vcpu = cpu.vcpuWaitNs() - v0 + Math.min(otherVcpuNs, Math.max(0, wakeAt - t0));
        add(TimeKind.CPU_WAIT, waited);
        add(TimeKind.VCPU_DISPATCH, vcpu);
        add(kind, now() - t0 - waited - vcpu);
    }

    /**
     * synchronize_rcu(): the task blocks (a quiescent state), its callback needs a full grace
     * period, and it runs again after the callback wakes it.
     */
    public void synchronizeRcu() {
        synchronizeRcu("synchronize_rcu");
    }

    private void synchronizeRcu(String wait) {
        waits.add(wait);
        long t0 = now();
        cpu.blocked(t0);
        long[] woke = {-1};
        cpu.rcu().callRcu(t0, t -> woke[0] = t);
        while (woke[0] < 0) {
            cpu.advanceOne();
        }
        blockUntil(TimeKind.SYNCHRONIZE_RCU, t0, woke[0], 0);
    }

    /**
     * synchronize_rcu_expedited(): the expedited machinery's worker wakes on another CPU, IPIs
     * the CPUs that are not idle (their handlers report at once: hogs run in user mode, this
     * task is blocked) and wakes the caller.
     */
    public void synchronizeRcuExpedited() {
        waits.add("synchronize_rcu_expedited");
        long t0 = now();
        cpu.blocked(t0);
        long start = remoteStart(1, t0, costs.queueWorkNs());
        long wake = t0 + start + costs.queueWorkNs();
        cpu.advanceTo(wake);
        blockUntil(TimeKind.EXPEDITED_RCU, t0, wake, cpu.loaded() ? 0 : start);
    }

    /**
     * Queues a per-CPU work item of {@code itemNs} on each CPU in {@code on} (CPU 0 is the
     * caller's) and flush_work()s them all: the caller blocks until the last one has run.
     */
    public void flushWork(String name, boolean[] on, long itemNs) {
        int n = 0;
        for (boolean b : on) {
            n += b ? 1 : 0;
        }
        if (n == 0) {
            return;
        }
        work(costs.queueWorkNs() * n);
        waits.add("flush_work:" + name);
        long t0 = now();
        cpu.blocked(t0);
        long[] localDone = {on[0] ? -1 : t0};
        if (on[0]) {
            cpu.scheduleWork(t0, new WorkItem(name, List.of(new WorkItem.Cpu(itemNs)), t -> localDone[0] = t));
        }
        long remoteDone = t0;
        long remoteVcpu = 0;
        for (int c = 1; c < on.length; c++) {
            if (on[c]) {
                flushes.merge(name, 1L, Long::sum);
                long run = Math.round(itemNs * cpu.smtFactor());
                long start = remoteStart(c, t0, run);
                long done = t0 + start + run;
                remoteLastActive[c] = done;
                if (!cpu.loaded()) {
                    cpu.vcpus().ran(c, done);
                }
                if (done > remoteDone) {
                    remoteDone = done;
                    remoteVcpu = cpu.loaded() ? 0 : start;
                }
            }
        }
        if (on[0]) {
            flushes.merge(name, 1L, Long::sum);
        }
        while (localDone[0] < 0) {
            cpu.advanceOne();
        }
        long wake = Math.max(localDone[0], remoteDone);
        cpu.advanceTo(wake);
        blockUntil(TimeKind.FLUSH_WORK, t0, wake, remoteDone >= localDone[0] ? remoteVcpu : 0);
    }

    /**
     * How long after {@code t} a kworker woken on another CPU starts, to run {@code runNs}. On an
     * idle partition its vCPU ceded after snoozing and PowerVM must dispatch it again. Under load
     * that CPU runs a hog in user space:
     * <ul>
     * <li>CFS (kernel/sched/fair.c, v5.16): place_entity() gives the woken kworker
     * max(its vruntime, min_vruntime - sysctl_sched_latency/2) (GENTLE_FAIR_SLEEPERS), and
     * check_preempt_wakeup() → wakeup_preempt_entity() preempts the hog when the hog's vruntime
     * leads the kworker's by more than the wakeup granularity. The hog runs alone between
     * flushes, so min_vruntime is the hog's vruntime; a kworker that ran a few us at its last
     * wake-up is still about half a latency behind (its own vruntime moved by what it ran, and
     * min_vruntime never moves back), so it preempts at every wake-up: 12 ms against 4 ms at
     * 8 CPUs. Only a kworker that ran longer than half a latency less the granularity would wait
     * for the tick at which check_preempt_tick() ends the hog's sched_slice().</li>
     * <li>EEVDF (6.6 on): placed with its lag (it was owed service), it makes the hog
     * ineligible and pick_eevdf() drops the hog's RUN_TO_PARITY protection: it preempts.</li>
     * </ul>
     * The resched IPI and the switch to the kworker take microseconds, not modelled.
     */
    private long remoteStart(int c, long t, long runNs) {
        int i = Math.min(c, remoteLastActive.length - 1);
        long last = remoteLastActive[i];
        if (!cpu.loaded()) {
            return cpu.vcpus().wake(i, t, cpu.awake(t));
        }
        FairClass fair = cpu.fair();
        if (fair.eevdf()) {
            return 0;
        }
        // vruntimes on CPU c: the hog's is the time it ran, t less what the kworker took from it
        long hogVr = t - remoteKworkerRan[i];
        long kwVr = Math.max(remoteKworkerVr[i], hogVr - fair.latencyNs() / 2);
        long start = 0;
        if (hogVr - kwVr <= fair.wakeupGranularityNs()) {
            // no wake-up preemption: the tick ends the hog's slice (two runnable tasks), counted
            // from when the hog was last picked, the end of the kworker's last run
            long sliceEnd = last + fair.cfsSliceNs(2);
            start = Math.max(0, cpu.ticks().tickStart(cpu.ticks().jiffiesAt(sliceEnd) + 1) - t);
        }
        remoteKworkerVr[i] = kwVr + runNs;
        remoteKworkerRan[i] += runNs;
        return start;
    }

    /** schedule_work() on the caller's CPU. */
    public void scheduleWork(WorkItem item) {
        cpu.scheduleWork(now(), item);
    }

    /** percpu_down_write(): rcu_sync_enter(), with its grace period when the rcu_sync was idle. */
    public void writerEnter(RcuSync sync) {
        if (sync.enter()) {
            synchronizeRcu("synchronize_rcu:" + sync.name());
            sync.passed();
        }
    }

    /** percpu_up_write(): rcu_sync_exit(). */
    public void writerExit(RcuSync sync) {
        cpu.advanceTo(now());
        sync.exit(now());
    }

    /** call_rcu() from the task: {@code callback} gets the instant it runs. */
    public void callRcu(LongConsumer callback) {
        cpu.advanceTo(now());
        cpu.rcu().callRcu(now(), callback);
    }

    /**
     * Which CPUs hold a per-CPU slab of kmem_cache {@code cache} when flush_all_cpus_locked()
     * asks has_cpu_slab() (mm/slub.c, v5.16: the CPU's slab or its per-CPU partial list), and
     * empties them: flush_cpu_slab() deactivates both. The caller's CPU always holds one (its
     * path allocates). Another CPU holds one at the request's start with the profile's share;
     * once flushed it gets one again only by allocating from (or freeing into) that cache, which
     * neither an idle CPU nor a CPU hog in user space does, nor the drain and flush kworkers, so
     * it stays empty for the rest of the request. Not modelled: udev's worker, woken by the
     * uevents on some other CPU, allocates from a few caches there.
     */
    public boolean[] slabCpus(int cache) {
        if (slabHeld == null) {
            slabHeld = new byte[Math.max(1, costs.slabCaches())][cpus];
        }
        byte[] held = slabHeld[cache];
        boolean[] on = new boolean[cpus];
        on[0] = true;
        for (int c = 1; c < cpus; c++) {
            if (held[c] == SLAB_UNKNOWN) {
                held[c] = rnd.nextDouble() < costs.slabCpuFraction() ? SLAB_HELD : SLAB_EMPTY;
            }
            on[c] = held[c] == SLAB_HELD;
            held[c] = SLAB_EMPTY;
        }
        return on;
    }

    /** Every online CPU. */
    public boolean[] allCpus() {
        boolean[] on = new boolean[cpus];
        Arrays.fill(on, true);
        return on;
    }
}
