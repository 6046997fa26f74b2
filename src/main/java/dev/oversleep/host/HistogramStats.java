package dev.oversleep.host;

import dev.oversleep.sim.DurationStats;
import org.HdrHistogram.Histogram;

/**
 * A histogram of measured durations as the one distribution record every command reports
 * ({@link DurationStats}: count, mean, stddev, min, p50, p90, p99, max in ns). Host samples are
 * kept in an HdrHistogram (3 significant digits, so a merged row and a single run are computed
 * the same way), so the statistics are the histogram's: values within 0.1%.
 */
final class HistogramStats {
    private HistogramStats() {
    }

    /**
     * The statistics of a histogram. The standard deviation is the sample one (n - 1), as
     * {@link DurationStats} defines it; HdrHistogram's own is the population one (n).
     */
    static DurationStats of(Histogram h) {
        long n = h.getTotalCount();
        if (n == 0) {
            return DurationStats.EMPTY;
        }
        double sampleStddev = n > 1 ? h.getStdDeviation() * Math.sqrt((double) n / (n - 1)) : 0;
        return new DurationStats(n, Math.round(h.getMean()), Math.round(sampleStddev), h.getMinValue(),
                h.getValueAtPercentile(50), h.getValueAtPercentile(90), h.getValueAtPercentile(99), h.getMaxValue());
    }

    /** The 99.9th percentile, which the host rows report beside the stats (cyclictest users read it). */
    static long p999(Histogram h) {
        return h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(99.9);
    }
}
