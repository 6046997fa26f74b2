package dev.oversleep.pm;

import java.util.Map;
import java.util.TreeMap;

/**
 * The CPU work placed on each simulated CPU, as busy intervals on a timeline. A callback's CPU
 * work runs in the first gap on its CPU at or after the moment it is ready, so work placed
 * later in the simulation never delays work that comes earlier in time. Waits take no lane.
 */
final class CpuLanes {
    private final TreeMap<Long, Long>[] busy;

    @SuppressWarnings("unchecked")
    CpuLanes(int cpus) {
        busy = new TreeMap[cpus];
        for (int c = 0; c < cpus; c++) {
            busy[c] = new TreeMap<>();
        }
    }

    int cpus() {
        return busy.length;
    }

    /** Runs NS of work on CPU from time T (or the first gap after it); returns when it ends. */
    long run(int cpu, long t, long ns) {
        long start = t;
        Map.Entry<Long, Long> before = busy[cpu].floorEntry(start);
        if (before != null && before.getValue() > start) {
            start = before.getValue();
        }
        for (Map.Entry<Long, Long> next = busy[cpu].ceilingEntry(start); next != null && next.getKey() < start + ns;
             next = busy[cpu].ceilingEntry(start)) {
            start = next.getValue();
        }
        if (ns > 0) {
            busy[cpu].put(start, start + ns);
        }
        return start + ns;
    }

    /** Whether no work occupies CPU at time T. */
    boolean idleAt(int cpu, long t) {
        Map.Entry<Long, Long> e = busy[cpu].floorEntry(t);
        return e == null || e.getValue() <= t;
    }

    /** When the work occupying CPU at time T ends (T when idle). */
    long freeFrom(int cpu, long t) {
        Map.Entry<Long, Long> e = busy[cpu].floorEntry(t);
        return e == null || e.getValue() <= t ? t : e.getValue();
    }
}
