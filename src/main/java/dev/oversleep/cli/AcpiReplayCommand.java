package dev.oversleep.cli;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlRunner;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.acpi.Replay;
import dev.oversleep.acpi.ReplayResult;
import dev.oversleep.acpi.ReplayScript;
import dev.oversleep.input.BadInputException;
import dev.oversleep.input.InputFiles;
import dev.oversleep.input.LoadedModel;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.report.AcpiReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi replay}: a sequence of AML calls across acpi_os_sleep policies and HZ. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a script of AML method calls (e.g. a resume's _WAK and _ON) against a machine's tables; "
                + "total time per acpi_os_sleep policy and HZ side by side.")
public final class AcpiReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ACPIDUMP", description = "acpidump text or a raw table.")
    Path file;

    @Option(names = "--script", required = true, paramLabel = "FILE|NAME",
            description = "Replay script (oversleep.acpi.replay-script/1), a file or a built-in name (firmware-models/acpi/); "
                    + "its register script is found relative to it.")
    String script;

    @Option(names = "--kernel", defaultValue = "6.12", description = "Kernel release whose rules apply (default: ${DEFAULT-VALUE}).")
    String kernel;

    @Option(names = "--hz", split = ",", defaultValue = "100,250,1000", description = "HZ values (default: ${DEFAULT-VALUE}).")
    List<Integer> hz;

    @Option(names = "--policy", split = ",", defaultValue = "all", completionCandidates = Candidates.AcpiOsSleepPolicies.class,
            description = "acpi_os_sleep policies: ${COMPLETION-CANDIDATES}; or all (default: ${DEFAULT-VALUE}).")
    List<String> policy;

    @Option(names = "--platform", defaultValue = PlatformProfile.DEFAULT, description = "Platform profile (default: ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        InputFiles.require(file);
        LoadedModel<ReplayScript> loaded = Flags.value("--script", script, ReplayScript.KIND::open);
        ReplayScript s = loaded.model();
        RegisterScript registers = s.registers() == null ? null
                : loaded.reference("registers", s.registers(), RegisterScript.KIND).model();
        List<AcpiOsSleepPolicy> policies = policy.equals(List.of("all")) ? Arrays.asList(AcpiOsSleepPolicy.values())
                : policy.stream().map(p -> Flags.value("--policy", p, AcpiOsSleepPolicy::parse)).toList();
        PlatformProfile pp = Flags.value("--platform", platform, PlatformProfile::load);
        KernelVersion version = Flags.value("--kernel", kernel, KernelVersion::parse);
        List<KernelProfile> profiles = hz.stream().map(h -> KernelProfile.nohzIdle(version, KernelOptions.hz(h))).toList();
        AmlRunner booted = AmlRunner.load(AcpiMachine.load(file, interpreter.mode()), AmlRunner.Options.DEFAULT.withFill(s.fill())
                .withRegisters(registers, s.registers()).withInterpreter(interpreter.mode()), profiles.get(0), pp, seed);
        Replay.check(s, loaded.source().describe(), booted);
        booted.initialize();
        List<ReplayResult.Row> rows = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        for (AcpiOsSleepPolicy p : policies) {
            for (KernelProfile profile : profiles) {
                ReplayResult.Row row = Replay.run(booted, s, Kernel.seeded(profile, pp, new VirtualTimebase(0), seed), p);
                row.calls().stream().filter(c -> c.error() != null)
                        .forEach(c -> failed.add(c.method() + " failed with " + c.status()));
                rows.add(row);
            }
        }
        ReplayResult r = new ReplayResult(ReplayResult.SCHEMA, file.toString(), script, version.toString(), hz, pp.name(), seed,
                "model", interpreter.mode().cliName(), policies.stream().map(AcpiOsSleepPolicy::cliName).toList(), booted.initFailures(), rows);
        output.print(spec, r, () -> AcpiReport.replay(r));
        return failed.isEmpty() ? ExitCodes.OK : ExitCodes.runFailed(spec, failed.size() + " call"
                + (failed.size() == 1 ? "" : "s") + " failed; first: " + failed.get(0));
    }
}
