package dev.oversleep.cli;

import dev.oversleep.kernel.Timebase;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/** {@code --seed} and {@code --timebase} of the firmware workload commands. */
public final class RunOptions {
    @Option(names = "--seed", defaultValue = "1", description = "Seed of the run's random choices (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--timebase", defaultValue = "model",
            description = "model (virtual time) or host (each wait realized for real through the native shim) "
                    + "(default: ${DEFAULT-VALUE}).")
    String timebase;

    Supplier<Timebase> timebases() {
        return TimebaseChoice.parse(timebase);
    }
}
