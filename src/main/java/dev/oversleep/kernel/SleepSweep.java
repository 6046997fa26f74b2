package dev.oversleep.kernel;

import dev.oversleep.sim.DurationSamples;
import dev.oversleep.sim.SampleStats;
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
     * One requested length: stats of modelled durations, and measured ones on a host (else null).
     *
     * @param samples      every modelled duration of the row, for the full distribution
     * @param lateByReason late sleeps by reason ("stale-base:level-N", "late-tick")
     */
    public record Row(long ms, SampleStats modeled, SampleStats measured, DurationSamples samples,
                      Map<String, Long> lateByReason, long migrations) {
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
            SampleStats modeled = new SampleStats();
            SampleStats measured = kernel.timebase().realizes() ? new SampleStats() : null;
            DurationSamples samples = new DurationSamples();
            Map<String, Long> late = new TreeMap<>();
            long[] callSums = new long[2];
            kernel.setListener(r -> {
                callSums[0] += r.modeledNs();
                callSums[1] += r.measuredNs();
                if (r.late() != LateReason.NONE) {
                    late.merge(r.late() == LateReason.STALE_BASE ? "stale-base:level-" + r.level() : r.late().label(),
                            1L, Long::sum);
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
                modeled.add(callSums[0]);
                samples.add(callSums[0]);
                if (measured != null) {
                    measured.add(callSums[1]);
                }
            }
            rows.add(new Row(ms, modeled, measured, samples, late, kernel.migrations() - migrationsBefore));
        }
        kernel.setListener(null);
        return rows;
    }
}
