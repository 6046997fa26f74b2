package dev.oversleep.host;

import java.util.List;

/**
 * The result of one host measurement campaign, or of merging several.
 *
 * @param kind       "sleep" (repeated sleeps per method and length) or "cyclic"
 * @param host       facts of the host that ran it (of the first input, for a merge)
 * @param requested  the thread setup the run asked for ({@code conditions} says what it got)
 * @param startedEpochNs when the run started, ns since the Unix epoch (CLOCK_REALTIME)
 * @param mergedFrom the input names when this is a merge, else null
 * @param warnings   settings that could not be applied and other findings
 */
public record HostMeasurement(
        String schema,
        String kind,
        HostFacts host,
        ThreadSetup requested,
        RunConditions conditions,
        long startedEpochNs,
        long durationNs,
        List<OversleepRow> rows,
        List<String> warnings,
        List<String> mergedFrom) {

    public static final String SCHEMA = "oversleep.host.measure/2";
    public static final String KIND_SLEEP = "sleep";
    public static final String KIND_CYCLIC = "cyclic";
}
