package dev.oversleep.cli;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.LoopMode;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.SleepCall;
import dev.oversleep.kernel.SleepSweep;
import dev.oversleep.kernel.SweepResult;
import dev.oversleep.report.KernelReport;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code oversleep kernel sleep}: how long a primitive really sleeps, per requested length. */
@Command(name = "sleep", mixinStandardHelpOptions = true,
        description = "Sweep a kernel sleep primitive over requested lengths in virtual time: "
                + "mean, stddev, min and max of the real sleep duration.")
public final class KernelSleepCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    KernelOptions kernelOptions;

    @Mixin
    SweepOptions sweep;

    @Option(names = "--vs", description = "A second call to compare with, run with the same seed: adds its columns and the %% change.")
    String vs;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        KernelProfile profile = kernelOptions.profile();
        PlatformProfile platform = kernelOptions.platformProfile();
        SleepCall call = sweep.sleepCall();
        SleepCall vsCall = vs == null ? null : Flags.value("--vs", vs, SleepCall::parse);
        List<Long> lengths = sweep.lengths();
        LoopMode loop = sweep.loopMode();

        List<SleepSweep.Row> main = SleepSweep.run(Kernel.virtual(profile, platform, kernelOptions.seed),
                call, lengths, sweep.iterations, loop);
        List<SleepSweep.Row> other = vsCall == null ? null
                : SleepSweep.run(Kernel.virtual(profile, platform, kernelOptions.seed), vsCall, lengths,
                        sweep.iterations, loop);
        SweepResult result = new SweepResult(SweepResult.SCHEMA, profile.version().toString(), profile.hz().value(),
                profile.nohz(), platform.name(), call.name(), vsCall == null ? null : vsCall.name(), loop.cliName(),
                sweep.iterations, "model", kernelOptions.seed, SweepResult.rows(main, other));
        output.print(spec, result, () -> KernelReport.sweep(result));
        return ExitCodes.OK;
    }
}
