package dev.oversleep.kernel;

import dev.oversleep.sim.DurationStats;
import dev.oversleep.sim.SampleStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The result of {@code kernel sleep} (and {@code host compare}): per requested length, the
 * duration statistics of the call, and optionally of a second call ({@code --vs}) run with
 * the same seed, and of the host's real durations.
 *
 * @param cpus      the machine's hardware threads (null when not recorded)
 * @param gapMeanNs the mean idle gap before each call of the io-wait loop (null otherwise)
 */
public record SweepResult(
        String schema,
        String kernel,
        int hz,
        boolean nohz,
        String platform,
        Integer cpus,
        String call,
        String vsCall,
        String loop,
        Long gapMeanNs,
        int iterations,
        String timebase,
        long seed,
        List<SweepRow> rows) {

    public static final String SCHEMA = "oversleep.kernel.sleep/2";

    /** A result without the machine's size and gap (as {@code host compare} makes one). */
    public SweepResult(String schema, String kernel, int hz, boolean nohz, String platform, String call, String vsCall,
                       String loop, int iterations, String timebase, long seed, List<SweepRow> rows) {
        this(schema, kernel, hz, nohz, platform, null, call, vsCall, loop, null, iterations, timebase, seed, rows);
    }

    /**
     * One requested length. {@code duration} is the full distribution of the call's modelled
     * durations; mean_ns .. max_ns repeat its fields as the first schema had them. vs_* are the
     * second call's statistics and change_pct its mean's change against the first; host_* the
     * measured durations; each null when not asked. late_sleeps and late_by_reason count the
     * wheel sleeps that fired later than on a current base with a punctual tick; migrations the
     * wake-ups that moved the task to another CPU.
     */
    public record SweepRow(long ms, long meanNs, long stddevNs, long minNs, long maxNs, DurationStats duration,
                           long lateSleeps, Map<String, Long> lateByReason, long migrations,
                           Long vsMeanNs, Long vsStddevNs, Long vsMinNs, Long vsMaxNs, Double changePct,
                           Long hostMeanNs, Long hostStddevNs, Long hostMinNs, Long hostMaxNs) {
    }

    /** Joins the rows of a sweep with those of an optional second sweep over the same lengths. */
    public static List<SweepRow> rows(List<SleepSweep.Row> main, List<SleepSweep.Row> vs) {
        List<SweepRow> out = new ArrayList<>(main.size());
        for (int i = 0; i < main.size(); i++) {
            SleepSweep.Row r = main.get(i);
            SampleStats m = r.modeled();
            SampleStats v = vs == null ? null : vs.get(i).modeled();
            SampleStats h = r.measured();
            Double change = v == null || m.meanNs() == 0 ? null
                    : Math.round((v.meanNs() - m.meanNs()) * 1000.0 / m.meanNs()) / 10.0;
            long late = r.lateByReason().values().stream().mapToLong(Long::longValue).sum();
            out.add(new SweepRow(r.ms(), m.meanNs(), m.stddevNs(), m.minNs(), m.maxNs(), r.samples().stats(), late,
                    r.lateByReason(), r.migrations(),
                    v == null ? null : v.meanNs(), v == null ? null : v.stddevNs(),
                    v == null ? null : v.minNs(), v == null ? null : v.maxNs(), change,
                    h == null ? null : h.meanNs(), h == null ? null : h.stddevNs(),
                    h == null ? null : h.minNs(), h == null ? null : h.maxNs()));
        }
        return out;
    }
}
