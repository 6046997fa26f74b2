package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.IrqRouting;
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
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code oversleep kernel sleep}: how long a primitive really sleeps, per requested length. */
@Command(name = "sleep", mixinStandardHelpOptions = true,
        description = "Sweep a kernel sleep primitive over requested lengths in virtual time on a machine's CPUs: "
                + "the distribution of the real sleep duration, sleeps that woke late and why, migrations.")
public final class KernelSleepCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    KernelOptions kernelOptions;

    @Mixin
    SweepOptions sweep;

    @Option(names = "--vs", description = "A second call to compare with, run with the same seed: adds its columns and the change in percent.")
    String vs;

    @Option(names = "--cpus", description = "Override the platform's hardware threads (cores and cache domains kept where they divide it).")
    Integer cpus;

    @Option(names = "--irq-cpu", description = "The CPU that takes the io-wait loop's completion interrupts, or "
            + "'distributed' (each to a thread drawn from the seed: a what-if; default: the platform's irq_cpu).")
    String irqCpu;

    @Option(names = "--gap-ms", defaultValue = "100",
            description = "Mean idle gap before each call of the io-wait loop, in ms (default: ${DEFAULT-VALUE}).")
    double gapMs;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        KernelProfile profile = kernelOptions.profile();
        PlatformProfile loaded = kernelOptions.platformProfile();
        if (cpus != null) {
            Flags.inRange("--cpus", cpus, Range.between(1, PlatformProfile.MAX_CPUS), "");
        }
        LoopMode loop = sweep.loopMode();
        Flags.refuseIgnored(spec, "--gap-ms", loop == LoopMode.IO_WAIT, "applies only to --loop io-wait");
        Flags.refuseIgnored(spec, "--irq-cpu", loop == LoopMode.IO_WAIT, "applies only to --loop io-wait");
        if (gapMs < 0 || Double.isNaN(gapMs) || gapMs > 3_600_000) {
            throw new BadInputException("--gap-ms " + gapMs + ": must be 0..3600000");
        }
        PlatformProfile platform = cpus == null ? loaded : loaded.withCpus(cpus);
        SleepCall call = sweep.sleepCall();
        SleepCall vsCall = vs == null ? null : Flags.value("--vs", vs, SleepCall::parse);
        List<Long> lengths = sweep.lengths();
        long gapNs = Math.round(gapMs * 1e6);

        IrqRouting routing = Flags.value("--irq-cpu", irqCpu, s -> IrqRouting.parse(s, (int) platform.cpus().value()));
        Kernel first = routed(Kernel.virtualOnSeededCpu(profile, platform, kernelOptions.seed), routing);
        List<SleepSweep.Row> main = SleepSweep.run(first, call, lengths, sweep.iterations, loop, gapNs);
        List<SleepSweep.Row> other = vsCall == null ? null
                : SleepSweep.run(routed(Kernel.virtualOnSeededCpu(profile, platform, kernelOptions.seed), routing),
                        vsCall, lengths, sweep.iterations, loop, gapNs);
        SweepResult result = new SweepResult(SweepResult.SCHEMA, profile.version().toString(), profile.hz().value(),
                profile.nohz(), platform.name(), (int) platform.cpus().value(), routing.label(),
                first.machine().fixedIrqCpu(), call.name(),
                vsCall == null ? null : vsCall.name(), loop.cliName(), loop == LoopMode.IO_WAIT ? gapNs : null,
                sweep.iterations, "model", kernelOptions.seed, SweepResult.rows(main, other));
        output.print(spec, result, () -> KernelReport.sweep(result));
        return ExitCodes.OK;
    }

    private static Kernel routed(Kernel k, IrqRouting routing) {
        k.machine().routeInterrupts(routing);
        return k;
    }
}
