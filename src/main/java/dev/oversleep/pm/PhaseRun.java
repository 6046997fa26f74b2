package dev.oversleep.pm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

/**
 * One phase of a transition as the PM core runs it (drivers/base/power/main.c), in event
 * order: the PM thread walks dpm_list ({@link PmPhase#tailFirst}), runs each synchronous
 * device's callback itself and hands async devices to the async pool as the
 * {@link PmStrategy} says; each callback first waits for its superiors (resume: parent and
 * suppliers) or subordinates (suspend: children and consumers) — the 2.6.34 dpm_wait rule, so
 * a synchronous device blocks the walk on an async one; the phase ends when the walk is done
 * and every async callback has finished (async_synchronize_full).
 *
 * <p>The async pool is kernel/async.c's: async_schedule appends to one FIFO list
 * (list_add_tail to async_pending), run_one_entry takes the first entry, and the manager runs
 * up to MAX_THREADS (256) threads, each holding its entry until the callback returns — also
 * while dpm_wait blocks it (2.6.32 to 2.6.34 alike). Callbacks' CPU work takes the first free
 * stretch of its CPU ({@link CpuLanes}); waits leave the CPU free. The PM thread runs on CPU 0.
 *
 * <p>A callback that takes a kernel mutex ({@link CallbackStep.MutexLock}) runs in pieces: at
 * mutex_lock it goes on if the mutex is free, else it sleeps (holding its thread, or the PM
 * thread) until mutex_unlock hands the mutex to the first waiter — kernel/mutex.c's FIFO
 * wait_list; a newcomer stealing the mutex at the instant of release is not modelled. A mutex
 * such as usb_address0_mutex (drivers/usb/core/hub.c, one for the whole system through 2.6.34)
 * thereby serializes callbacks the device tree would let run in parallel.
 */
final class PhaseRun {
    /** kernel/async.c MAX_THREADS: at most this many async threads run entries at once. */
    static final int MAX_ASYNC_THREADS = 256;

    private final List<PmMachine.Device> devices;
    private final PmPhase phase;
    private final PmStrategy strategy;
    private final Placement placement;
    private final CpuLanes lanes;
    private final int[] cpuHandedOut;
    private final CallbackRunner runner;
    private final List<List<CallbackStep>> steps;
    private final int n;

    private final List<List<Integer>> waitsFor = new ArrayList<>();
    private final List<List<Integer>> kicks = new ArrayList<>();
    private final boolean[] async;
    private final Long[] queuedAt;
    private final Integer[] queuedBy;
    private final String[] queueWhy;
    private final long[] reachedAt;
    private final Integer[] threadFrom;
    private final long[] start;
    private final long[] end;
    private final boolean[] finished;
    private final Integer[] blockedBy;
    private final String[] waitedFor;
    private final List<List<List<CallbackStep>>> pieces = new ArrayList<>();
    private final List<List<CallbackStep>> cuts = new ArrayList<>();
    private final int[] cpuOf;
    private final int[] runIndex;
    private final int[] waitingPiece;
    private final long[] askedAt;
    private final String[] lockNote;
    private final String[] errorOf;
    private final java.util.Map<String, Integer> holder = new java.util.HashMap<>();
    private final java.util.Map<String, ArrayDeque<Integer>> lockWaiters = new java.util.HashMap<>();
    private final List<DeviceRun> runs = new ArrayList<>();
    private final List<AmlSleep> amlSleeps = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

