package dev.oversleep.kernel;

import dev.oversleep.sim.SampleStats;
import java.util.ArrayList;
import java.util.List;

/**
 * The result of {@code kernel sleep} (and {@code host compare}): per requested length, the
 * duration statistics of the call, and optionally of a second call ({@code --vs}) run with
 * the same seed, and of the host's real durations.
 */
public record SweepResult(
        String schema,
        String kernel,
        int hz,
        boolean nohz,
        String platform,
        String call,
        String vsCall,
        String loop,
        int iterations,
        String timebase,
        long seed,
        List<SweepRow> rows) {

    public static final String SCHEMA = "oversleep.kernel.sleep/1";

    /**
     * One requested length. vs_* are the second call's statistics and change_pct its mean's
     * change against the first; host_* the measured durations; each null when not asked.
     */
    public record SweepRow(long ms, long meanNs, long stddevNs, long minNs, long maxNs,
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
            out.add(new SweepRow(r.ms(), m.meanNs(), m.stddevNs(), m.minNs(), m.maxNs(),
                    v == null ? null : v.meanNs(), v == null ? null : v.stddevNs(),
                    v == null ? null : v.minNs(), v == null ? null : v.maxNs(), change,
                    h == null ? null : h.meanNs(), h == null ? null : h.stddevNs(),
                    h == null ? null : h.minNs(), h == null ? null : h.maxNs()));
        }
        return out;
    }
}
