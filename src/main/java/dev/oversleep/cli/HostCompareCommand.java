package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.host.HostFactsReader;
import dev.oversleep.host.HostTimebase;
import dev.oversleep.host.HostTimers;
import dev.oversleep.host.SweepComparison;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.LoopMode;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.SleepCall;
import dev.oversleep.kernel.SleepSweep;
import dev.oversleep.report.HostReport;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep host compare}: the sleep sweep realized on this host next to the model.
 * Each call sleeps for real to its modelled deadline (jiffy timers to the modelled tick
 * boundary, hrtimers with their window as timer slack); the host's own wake-up latency then
 * shows as the difference.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = "Realize a kernel sleep sweep on this host: modelled mean, host mean, host beyond the model.")
public final class HostCompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    KernelOptions kernelOptions;

    @Mixin
    SweepOptions sweep;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        KernelProfile profile = kernelOptions.profile();
        PlatformProfile platform = kernelOptions.platformProfile();
        SleepCall call = sweep.sleepCall();
        List<Long> lengths = sweep.lengths();
        LoopMode loop = sweep.loopMode();
        if (loop == LoopMode.IO_WAIT) {
            // kernel sleep's io-wait gap (--gap-ms) and interrupt CPU are not options here
            throw new BadInputException("--loop io-wait: host compare has no idle gap or I/O interrupt to realize; "
                    + "use back-to-back or random-phase (kernel sleep runs io-wait in the model)");
        }
        HostTimers timers = HostTimers.load();
        List<SleepSweep.Row> rows;
        try (HostTimebase host = new HostTimebase(timers)) {
            Kernel kernel = Kernel.seeded(profile, platform, host, kernelOptions.seed);
            rows = SleepSweep.run(kernel, call, lengths, sweep.iterations, loop);
        }
        SweepComparison result = new SweepComparison(SweepComparison.SCHEMA, profile.version().toString(),
                profile.hz().value(), profile.nohz(), platform.name(), call.name(), loop.cliName(), sweep.iterations,
                "host", kernelOptions.seed, new HostFactsReader(Path.of("/"), timers).read(),
                rows.stream().map(r -> SweepComparison.Row.of(r.ms() * 1_000_000, r.samples().stats(),
                        r.measuredSamples().stats())).toList());
        output.print(spec, result, () -> HostReport.comparison(result));
        return ExitCodes.OK;
    }
}
