package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Runs a machine's suspend or resume, phase after phase, under one strategy. */
public final class PmSimulation {
    private final PmMachine machine;
    private final KernelProfile profile;
    private final PlatformProfile platform;
    private final AcpiOsSleepPolicy acpiPolicy;
    private final Supplier<AcpiMachine> tables;
    private final int cpus;
    private final Placement placement;
    private final long seed;

    public PmSimulation(PmMachine machine, KernelProfile profile, PlatformProfile platform, AcpiOsSleepPolicy acpiPolicy,
                        Supplier<AcpiMachine> tables, int cpus, Placement placement, long seed) {
        this.machine = machine;
        this.profile = profile;
        this.platform = platform;
        this.acpiPolicy = acpiPolicy;
        this.tables = tables;
        this.cpus = cpus;
        this.placement = placement;
        this.seed = seed;
    }

    /** The machine's ACPI tables for callbacks that run AML, loaded from its acpidump path. */
    public static Supplier<AcpiMachine> tablesOf(PmMachine machine) {
        return machine.acpidump() == null ? null : () -> AcpiMachine.load(Path.of(machine.acpidump()));
    }

    public PmResult.StrategyRun run(boolean suspend, PmStrategy strategy) {
        AcpiFirmware firmware = tables == null ? null
                : new AcpiFirmware(tables.get(), Kernel.seeded(profile, platform, new VirtualTimebase(0), seed), acpiPolicy,
                        machine.registers() == null ? null : RegisterScript.load(machine.registers()),
                        machine.registers());
        CallbackRunner runner = new CallbackRunner(profile, platform, seed, firmware);
        Map<String, Long> phases = new LinkedHashMap<>();
        List<String> critical = new ArrayList<>();
        List<DeviceRun> devices = new ArrayList<>();
        List<AmlSleep> sleeps = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        long t = 0;
        for (PmPhase phase : PmPhase.of(suspend)) {
            List<List<CallbackStep>> steps = new ArrayList<>();
            for (int i = 0; i < machine.devices().size(); i++) {
                String text = machine.devices().get(i).callbacks().get(phase.key());
                steps.add(text == null ? List.of() : CallbackStep.parse(text, machine.devices().get(i).name()));
            }
            long phaseStart = t;
            String platformSteps = machine.platform().get(phase.key());
            if (platformSteps != null) {
                CallbackRunner.Outcome o = runner.run("platform", -1, phase, CallbackStep.parse(platformSteps, "platform"), t);
                long pt = t + o.segments().stream().mapToLong(Segment::ns).sum();
                devices.add(new DeviceRun("platform", phase.key(), false, t, t, pt, 0, "runs before the phase's callbacks",
                        o.error()));
                sleeps.addAll(o.amlSleeps());
                if (o.error() != null) {
                    errors.add("platform " + phase.key() + ": " + o.error());
                }
                t = pt;
            }
            PhaseRun run = new PhaseRun(machine.devices(), phase, strategy, cpus, placement, runner, steps);
            long end = run.run(t);
            phases.put(phase.key(), end - phaseStart);
            run.criticalPath().forEach(d -> critical.add(phase.key() + ": " + d));
            devices.addAll(run.runs());
            sleeps.addAll(run.amlSleeps());
            errors.addAll(run.errors());
            t = end;
        }
        return new PmResult.StrategyRun(strategy.cliName(), phases, t, critical, devices, sleeps, errors);
    }
}
