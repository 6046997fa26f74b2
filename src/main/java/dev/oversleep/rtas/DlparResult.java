package dev.oversleep.rtas;

import dev.oversleep.rtas.lpar.Phase;
import dev.oversleep.sim.DurationStats;
import java.util.List;
import java.util.Map;

/**
 * A DLPAR request run several times under each kernel era: statistics of elapsed time, task
 * CPU time and RTAS calls, where the elapsed time went, the calls by token and status, the
 * sleeps by primitive, what set need_resched(), and the request's phases.
 *
 * @param cpus the partition's CPUs
 */
public record DlparResult(String schema, String request, String load, String firmware, String platform, int hz,
                          int cpus, int runs, long seed, String timebase, List<EraResult> results) {

    public static final String SCHEMA = "oversleep.rtas.dlpar/4";

    /** A distribution of counts (RTAS calls per run), in the vocabulary of {@link DurationStats} without units. */
    public record CountStats(long count, long mean, long stddev, long min, long p50, long p90, long p99, long max) {
        public static CountStats of(long[] samples) {
            DurationStats d = DurationStats.of(samples);
            return new CountStats(d.count(), d.meanNs(), d.stddevNs(), d.minNs(), d.p50Ns(), d.p90Ns(), d.p99Ns(),
                    d.maxNs());
        }
    }

    /** Mean count, total duration and total oversleep per run of one primitive's sleeps. */
    public record SleepMean(double countMean, long totalNsMean, long oversleepNsMean) {
    }

    /** One kind of phase: how often per run, how long in all, how many RTAS calls. */
    public record PhaseTotal(String name, double countMean, long totalNsMean, double rtasCallsMean) {
    }

    /**
     * One era's runs. {@code rc} is the kernel's return (0 or -errno) of the first run, the same
     * in every run of a deterministic refusal; the DRC states and the timeline are those of the
     * first run. {@code timeNs} holds the mean of each kind of time; they sum to the mean
     * elapsed time (up to rounding of the means). Every {@code *Mean} count is a mean over the
     * runs and so may have a fraction.
     *
     * @param scheduler  the fair class of the era: "cfs" or "eevdf"
     * @param preemption the preemption model (pseries_defconfig: "none")
     * @param flushWorkCallsMean flush_work() calls per run by work function, one per CPU a round
     *                           queued its work on
     * @param vcpuDispatchesMean how often per run the hypervisor dispatched a core all of whose
     *                           threads had ceded (shared processors)
     */
    public record EraResult(String kernel, int hz, String busyDelay, String scheduler, String preemption, int rc,
                            String rcName, long elapsedNsMean, long taskCpuNsMean, double rtasCallsMean,
                            DurationStats elapsedNs, DurationStats taskCpuNs, CountStats rtasCalls,
                            Map<String, Long> timeNs, long longestWithoutRtasNsMean,
                            Map<String, Map<String, Double>> callsByTokenMean, Map<String, SleepMean> sleeps,
                            Map<String, Double> needReschedMean, double gracePeriodsMean,
                            Map<String, Double> flushWorkCallsMean, double vcpuDispatchesMean, List<PhaseTotal> phases,
                            List<Phase> timeline, Map<String, Map<String, Long>> drcStatesBefore,
                            Map<String, Map<String, Long>> drcStatesAfter) {
    }
}
