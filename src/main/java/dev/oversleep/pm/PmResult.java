package dev.oversleep.pm;

import dev.oversleep.sim.DurationStats;
import java.util.List;

/**
 * A simulated suspend or resume of one machine under one or more strategies. The devices,
 * phases and critical path are those of the first run (seed {@code seed}); {@code total} is the
 * distribution of the total over all {@code runs} (seeds seed, seed+1, ...), whose only sources
 * of variation are the machine's tick phase at the start of the transition and the platform's
 * wake-up latencies.
 */
public record PmResult(String schema, String machine, String direction, String kernel, int hz, String platform,
                       String timebase, String acpiOsSleep, String interpreter, int cpus, String placement, long seed, int runs,
                       List<StrategyRun> strategies) {
    public static final String SCHEMA = "oversleep.pm/3";

    /** One phase: when it began and how long it took, up to its barrier. */
    public record PhaseTime(String phase, long startNs, long durationNs) {
    }

    /** A link of the critical path: the callback of {@code device} in {@code phase}. */
    public record PathLink(String phase, String device) {
    }

    /** One strategy: its phases, total, the chain of callbacks that set each phase's end, every callback, the AML sleeps. */
    public record StrategyRun(String strategy, List<PhaseTime> phases, long totalNs, DurationStats total,
                              List<PathLink> criticalPath, List<DeviceRun> devices, List<AmlSleep> amlSleeps,
                              List<String> errors) {

        /** The phase's duration, or 0 when the strategy's run has no such phase. */
        public long phaseNs(String phase) {
            return phases.stream().filter(p -> p.phase().equals(phase)).mapToLong(PhaseTime::durationNs).findFirst()
                    .orElse(0);
        }
    }
}
