package dev.oversleep.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * What happened while tracing is on, one line per step, at most {@link #MAX_LINES} (the rest is
 * counted): the task's primitive calls as {@link Kernel} reports them, and, on a machine
 * simulated CPU by CPU, what its timer code did on the task's CPU and in the broadcast (skipped
 * reprograms, where the broadcast hrtimer moved, which timers ran, which interrupt ended a lost
 * wake-up).
 */
public final class MachineTrace {
    /** The most lines one trace keeps. */
    public static final int MAX_LINES = 400;

    /** One step: when, on which CPU (-1: the machine), what. */
    public record Line(long atNs, int cpu, String what) {
    }

    private final List<Line> lines = new ArrayList<>();
    private long dropped;

    public void add(long at, int cpu, String what) {
        if (lines.size() < MAX_LINES) {
            lines.add(new Line(at, cpu, what));
        } else {
            dropped++;
        }
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    /** Lines past {@link #MAX_LINES}, not kept. */
    public long dropped() {
        return dropped;
    }

    public void clear() {
        lines.clear();
        dropped = 0;
    }

    /** ns as ms with six decimals, without java.util.Formatter. */
    public static String ms(long ns) {
        long whole = Math.floorDiv(ns, 1_000_000);
        long frac = Math.floorMod(ns, 1_000_000);
        String f = Long.toString(frac);
        return whole + "." + "000000".substring(f.length()) + f + " ms";
    }
}
