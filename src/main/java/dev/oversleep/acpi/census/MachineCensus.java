package dev.oversleep.acpi.census;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One machine of the census: its tables loaded and booted once (at the first HZ, under the
 * kernel's own acpi_os_sleep policy), then the S3 path run on a copy of the booted state for
 * every policy and HZ, each on its own virtual kernel seeded alike, so a machine's rows depend
 * on nothing but its tables and the configuration.
 */
final class MachineCensus {
    /** Distinct failures kept per machine; the rest are counted. */
    static final int FAILURES_KEPT = 20;

    private MachineCensus() {
    }

    static CensusResult.Machine run(Path file, CensusConfig config) {
        CensusFirmware firmware;
        try {
            firmware = CensusFirmware.boot(file, config.profile(config.hz().get(0)), config.platform(), config.seed(),
                    config.fill(), config.interpreter());
        } catch (RuntimeException e) {
            return failed(file, "does not load: " + e.getMessage());
        }
        List<S3Path.Result> results = new ArrayList<>();
        List<CensusResult.Row> rows = new ArrayList<>();
        Set<String> failures = new LinkedHashSet<>();
        Boolean s3 = null;
        Boolean s3Declared = null;
        Integer devices = null;
        Integer resources = null;
        try {
            for (AcpiOsSleepPolicy p : config.policies()) {
                for (int hz : config.hz()) {
                    CensusFirmware.Run run = firmware.start(config.profile(hz), config.platform(), p, config.seed());
                    S3Path.Outcome o = S3Path.run(run);
                    if (s3 == null) {
                        s3 = o.s3();
                        s3Declared = firmware.s3Declared();
                        devices = o.devices();
                        resources = o.powerResources();
                    }
                    S3Path.Result r = o.result();
                    results.add(r);
                    failures.addAll(r.failures());
                    rows.add(new CensusResult.Row(p.cliName(), hz, r.totalNs(), r.requestedNs(), r.sleeps(), r.stalls(),
                            r.failures().size(), r.timeouts()));
                }
            }
        } catch (RuntimeException e) {
            return failed(file, "internal error while running the S3 path: " + e);
        }
        long requested = mostCommon(results);
        List<CensusResult.Row> shown = rows.stream().map(r -> r.requestedNs() == requested ? withoutRequest(r) : r).toList();
        List<String> kept = failures.stream().limit(FAILURES_KEPT).toList();
        int omitted = failures.size() - kept.size();
        return new CensusResult.Machine(file.toString(), requested, shown, null, s3Declared, s3, devices, resources,
                results.get(0).evaluated(), kept, omitted > 0 ? omitted : null);
    }

    private static CensusResult.Machine failed(Path file, String error) {
        return new CensusResult.Machine(file.toString(), null, List.of(), error, null, null, null, null, null, List.of(),
                null);
    }

    private static CensusResult.Row withoutRequest(CensusResult.Row r) {
        return new CensusResult.Row(r.policy(), r.hz(), r.totalNs(), null, r.sleeps(), r.stalls(), r.failedSteps(),
                r.timedOutSteps());
    }

    /** The request most rows made; on a tie the smallest. */
    private static long mostCommon(List<S3Path.Result> results) {
        Map<Long, Integer> counts = new HashMap<>();
        results.forEach(r -> counts.merge(r.requestedNs(), 1, Integer::sum));
        return counts.entrySet().stream()
                .min((a, b) -> a.getValue().equals(b.getValue()) ? Long.compare(a.getKey(), b.getKey())
                        : Integer.compare(b.getValue(), a.getValue()))
                .orElseThrow().getKey();
    }
}