    private final ArrayDeque<Integer> pending = new ArrayDeque<>();
    private final List<Integer> holding = new ArrayList<>();
    private final PriorityQueue<long[]> ends = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
            : Long.compare(a[1], b[1]));
    private long sequence;
    private int freeThreads = MAX_ASYNC_THREADS;
    private Integer lastFreedBy;
    private List<Integer> walk;
    private int cursor;
    private long mainT;
    private Integer lastSync;
    private Integer mainRunning;
    private Integer mainWaiting;

    PhaseRun(List<PmMachine.Device> devices, PmPhase phase, PmStrategy strategy, int cpus, Placement placement,
             CallbackRunner runner, List<List<CallbackStep>> steps) {
        this.devices = devices;
        this.phase = phase;
        this.strategy = strategy;
        this.placement = placement;
        this.lanes = new CpuLanes(cpus);
        this.cpuHandedOut = new int[cpus];
        this.runner = runner;
        this.steps = steps;
        this.n = devices.size();
        this.async = new boolean[n];
        this.queuedAt = new Long[n];
        this.queuedBy = new Integer[n];
        this.queueWhy = new String[n];
        this.reachedAt = new long[n];
        this.threadFrom = new Integer[n];
        this.start = new long[n];
        this.end = new long[n];
        this.finished = new boolean[n];
        this.blockedBy = new Integer[n];
        this.waitedFor = new String[n];
        this.cpuOf = new int[n];
        this.runIndex = new int[n];
        this.waitingPiece = new int[n];
        this.askedAt = new long[n];
        this.lockNote = new String[n];
        this.errorOf = new String[n];
        for (List<CallbackStep> callback : steps) {
            splitAtMutexSteps(callback);
        }
        java.util.Map<String, Integer> index = new java.util.HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(devices.get(i).name(), i);
            waitsFor.add(new ArrayList<>());
            kicks.add(new ArrayList<>());
            async[i] = strategy.asyncIn(phase) && devices.get(i).async();
        }
        for (int i = 0; i < n; i++) {
            for (String s : PmMachine.superiors(devices.get(i))) {
                int sup = index.get(s);
                if (phase.alwaysSync()) {
                    continue; // device_prepare and device_complete never call dpm_wait
                }
                if (phase.suspendSide()) {
                    waitsFor.get(sup).add(i); // a superior suspends after its subordinates
                    kicks.get(i).add(sup);
                } else {
                    waitsFor.get(i).add(sup);
                    kicks.get(sup).add(i);
                }
            }
        }
    }

    /** Runs the phase from T0; returns when its barrier completes. */
    long run(long t0) {
        walk = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            walk.add(i);
        }
        if (phase.tailFirst()) {
            Collections.reverse(walk);
        }
        if (strategy == PmStrategy.ASYNC_UPFRONT && strategy.asyncIn(phase) && !phase.suspendSide()) {
            walk.stream().filter(i -> async[i]).forEach(i -> schedule(i, t0, null, "queued at phase start"));
        }
        if (strategy == PmStrategy.ASYNC_6_16) {
            // dpm_root_device / dpm_leaf_device: nothing to wait for inside the phase
            walk.stream().filter(i -> async[i] && waitsFor.get(i).isEmpty())
                    .forEach(i -> schedule(i, t0, null, "queued at phase start"));
        }
        mainT = t0;
        advanceWalk();
        while (!ends.isEmpty()) {
            long[] e = ends.poll();
            if (e[3] < 0) {
                finish((int) e[2], e[0]);
            } else {
                atMutexStep((int) e[2], (int) e[3], e[0]);
            }
        }
        if (cursor < walk.size() || mainWaiting != null || !holder.isEmpty()) {
            throw new IllegalStateException(phase.key() + ": the walk stopped at a device whose waits never end");
        }
        long barrier = mainT;
        for (int i = 0; i < n; i++) {
            barrier = Math.max(barrier, end[i]);
        }
        return barrier;
    }

    /** The PM thread, free at mainT, walks on until it must run or wait for a synchronous device. */
    private void advanceWalk() {
        while (cursor < walk.size()) {
            int i = walk.get(cursor);
            reachedAt[i] = mainT;
            if (async[i]) {
                if (queuedAt[i] == null && strategy.schedulesOnWalk(phase)) {
                    schedule(i, mainT, lastSync, "queued by the list walk");
                }
                cursor++;
                continue;
            }
            cursor++;
            if (!depsDone(i)) {
                mainWaiting = i;
                return;
            }
            mainRunning = i;
            begin(i, mainT);
            return;
        }
    }

    /** async_schedule: the entry joins the FIFO list and runs when a thread takes it. */
    private void schedule(int i, long t, Integer by, String why) {
        queuedAt[i] = t;
        queuedBy[i] = by;
        queueWhy[i] = by == null ? why : why + " after " + name(by);
        pending.add(i);
        dispatch(t);
    }

    /** Free threads take pending entries in FIFO order; an entry whose waits are not over holds its thread. */
    private void dispatch(long t) {
        while (freeThreads > 0 && !pending.isEmpty()) {
            int i = pending.poll();
            freeThreads--;
            if (t > queuedAt[i]) {
                threadFrom[i] = lastFreedBy;
            }
            reachedAt[i] = t;
            if (depsDone(i)) {
                begin(i, t);
            } else {
                holding.add(i);
            }
        }
    }

    private void finish(int i, long t) {
        finished[i] = true;
        if (async[i]) {
            freeThreads++;
            lastFreedBy = i;
        }
        if (strategy == PmStrategy.ASYNC_6_16) {
            for (int k : kicks.get(i)) {
                if (async[k] && queuedAt[k] == null) {
                    schedule(k, t, i, "queued");
                }
            }
        }
        for (int h : new ArrayList<>(holding)) {
            if (depsDone(h)) {
                holding.remove(Integer.valueOf(h));
                begin(h, t);
            }
        }
        if (mainRunning != null && mainRunning == i) {
            mainRunning = null;
            mainT = t;
            lastSync = i;
            advanceWalk();
        } else if (mainWaiting != null && depsDone(mainWaiting)) {
            int w = mainWaiting;
            mainWaiting = null;
            mainT = t;
            mainRunning = w;
            begin(w, t);
        }
        dispatch(t);
    }

    /** The callback of I starts at T (its waits are over): place it, and note what it waited for last. */
    private void begin(int i, long t) {
        boolean sync = !async[i];
        int dep = latestDep(i);
        if (dep >= 0 && end[dep] > reachedAt[i]) {
            blockedBy[i] = dep;
            waitedFor[i] = (phase.suspendSide() ? "waited for subordinate " : "waited for superior ") + name(dep);
        } else if (sync) {
            blockedBy[i] = lastSync;
            waitedFor[i] = lastSync == null ? "phase start" : "PM thread after " + name(lastSync);
        } else if (threadFrom[i] != null) {
            blockedBy[i] = threadFrom[i];
            waitedFor[i] = "waited for an async thread (" + MAX_ASYNC_THREADS + " busy) freed by " + name(threadFrom[i]);
        } else {
            blockedBy[i] = queuedBy[i];
            waitedFor[i] = queueWhy[i];
        }
        int cpu = sync ? 0 : pickCpu(t);
        cpuHandedOut[cpu]++;
        cpuOf[i] = cpu;
        start[i] = t;
        runIndex[i] = runs.size();
        runs.add(null);
        runPiece(i, 0, t);
    }

    /** Runs piece K of I's callback from T: to the callback's end, or to its next mutex step. */
    private void runPiece(int i, int k, long t) {
        List<List<CallbackStep>> parts = pieces.get(i);
        CallbackRunner.Outcome o = runner.run(name(i), i, phase, parts.get(k), t, k);
        long e = t;
        for (Segment s : o.segments()) {
            e = s.busy() ? lanes.run(cpuOf[i], e, s.ns()) : e + s.ns();
        }
        amlSleeps.addAll(o.amlSleeps());
        if (o.error() != null && errorOf[i] == null) {
            errorOf[i] = o.error();
            errors.add(name(i) + " " + phase.key() + ": " + o.error());
        }
        if (k < parts.size() - 1) {
            ends.add(new long[] {e, sequence++, i, k});
            return;
        }
        end[i] = e;
        String why = lockNote[i] == null ? waitedFor[i] : waitedFor[i] + "; " + lockNote[i];
        runs.set(runIndex[i], new DeviceRun(name(i), phase.key(), async[i], queuedAt[i] == null ? start[i] : queuedAt[i],
                start[i], e, cpuOf[i], why, false, errorOf[i]));
        ends.add(new long[] {e, sequence++, i, -1});
    }

    /** I's callback reached the mutex step after piece K at T. */
    private void atMutexStep(int i, int k, long t) {
        CallbackStep step = cuts.get(i).get(k);
        if (step instanceof CallbackStep.MutexUnlock u) {
            holder.remove(u.mutex());
            ArrayDeque<Integer> queue = lockWaiters.get(u.mutex());
            if (queue != null && !queue.isEmpty()) {
                int w = queue.poll();
                holder.put(u.mutex(), w);
                lockNote[w] = u.mutex() + " held by " + name(i) + " (" + String.format(java.util.Locale.ROOT, "%.3f",
                        (t - askedAt[w]) / 1e6) + " ms)";
                blockedBy[w] = i;
                runPiece(w, waitingPiece[w] + 1, t);
            }
            runPiece(i, k + 1, t);
            return;
        }
        String mutex = ((CallbackStep.MutexLock) step).mutex();
        if (!holder.containsKey(mutex)) {
            holder.put(mutex, i);
            runPiece(i, k + 1, t);
            return;
        }
        waitingPiece[i] = k;
        askedAt[i] = t;
        lockWaiters.computeIfAbsent(mutex, m -> new ArrayDeque<>()).add(i);
    }

    /** A callback's pieces, cut at each mutex_lock and mutex_unlock (the steps between stay together). */
    private void splitAtMutexSteps(List<CallbackStep> callback) {
        List<List<CallbackStep>> parts = new ArrayList<>();
        List<CallbackStep> at = new ArrayList<>();
        List<CallbackStep> current = new ArrayList<>();
        for (CallbackStep s : callback) {
            if (s instanceof CallbackStep.MutexLock || s instanceof CallbackStep.MutexUnlock) {
                parts.add(current);
                at.add(s);
                current = new ArrayList<>();
            } else {
                current.add(s);
            }
        }
        parts.add(current);
        pieces.add(parts);
        cuts.add(at);
    }

    private boolean depsDone(int i) {
        for (int d : waitsFor.get(i)) {
            if (!finished[d]) {
                return false;
            }
        }
        return true;
    }

    private int latestDep(int i) {
        int best = -1;
        for (int d : waitsFor.get(i)) {
            if (best < 0 || end[d] > end[best]) {
                best = d;
            }
        }
        return best;
    }

    private int pickCpu(long at) {
        int best = 0;
        for (int c = 1; c < lanes.cpus(); c++) {
            boolean better = placement == Placement.PACK
                    ? !lanes.idleAt(best, at) && (lanes.idleAt(c, at) || lanes.freeFrom(c, at) < lanes.freeFrom(best, at))
                    : cpuHandedOut[c] < cpuHandedOut[best];
            if (better) {
                best = c;
            }
        }
        return best;
    }

    private String name(int i) {
        return devices.get(i).name();
    }

    /** Every callback of the phase in the order they started, those on the critical path marked. */
    List<DeviceRun> runs() {
        java.util.Set<String> critical = new java.util.HashSet<>(criticalPath());
        return runs.stream().map(r -> critical.contains(r.device()) ? r.onCriticalPath() : r).toList();
    }

    List<AmlSleep> amlSleeps() {
        return amlSleeps;
    }

    List<String> errors() {
        return errors;
    }

    /** The chain of callbacks, first to last, that ended at the phase's barrier. */
    List<String> criticalPath() {
        int last = -1;
        for (int i = 0; i < n; i++) {
            if (last < 0 || end[i] > end[last]) {
                last = i;
            }
        }
        List<String> chain = new ArrayList<>();
        int hops = 0;
        for (Integer i = last; i != null && hops++ <= n; i = blockedBy[i]) {
            if (end[i] > start[i]) {
                chain.add(0, name(i));
            }
        }
        return chain;
    }
}
