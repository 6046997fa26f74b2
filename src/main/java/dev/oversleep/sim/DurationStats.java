package dev.oversleep.sim;

import java.util.Arrays;

/**
 * A distribution of durations as every command reports it, one vocabulary across the tool
 * (JSON: {@code count, mean_ns, stddev_ns, min_ns, p50_ns, p90_ns, p99_ns, max_ns}). Virtual
 * quantities are exact, so the statistics are computed from every sample, not a histogram.
 * Percentiles are nearest-rank: the smallest sample with at least p% of samples at or below it.
 * An empty distribution is all zeros.
 *
 * @param stddevNs the sample standard deviation (n - 1; 0 for fewer than two samples)
 */
public record DurationStats(long count, long meanNs, long stddevNs, long minNs, long p50Ns, long p90Ns,
                            long p99Ns, long maxNs) {

    public static final DurationStats EMPTY = new DurationStats(0, 0, 0, 0, 0, 0, 0, 0);

    /** The statistics of these samples (the array is not changed). */
    public static DurationStats of(long[] samples) {
        if (samples.length == 0) {
            return EMPTY;
        }
        long[] s = samples.clone();
        Arrays.sort(s);
        double mean = 0;
        double m2 = 0;
        for (int i = 0; i < s.length; i++) {
            double d = s[i] - mean;
            mean += d / (i + 1);
            m2 += d * (s[i] - mean);
        }
        long stddev = s.length > 1 ? Math.round(Math.sqrt(m2 / (s.length - 1))) : 0;
        return new DurationStats(s.length, Math.round(mean), stddev, s[0], nearestRank(s, 50),
                nearestRank(s, 90), nearestRank(s, 99), s[s.length - 1]);
    }

    /** Nearest-rank percentile of sorted samples: rank ceil(p/100 * n), 1-based. */
    static long nearestRank(long[] sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
