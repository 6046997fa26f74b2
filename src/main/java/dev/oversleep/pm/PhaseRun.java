package dev.oversleep.pm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One phase of a transition as the PM core runs it (drivers/base/power/main.c): the list walk
 * on the PM thread for synchronous devices, async callbacks queued as the strategy says, every
 * callback waiting for its superiors (resume: parent and suppliers) or subordinates (suspend:
 * children and consumers), and the barrier at the end (async_synchronize_full). Callbacks'
 * CPU work takes the first free stretch of its CPU ({@link CpuLanes}); waits leave the CPU
 * free. The PM thread runs on CPU 0.
 */
final class PhaseRun {
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
    private final boolean[] async;
    private final Long[] queuedAt;
    private final Integer[] queuedBy;
    private final long[] start;
    private final long[] end;
    private final boolean[] finished;
    private final Integer[] blockedBy;
    private final String[] waitedFor;
    private final List<DeviceRun> runs = new ArrayList<>();
    private final List<AmlSleep> amlSleeps = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();

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
        this.start = new long[n];
        this.end = new long[n];
        this.finished = new boolean[n];
        this.blockedBy = new Integer[n];
        this.waitedFor = new String[n];
        for (int i = 0; i < n; i++) {
            waitsFor.add(new ArrayList<>());
            async[i] = strategy != PmStrategy.SYNC && !phase.alwaysSync() && devices.get(i).async();
        }
        for (int i = 0; i < n; i++) {
            PmMachine.Device d = devices.get(i);
            List<Integer> superiors = new ArrayList<>();
            if (d.parent() != null) {
                superiors.add(indexOf(d.parent()));
            }
            for (String s : d.suppliers() == null ? List.<String>of() : d.suppliers()) {
                superiors.add(indexOf(s));
            }
            for (int s : superiors) {
                if (phase.suspendSide()) {
                    waitsFor.get(s).add(i); // a superior suspends after its subordinates
                } else {
                    waitsFor.get(i).add(s);
                }
            }
        }
    }

    private int indexOf(String name) {
        for (int i = 0; i < n; i++) {
            if (devices.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException(name);
    }

    /** Runs the phase from T0; returns when its barrier completes. */
    long run(long t0) {
        List<Integer> walk = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            walk.add(i);
        }
        if (phase.suspendSide()) {
            Collections.reverse(walk);
        }
        boolean queueOnWalk = strategy == PmStrategy.ASYNC_2_6_33
                || strategy == PmStrategy.ASYNC_UPFRONT && phase.suspendSide();
        if (strategy == PmStrategy.ASYNC_UPFRONT && !phase.suspendSide()) {
            walk.stream().filter(i -> async[i]).forEach(i -> queuedAt[i] = t0);
        }
        if (strategy == PmStrategy.ASYNC_6_16) {
            for (int i : walk) {
                if (async[i] && (phase.suspendSide() ? childrenOf(i).isEmpty() : devices.get(i).parent() == null)) {
                    queuedAt[i] = t0;
                }
            }
        }
        long mainT = t0;
        Integer lastSync = null;
        int cursor = 0;
        cursor = queueWalked(walk, cursor, mainT, lastSync, queueOnWalk);
        int left = n;
        while (left > 0) {
            int best = -1;
            long bestStart = Long.MAX_VALUE;
            for (int pos = 0; pos < walk.size(); pos++) {
                int i = walk.get(pos);
                if (finished[i] || !async[i] || queuedAt[i] == null || !depsDone(i)) {
                    continue;
                }
                long s = Math.max(queuedAt[i], depsEnd(i));
                if (s < bestStart) {
                    best = i;
                    bestStart = s;
                }
            }
            Integer nextSync = cursor < walk.size() ? walk.get(cursor) : null;
            if (nextSync != null && !async[nextSync] && depsDone(nextSync)) {
                long s = Math.max(mainT, depsEnd(nextSync));
                if (s <= bestStart) {
                    best = nextSync;
                    bestStart = s;
                }
            }
            if (best < 0) {
                throw new IllegalStateException(phase.key() + ": no callback can start (dependency the walk cannot satisfy)");
            }
            boolean sync = !async[best];
            long waitStart = sync ? mainT : queuedAt[best];
            Integer waitFrom = sync ? lastSync : queuedBy[best];
            String why = sync ? (lastSync == null ? "phase start" : "PM thread after " + name(lastSync))
                    : queuedBy[best] == null ? (queueOnWalk ? "queued by the list walk" : "queued at phase start")
                    : queueOnWalk ? "queued by the list walk after " + name(queuedBy[best])
                    : "queued by " + name(queuedBy[best]);
            int dep = latestDep(best);
            if (dep >= 0 && end[dep] > waitStart) {
                waitFrom = dep;
                why = (phase.suspendSide() ? "waited for subordinate " : "waited for superior ") + name(dep);
            }
            execute(best, bestStart, sync, queuedAt[best] == null ? bestStart : queuedAt[best], waitFrom, why);
            left--;
            if (sync) {
                mainT = end[best];
                lastSync = best;
                cursor = queueWalked(walk, cursor + 1, mainT, lastSync, queueOnWalk);
            }
            if (strategy == PmStrategy.ASYNC_6_16) {
                kick(best);
            }
        }
        long barrier = mainT;
        for (int i = 0; i < n; i++) {
            barrier = Math.max(barrier, end[i]);
        }
        return barrier;
    }

    /** Moves the walk past async devices, queueing each at the walk's time when the strategy does. */
    private int queueWalked(List<Integer> walk, int cursor, long mainT, Integer lastSync, boolean queueOnWalk) {
        while (cursor < walk.size() && async[walk.get(cursor)]) {
            int i = walk.get(cursor);
            if (queueOnWalk) {
                queuedAt[i] = mainT;
                queuedBy[i] = lastSync;
            }
            cursor++;
        }
        return cursor;
    }

    /** 6.16: a resumed device queues its async children; a suspended one its async parent. */
    private void kick(int done) {
        List<Integer> next = phase.suspendSide()
                ? (devices.get(done).parent() == null ? List.of() : List.of(indexOf(devices.get(done).parent())))
                : childrenOf(done);
        for (int c : next) {
            if (async[c] && queuedAt[c] == null) {
                queuedAt[c] = end[done];
                queuedBy[c] = done;
            }
        }
    }

    private List<Integer> childrenOf(int p) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (name(p).equals(devices.get(i).parent())) {
                out.add(i);
            }
        }
        return out;
    }

    private boolean depsDone(int i) {
        return waitsFor.get(i).stream().allMatch(d -> finished[d]);
    }

    private long depsEnd(int i) {
        return waitsFor.get(i).stream().mapToLong(d -> end[d]).max().orElse(Long.MIN_VALUE);
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

    private void execute(int i, long begin, boolean sync, long queued, Integer from, String why) {
        int cpu = sync ? 0 : pickCpu(begin);
        cpuHandedOut[cpu]++;
        CallbackRunner.Outcome o = runner.run(name(i), i, phase, steps.get(i), begin);
        start[i] = begin;
        long t = begin;
        for (Segment s : o.segments()) {
            t = s.busy() ? lanes.run(cpu, t, s.ns()) : t + s.ns();
        }
        end[i] = t;
        finished[i] = true;
        blockedBy[i] = from;
        waitedFor[i] = why;
        amlSleeps.addAll(o.amlSleeps());
        if (o.error() != null) {
            errors.add(name(i) + " " + phase.key() + ": " + o.error());
        }
        runs.add(new DeviceRun(name(i), phase.key(), !sync, queued, begin, t, cpu, why, o.error()));
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

    List<DeviceRun> runs() {
        return runs;
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
        int steps = 0;
        for (Integer i = last; i != null && steps++ <= n; i = blockedBy[i]) {
            if (end[i] > start[i]) {
                chain.add(0, name(i));
            }
        }
        return chain;
    }
}
