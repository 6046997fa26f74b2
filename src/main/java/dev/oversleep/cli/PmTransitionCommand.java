package dev.oversleep.cli;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.input.BadInputException;
import dev.oversleep.input.InputFiles;
import dev.oversleep.input.BadValueException;
import dev.oversleep.input.RunFailedException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.pm.MachineFile;
import dev.oversleep.pm.Placement;
import dev.oversleep.pm.PmMachine;
import dev.oversleep.pm.PmResult;
import dev.oversleep.pm.PmSimulation;
import dev.oversleep.pm.PmStrategy;
import dev.oversleep.report.PmReport;
import dev.oversleep.report.PmTimeline;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** What {@code pm resume} and {@code pm suspend} share: the machine, strategies, CPUs, runs, output. */
abstract class PmTransitionCommand implements Callable<Integer> {
    /** Help footer: --kernel and --hz default to the machine's own where it names them. */
    static final String KERNEL_DEFAULTS = "%nWithout --kernel or --hz, a machine file that names its own kernel and HZ "
            + "(\"defaults\", as both built-in machines do) runs on those; the defaults above apply to the others. "
            + "The first line of the output says which kernel and HZ ran.";

    @Spec
    CommandSpec spec;

    @Option(names = "--machine", defaultValue = "hp-nx6325", completionCandidates = Candidates.Machines.class,
            description = "Machine: a JSON file or a built-in name: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    String machine;

    @Option(names = "--strategy", split = ",", defaultValue = "sync,async-walk,async-upfront,async-6.16",
            description = "Ordering strategies side by side: sync, async-walk (async-2.6.33 is its old name), "
                    + "async-upfront, async-6.16 (default: ${DEFAULT-VALUE}).")
    List<String> strategies;

    @Option(names = "--cpus", description = "Simulated CPUs (default: the machine's, else 2).")
    Integer cpus;

    @Option(names = "--placement", defaultValue = "spread",
            description = "pack (energy-aware: few CPUs) or spread (all CPUs) (default: ${DEFAULT-VALUE}).")
    String placement;

    @Option(names = "--policy", completionCandidates = Candidates.AcpiOsSleepPolicies.class,
            description = "acpi_os_sleep policy for AML callbacks: ${COMPLETION-CANDIDATES} (default: the kernel era's).")
    String policy;

    @Option(names = "--acpidump", paramLabel = "FILE",
            description = "The machine's ACPI tables (`sudo acpidump` output) for callbacks that run AML.")
    Path acpidump;

    @Option(names = "--runs", defaultValue = "1",
            description = "Runs with seeds seed, seed+1, ...: the total's mean and spread (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--timeline", paramLabel = "FILE", description = "Also write a self-contained HTML timeline to FILE.")
    Path timeline;

    @Mixin
    KernelOptions kernelOptions;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    /** The most callback steps a command simulates, all strategies and runs together: about a minute. */
    static final long MAX_STEPS = 50_000_000;

    abstract boolean suspend();

    @Override
    public Integer call() {
        Flags.inRange("--runs", runs, Range.between(1, 1000), "");
        if (cpus != null) {
            Flags.inRange("--cpus", cpus, Range.between(1, PmMachine.MAX_CPUS), "");
        }
        OutputFiles.requireWritable("--timeline", timeline);
        List<PmStrategy> chosen = strategies.stream().map(t -> Flags.value("--strategy", t, PmStrategy::parse)).toList();
        Placement place = Flags.value("--placement", placement, Placement::parse);
        AcpiOsSleepPolicy givenPolicy = policy == null ? null : Flags.value("--policy", policy, AcpiOsSleepPolicy::parse);
        InterpreterMode mode = interpreter.mode();
        MachineFile mf = Flags.value("--machine", machine, MachineFile::load);
        if (acpidump != null) {
            InputFiles.require("--acpidump", acpidump);
            mf = mf.withAcpidump(acpidump.toString());
        }
        PmMachine m = mf.machine();
        long steps = m.stepRuns() * runs * chosen.size();
        if (steps > MAX_STEPS) {
            throw new BadInputException("--runs " + runs + ": " + chosen.size() + " strategies of " + runs + " runs of "
                    + m.name() + ", whose callbacks run up to " + m.stepRuns() + " steps, make " + steps
                    + " steps; at most " + MAX_STEPS);
        }
        boolean runsAml = m.firstAmlCallback() != null;
        String noAml = "applies only to a machine whose callbacks run AML; those of " + m.name() + " do not";
        for (String flag : List.of("--policy", "--interpreter", "--acpidump")) {
            Flags.refuseIgnored(spec, flag, runsAml, noAml);
        }
        int n = cpus != null ? cpus : m.defaults() != null ? m.defaults().cpus() : 2;
        KernelProfile profile = profile(m);
        mf.checkKernel(profile);
        PlatformProfile platform = kernelOptions.platformProfile();
        Supplier<AcpiMachine> tables = tables(mf, mode);
        AcpiOsSleepPolicy acpiPolicy = givenPolicy == null ? profile.acpiOsSleepDefault() : givenPolicy;
        PmSimulation sim = new PmSimulation(m, profile, platform, acpiPolicy, tables, n, place,
                kernelOptions.seed);
        List<PmResult.StrategyRun> results = new ArrayList<>();
        for (PmStrategy s : chosen) {
            results.add(sim.runs(suspend(), s, runs));
        }
        PmResult r = new PmResult(PmResult.SCHEMA, m.name(), suspend() ? "suspend" : "resume", kernelText(m), profile.hz().value(), kernelOptions.platform, "model", acpiPolicy.cliName(),
                mode.cliName(),
                n, place.cliName(), kernelOptions.seed, runs, results);
        if (timeline != null) {
            try {
                Files.writeString(timeline, PmTimeline.html(r));
            } catch (IOException e) {
                throw new RunFailedException("--timeline " + timeline + ": cannot write: " + e.getMessage(), e);
            }
        }
        output.print(spec, r, () -> PmReport.run(r));
        List<String> failed = results.stream().flatMap(s -> s.errors().stream().map(e -> s.strategy() + ": " + e)).toList();
        if (!failed.isEmpty()) {
            return ExitCodes.runFailed(spec, failed.size() + " callback" + (failed.size() == 1 ? "" : "s")
                    + " failed; first: " + failed.get(0));
        }
        return ExitCodes.OK;
    }

    /** The release as the user or the machine wrote it ("2.6.32"; the rules depend on major.minor only). */
    private String kernelText(PmMachine m) {
        boolean kernelGiven = spec.commandLine().getParseResult().hasMatchedOption("--kernel");
        return kernelGiven || m.defaults() == null ? kernelOptions.kernel : m.defaults().kernel();
    }

    /** --kernel and --hz as given, else the machine's defaults, else the options' defaults. */
    private KernelProfile profile(PmMachine m) {
        KernelProfile given = kernelOptions.profile();
        if (m.defaults() == null) {
            return given;
        }
        boolean kernelGiven = spec.commandLine().getParseResult().hasMatchedOption("--kernel");
        boolean hzGiven = spec.commandLine().getParseResult().hasMatchedOption("--hz");
        return new KernelProfile(kernelGiven ? given.version() : KernelVersion.parse(m.defaults().kernel()),
                hzGiven ? given.hz() : Hz.of(m.defaults().hz()), given.nohz());
    }

    /**
     * The ACPI tables a machine's AML callbacks need, loaded in MODE and checked against every
     * aml() step before the run.
     */
    private static Supplier<AcpiMachine> tables(MachineFile mf, InterpreterMode mode) {
        PmMachine m = mf.machine();
        PmMachine.Callback aml = m.firstAmlCallback();
        if (m.acpidump() == null) {
            if (aml != null) {
                throw new BadInputException(mf.where(aml) + " runs AML, so the machine needs its ACPI tables: pass "
                        + "--acpidump FILE (the output of `sudo acpidump`)");
            }
            return null;
        }
        Path dump = Path.of(m.acpidump());
        String problem = InputFiles.problem(dump);
        if (problem != null) {
            throw new BadInputException(mf.label() + ": acpidump " + dump + ": " + problem);
        }
        AcpiMachine first = AcpiMachine.load(dump, mode);
        mf.checkAml(first, dump.toString());
        AcpiMachine[] once = {first};
        return () -> {
            AcpiMachine t = once[0] != null ? once[0] : AcpiMachine.load(dump, mode);
            once[0] = null;
            return t;
        };
    }
}
