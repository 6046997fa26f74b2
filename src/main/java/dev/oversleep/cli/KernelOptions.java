package dev.oversleep.cli;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
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
        KernelVersion v = Flags.value("--kernel", kernel, KernelVersion::parse);
        Hz h = hz(hz);
        return nohz ? KernelProfile.nohzIdle(v, h) : KernelProfile.periodicTick(v, h);
    }

    PlatformProfile platformProfile() {
        return Flags.value("--platform", platform, PlatformProfile::load);
    }

    /** CONFIG_HZ from --hz. */
    static Hz hz(int value) {
        return Flags.value("--hz", Integer.toString(value), t -> Hz.of(Integer.parseInt(t)));
    }
}
