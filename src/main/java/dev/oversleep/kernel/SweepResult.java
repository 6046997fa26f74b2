package dev.oversleep.kernel;

import dev.oversleep.sim.DurationStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The result of {@code kernel sleep}: per requested length, the distribution of the call's
 * modelled durations, and optionally of a second call ({@code --vs}) run with the same seed, with
 * the sleeps that woke late (by reason) and the wake-ups that moved the task.
 *
 * @param cpus      the machine's hardware threads
 * @param irqRouting {@code fixed} (one CPU takes the io-wait loop's completion interrupts) or
 *                  {@code distributed}
 * @param irqCpu    that CPU (absent when distributed)
 * @param gapMeanNs the mean idle gap before each call of the io-wait loop (absent otherwise)
 */
public record SweepResult(
        String schema,
        String kernel,
        int hz,
        boolean nohz,
        String platform,
        int cpus,
        String irqRouting,
        Integer irqCpu,
        String call,
        String vsCall,
        String loop,
        Long gapMeanNs,
        int iterations,
        String timebase,
        long seed,
        List<SweepRow> rows) {

    public static final String SCHEMA = "oversleep.kernel.sleep/2";

    /**
     * One requested length: the distribution of the call's durations, the second call's and the
     * change of its mean against the first (absent without {@code --vs}); late_sleeps and
     * late_by_reason count the wheel sleeps that fired later than on a current base with a
     * punctual tick; migrations the wake-ups that moved the task to another CPU.
     */
    public record SweepRow(long requestNs, DurationStats duration, DurationStats vsDuration, Double changePct,
                           long lateSleeps, Map<String, Long> lateByReason, long migrations) {
    }

    /** Joins the rows of a sweep with those of an optional second sweep over the same lengths. */
    public static List<SweepRow> rows(List<SleepSweep.Row> main, List<SleepSweep.Row> vs) {
        List<SweepRow> out = new ArrayList<>(main.size());
        for (int i = 0; i < main.size(); i++) {
            SleepSweep.Row r = main.get(i);
            DurationStats m = r.samples().stats();
            DurationStats v = vs == null ? null : vs.get(i).samples().stats();
            Double change = v == null || m.meanNs() == 0 ? null
                    : Math.round((v.meanNs() - m.meanNs()) * 1000.0 / m.meanNs()) / 10.0;
            long late = r.lateByReason().values().stream().mapToLong(Long::longValue).sum();
            out.add(new SweepRow(r.ms() * 1_000_000, m, v, change, late, r.lateByReason(), r.migrations()));
        }
        return out;
    }
}
