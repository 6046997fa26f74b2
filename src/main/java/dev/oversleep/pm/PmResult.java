package dev.oversleep.pm;

import java.util.List;
import java.util.Map;

/** A simulated suspend or resume of one machine under one or more strategies. */
public record PmResult(String schema, String machine, String direction, String kernel, int hz, String acpiOsSleep,
                       int cpus, String placement, long seed, List<StrategyRun> strategies) {
    public static final String SCHEMA = "oversleep.pm/1";

    /**
     * One strategy: per-phase time (phase key to ns, in the order run), the total, the chain of
     * callbacks that set each phase's end ("phase: device"), every callback, the AML sleeps.
     */
    public record StrategyRun(String strategy, Map<String, Long> phases, long totalNs, List<String> criticalPath,
                              List<DeviceRun> devices, List<AmlSleep> amlSleeps, List<String> errors) {
    }
}
