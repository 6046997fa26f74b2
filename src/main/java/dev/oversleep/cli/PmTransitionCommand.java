package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelProfile;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** What {@code pm resume} and {@code pm suspend} share: the machine, strategies, CPUs, output. */
abstract class PmTransitionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--machine", defaultValue = "hp-nx6325",
            description = "Machine: a JSON file or a built-in name (hp-nx6325, dell-xps-13-7390) (default: ${DEFAULT-VALUE}).")
    String machine;

    @Option(names = "--strategy", split = ",", defaultValue = "sync,async-2.6.33,async-upfront,async-6.16",
            description = "Ordering strategies side by side (default: ${DEFAULT-VALUE}).")
    List<String> strategies;

    @Option(names = "--cpus", defaultValue = "2", description = "Simulated CPUs (default: ${DEFAULT-VALUE}).")
    int cpus;

    @Option(names = "--placement", defaultValue = "spread",
            description = "pack (energy-aware: few CPUs) or spread (all CPUs) (default: ${DEFAULT-VALUE}).")
    String placement;

    @Option(names = "--policy", completionCandidates = Candidates.AcpiOsSleepPolicies.class,
            description = "acpi_os_sleep policy for AML callbacks: ${COMPLETION-CANDIDATES} (default: the kernel era's).")
    String policy;

    @Option(names = "--acpidump", description = "ACPI tables for AML callbacks (default: the machine file's acpidump).")
    String acpidump;

    @Option(names = "--timeline", paramLabel = "FILE", description = "Also write a self-contained HTML timeline to FILE.")
    Path timeline;

    @Mixin
    KernelOptions kernelOptions;

    @Mixin
    JsonOption output;

    abstract boolean suspend();

    @Override
    public Integer call() {
        if (cpus < 1 || cpus > 256) {
            throw new BadInputException("--cpus " + cpus + ": must be 1..256");
        }
        PmMachine m = PmMachine.load(machine);
        if (acpidump != null) {
            m = new PmMachine(m.schema(), m.name(), m.description(), acpidump, m.registers(), m.platform(),
                    m.source(), m.devices());
        }
        if (m.acpidump() != null && !Files.isRegularFile(Path.of(m.acpidump()))) {
            throw new BadInputException("machine " + m.name() + ": acpidump " + m.acpidump()
                    + " not found (run from the repository root, or pass --acpidump FILE)");
        }
        KernelProfile profile = kernelOptions.profile();
        AcpiOsSleepPolicy acpiPolicy = policy == null ? profile.acpiOsSleepDefault() : AcpiOsSleepPolicy.parse(policy);
        Placement place = Placement.parse(placement);
        PmSimulation sim = new PmSimulation(m, profile, kernelOptions.platformProfile(), acpiPolicy,
                PmSimulation.tablesOf(m), cpus, place, kernelOptions.seed);
        List<PmResult.StrategyRun> runs = new ArrayList<>();
        for (String s : strategies) {
            runs.add(sim.run(suspend(), PmStrategy.parse(s)));
        }
        PmResult r = new PmResult(PmResult.SCHEMA, m.name(), suspend() ? "suspend" : "resume",
                profile.version().toString(), profile.hz().value(), acpiPolicy.cliName(), cpus, place.cliName(),
                kernelOptions.seed, runs);
        if (timeline != null) {
            try {
                Files.writeString(timeline, PmTimeline.html(r));
            } catch (IOException e) {
                throw new BadInputException("--timeline " + timeline + ": cannot write: " + e.getMessage());
            }
        }
        output.print(spec, r, () -> PmReport.run(r));
        return ExitCodes.OK;
    }
}
