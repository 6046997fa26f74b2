package dev.oversleep.cli;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.report.RtasReport;
import dev.oversleep.rtas.DlparRequest;
import dev.oversleep.rtas.DlparResult;
import dev.oversleep.rtas.DlparStudy;
import dev.oversleep.rtas.FirmwareProfile;
import dev.oversleep.rtas.LoadKind;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code oversleep rtas dlpar}: what a DLPAR request costs under each rtas_busy_delay era. */
@Command(name = "dlpar", mixinStandardHelpOptions = true,
        description = "Run a DLPAR request against a PowerVM-like RTAS firmware on a modelled pseries partition: "
                + "elapsed time as a sum (RTAS calls, spinning, each kind of sleep, kernel work, waiting for a CPU), "
                + "task CPU time, RTAS calls by token and status, what set need_resched(), the request's phases.")
public final class RtasDlparCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--request", defaultValue = "memory add count 20",
            description = "memory add|remove count N | index 0xX | indexed-count N 0xX; cpu add|remove index 0xX "
                    + "(default: ${DEFAULT-VALUE}).")
    String request;

    @Option(names = "--kernel", split = ",", defaultValue = "5.16",
            description = "Kernel release(s), e.g. 5.16,5.17,6.13 side by side (default: ${DEFAULT-VALUE}).")
    List<String> kernels;

    @Option(names = "--hz", defaultValue = "100",
            description = "CONFIG_HZ (default: ${DEFAULT-VALUE}, the pseries default configuration).")
    int hz;

    @Option(names = "--load", defaultValue = "idle",
            description = "idle, or busy (a CPU hog on every CPU) (default: ${DEFAULT-VALUE}).")
    String load;

    @Option(names = "--firmware", defaultValue = "powervm-p9",
            description = "RTAS firmware profile: a JSON file or a built-in name (default: ${DEFAULT-VALUE}).")
    String firmware;

    @Option(names = "--platform", description = "Platform profile (default: the one the firmware profile names).")
    String platform;

    @Option(names = "--runs", defaultValue = "10", description = "Runs per era, 1..10000 (default: ${DEFAULT-VALUE}).")
    int runs;

    @Mixin
    RunOptions run;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        DlparRequest req = Flags.value("--request", request, DlparRequest::parse);
        LoadKind loadKind = Flags.value("--load", load, LoadKind::parse);
        Flags.inRange("--runs", runs, Range.between(1, 10_000), "");
        Hz h = Flags.value("--hz", Integer.toString(hz), t -> Hz.of(hz));
        List<KernelProfile> eras = new ArrayList<>();
        for (String k : kernels) {
            eras.add(KernelProfile.nohzIdle(Flags.value("--kernel", k, KernelVersion::parse), h));
        }
        FirmwareProfile fw = Flags.value("--firmware", firmware, FirmwareProfile::load);
        Flags.value("--request", request, t -> {
            fw.checkCallBudget(req);
            return req;
        });
        PlatformProfile pp = platform != null ? Flags.value("--platform", platform, PlatformProfile::load)
                : PlatformProfile.load(fw.platform());
        Supplier<Timebase> timebases = run.timebases();
        List<DlparResult.EraResult> results = new ArrayList<>();
        for (KernelProfile kp : eras) {
            results.add(DlparStudy.run(req, fw, pp, kp, loadKind, runs, run.seed, timebases));
        }
        DlparResult result = new DlparResult(DlparResult.SCHEMA, req.toString(), loadKind.cliName(), fw.name(),
                pp.name(), hz, (int) Math.round(pp.cpus().value()), runs, run.seed, run.timebase, results);
        output.print(spec, result, () -> RtasReport.dlpar(result));
        List<String> refused = results.stream().filter(r -> r.rc() != 0)
                .map(r -> "kernel " + r.kernel() + ": " + r.rcName()).toList();
        if (!refused.isEmpty()) {
            return ExitCodes.runFailed(spec, "the kernel refused '" + req + "' (" + String.join(", ", refused)
                    + "); the connector states are unchanged");
        }
        return ExitCodes.OK;
    }
}
