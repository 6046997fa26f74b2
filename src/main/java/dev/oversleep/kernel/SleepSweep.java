package dev.oversleep.kernel;

import dev.oversleep.sim.DurationSamples;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Sweeps one call over requested lengths: for each length, {@code iterations} calls armed as
 * the {@link LoopMode} says, on one kernel whose time runs on across rows. Each row keeps the
 * modelled durations and, on a host timebase, the measured ones, and counts the sleeps that
 * woke late (by reason) and the wake-ups that moved the task to another CPU.
 */
public final class SleepSweep {
    private SleepSweep() {
    }

    /**
     * One requested length: the modelled durations, and the measured ones on a host (else null).
     *
     * @param samples      every modelled duration of the row, for the full distribution
     * @param measuredSamples every measured duration of the row on a host timebase, else null
     * @param lateByReason late sleeps by reason ("stale-base:level-N", "late-tick")
     */
    public record Row(long ms, DurationSamples samples,
                      DurationSamples measuredSamples, Map<String, Long> lateByReason, long migrations) {
    }

    public static List<Row> run(Kernel kernel, SleepCall call, List<Long> lengthsMs, int iterations, LoopMode loop) {
        return run(kernel, call, lengthsMs, iterations, loop, 0);
    }

    /** @param gapMeanNs the mean idle gap before each call of {@link LoopMode#IO_WAIT} */
    public static List<Row> run(Kernel kernel, SleepCall call, List<Long> lengthsMs, int iterations, LoopMode loop,
                                long gapMeanNs) {
        List<Row> rows = new ArrayList<>(lengthsMs.size());
        long tick = kernel.profile().hz().tickNs();
        for (long ms : lengthsMs) {
            DurationSamples samples = new DurationSamples();
            DurationSamples measuredSamples = kernel.timebase().realizes() ? new DurationSamples() : null;
            Map<String, Long> late = new TreeMap<>();
            long[] callSums = new long[2];
            kernel.setListener(r -> {
                callSums[0] += r.modeledNs();
                callSums[1] += r.measuredNs();
                if (r.late() != LateReason.NONE) {
                    late.merge(r.lateKey(), 1L, Long::sum);
                }
            });
            long migrationsBefore = kernel.migrations();
            for (int i = 0; i < iterations; i++) {
                if (loop == LoopMode.IO_WAIT) {
                    kernel.waitForInterrupt(kernel.now() + kernel.random().exponential(gapMeanNs),
                            kernel.machine().irqCpu());
                } else if (i == 0 || loop == LoopMode.RANDOM_PHASE) {
                    kernel.idle(kernel.random().nextLong(tick) + 1);
                }
                callSums[0] = 0;
                callSums[1] = 0;
                call.invoke(kernel, ms);
                samples.add(callSums[0]);
                if (measuredSamples != null) {
                    measuredSamples.add(callSums[1]);
                }
            }
            rows.add(new Row(ms, samples, measuredSamples, late, kernel.migrations() - migrationsBefore));
        }
        kernel.setListener(null);
        return rows;
    }
}
