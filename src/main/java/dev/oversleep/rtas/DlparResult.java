package dev.oversleep.rtas;

import java.util.List;
import java.util.Map;

/**
 * A DLPAR request run several times under each kernel era: means and standard deviations of
 * elapsed time, task CPU time and RTAS calls, the calls by token and status, and the sleeps by
 * primitive with their oversleep.
 */
public record DlparResult(String schema, String request, String load, String firmware, String platform, int hz,
                          int runs, long seed, String timebase, List<EraResult> results) {

    public static final String SCHEMA = "oversleep.rtas.dlpar/1";

    /** Mean count, total duration and total oversleep per run of one primitive's sleeps. */
    public record SleepMean(double countMean, long totalNsMean, long oversleepNsMean) {
    }

    /**
     * One era's runs. rc is the kernel's return ("0" or "-EINVAL" ...), the same in every run
     * of a deterministic refusal; the DRC states are those of the first run.
     */
    public record EraResult(String kernel, String load, String busyDelay, String rc,
                            long elapsedNsMean, long elapsedNsStddev, long taskCpuNsMean, long taskCpuNsStddev,
                            double rtasCallsMean, long rtasCallsStddev,
                            Map<String, Map<String, Double>> callsByToken, Map<String, SleepMean> sleeps,
                            Map<String, Map<String, Long>> drcStatesBefore,
                            Map<String, Map<String, Long>> drcStatesAfter) {
    }
}
