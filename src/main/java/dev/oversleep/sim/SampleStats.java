package dev.oversleep.sim;

/**
 * Mean, sample standard deviation (n - 1; 0 for one value), min and max of integer samples
 * (durations in ns, counts),
 * accumulated exactly (no histogram: virtual quantities are exact).
 */
public final class SampleStats {
    private long count;
    private double mean;
    private double m2;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    /** Welford's update, stable for long runs. */
    public void add(long ns) {
        count++;
        double d = ns - mean;
        mean += d / count;
        m2 += d * (ns - mean);
        min = Math.min(min, ns);
        max = Math.max(max, ns);
    }

    public long count() {
        return count;
    }

    public long meanNs() {
        return Math.round(mean);
    }

    public long stddevNs() {
        return count > 1 ? Math.round(Math.sqrt(m2 / (count - 1))) : 0;
    }

    public long minNs() {
        return count == 0 ? 0 : min;
    }

    public long maxNs() {
        return count == 0 ? 0 : max;
    }
}
