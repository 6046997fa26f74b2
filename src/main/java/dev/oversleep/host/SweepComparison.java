package dev.oversleep.host;

import java.util.List;

/**
 * The result of {@code host compare}: a kernel sleep sweep realized on this host, per requested
 * length the modelled durations next to the measured ones, and the host's wake-up cost beyond
 * the model. It records the model's inputs (kernel, HZ, NOHZ, platform, call, loop, seed) and
 * the host's facts, since both decide the numbers.
 *
 * @param host the facts of the host that realized the sweep
 */
public record SweepComparison(
        String schema,
        String kernel,
        int hz,
        boolean nohz,
        String platform,
        String call,
        String loop,
        int iterations,
        String timebase,
        long seed,
        HostFacts host,
        List<Row> rows) {

    public static final String SCHEMA = "oversleep.host.compare/1";

    /**
     * One requested length.
     *
     * @param model                 the modelled duration of each call
     * @param measured              the duration of each call on this host
     * @param hostBeyondModelMeanNs measured mean minus model mean: what the host adds to the model
     */
    public record Row(long requestNs, Durations model, Durations measured, long hostBeyondModelMeanNs) {
        public static Row of(long requestNs, Durations model, Durations measured) {
            return new Row(requestNs, model, measured, measured.meanNs() - model.meanNs());
        }
    }

    /**
     * Count, mean, sample standard deviation, min and max of exact durations. The kernel sweep
     * keeps these five today; the standard stats object of the JSON vocabulary (with p50, p90
     * and p99) replaces this record once the sweep keeps its samples.
     */
    public record Durations(long count, long meanNs, long stddevNs, long minNs, long maxNs) {
    }
}
