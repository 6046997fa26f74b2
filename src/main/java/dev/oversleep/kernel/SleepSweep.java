package dev.oversleep.kernel;

import dev.oversleep.sim.SampleStats;
import java.util.ArrayList;
import java.util.List;

/**
 * Sweeps one call over requested lengths: for each length, {@code iterations} calls armed as
 * the {@link LoopMode} says, on one kernel whose time runs on across rows. Each row keeps the
 * modelled durations and, on a host timebase, the measured ones.
 */
public final class SleepSweep {
    private SleepSweep() {
    }

    /** One requested length: stats of modelled durations, and measured ones on a host (else null). */
    public record Row(long ms, SampleStats modeled, SampleStats measured) {
    }

    public static List<Row> run(Kernel kernel, SleepCall call, List<Long> lengthsMs, int iterations, LoopMode loop) {
        List<Row> rows = new ArrayList<>(lengthsMs.size());
        long tick = kernel.profile().hz().tickNs();
        for (long ms : lengthsMs) {
            SampleStats modeled = new SampleStats();
            SampleStats measured = kernel.timebase().realizes() ? new SampleStats() : null;
            long[] callSums = new long[2];
            kernel.setListener(r -> {
                callSums[0] += r.modeledNs();
                callSums[1] += r.measuredNs();
            });
            for (int i = 0; i < iterations; i++) {
                if (i == 0 || loop == LoopMode.RANDOM_PHASE) {
                    kernel.idle(kernel.random().nextLong(tick) + 1);
                }
                callSums[0] = 0;
                callSums[1] = 0;
                call.invoke(kernel, ms);
                modeled.add(callSums[0]);
                if (measured != null) {
                    measured.add(callSums[1]);
                }
            }
            rows.add(new Row(ms, modeled, measured));
        }
        kernel.setListener(null);
        return rows;
    }
}
