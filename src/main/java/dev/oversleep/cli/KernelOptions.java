package dev.oversleep.cli;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.InvalidValueException;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/** The options every model command shares: which kernel, which platform, which seed. */
public final class KernelOptions {
    @Option(names = "--kernel", defaultValue = "6.12",
            description = "Kernel release whose rules apply, e.g. 4.7, 4.9.46, 5.16, 6.12, 6.14 (default: ${DEFAULT-VALUE}).")
    String kernel;

    @Option(names = "--hz", defaultValue = "250", description = "CONFIG_HZ: 100, 250, 300 or 1000 (default: ${DEFAULT-VALUE}).")
    int hz;

    @Option(names = "--nohz", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Tick stops on idle CPUs (CONFIG_NO_HZ_IDLE; default: on).")
    boolean nohz;

    @Option(names = "--platform", defaultValue = PlatformProfile.DEFAULT,
            description = "Platform profile: a JSON file or a built-in name (default: ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the run's random choices (default: ${DEFAULT-VALUE}).")
    long seed;

    KernelProfile profile() {
        KernelVersion v = named("--kernel", () -> KernelVersion.parse(kernel));
        Hz h = named("--hz", () -> Hz.of(hz));
        return nohz ? KernelProfile.nohzIdle(v, h) : KernelProfile.periodicTick(v, h);
    }

    PlatformProfile platformProfile() {
        return named("--platform", () -> PlatformProfile.load(platform));
    }

    /**
     * Runs a model step that takes a value from an option: a value the model refuses comes back
     * as one line naming the option.
     */
    static <T> T named(String option, Supplier<T> step) {
        try {
            return step.get();
        } catch (InvalidValueException e) {
            throw e.forOption(option);
        }
    }
}
