package dev.oversleep.host;

import java.util.List;

/**
 * The result of one host measurement campaign, or of merging several.
 *
 * @param kind       "sleep" (repeated sleeps per method and length) or "cyclic"
 * @param host       facts of the host that ran it (of the first input, for a merge)
 * @param mergedFrom the input names when this is a merge, else null
 * @param warnings   settings that could not be applied and other findings
 */
public record HostMeasurement(
        String schema,
        String kind,
        HostFacts host,
        RunConditions conditions,
        long startedEpochMs,
        long durationNs,
        List<OversleepRow> rows,
        List<String> warnings,
        List<String> mergedFrom) {

    public static final String SCHEMA = "oversleep.host.measure/1";
    public static final String KIND_SLEEP = "sleep";
    public static final String KIND_CYCLIC = "cyclic";

    /** Total samples that woke early; any non-zero value is a finding. */
    public long earlyTotal() {
        return rows.stream().mapToLong(OversleepRow::early).sum();
    }
}
