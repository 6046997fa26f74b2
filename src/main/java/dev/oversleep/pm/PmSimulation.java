package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.DurationStats;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Runs a machine's suspend or resume, phase after phase, under one strategy. One run is one
 * seed: the seed places the machine's periodic tick relative to the start of the transition and
 * drives the platform's wake-up latencies; nothing else varies between runs.
 */
public final class PmSimulation {
    /** The name results give the platform's steps before a phase (acpi_pm_finish's _WAK); no device may take it. */
    public static final String PLATFORM = "[platform]";
    private final PmMachine machine;
    private final KernelProfile profile;
    private final PlatformProfile platform;
    private final AcpiOsSleepPolicy acpiPolicy;
    private final Supplier<AcpiMachine> tables;
    private final int cpus;
    private final Placement placement;
    private final long seed;
    private final List<List<List<CallbackStep>>> stepsByPhase = new ArrayList<>();
    private final List<List<CallbackStep>> platformSteps = new ArrayList<>();

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
        for (PmPhase p : PmPhase.values()) {
            List<List<CallbackStep>> perDevice = new ArrayList<>();
            machine.devices().forEach(d -> perDevice.add(List.of()));
            stepsByPhase.add(perDevice);
            platformSteps.add(null);
        }
        for (PmMachine.Callback c : machine.callbacks()) {
            PmPhase p = PmPhase.byKey(c.phase());
            if (c.device() < 0) {
                platformSteps.set(p.ordinal(), c.steps());
            } else {
                stepsByPhase.get(p.ordinal()).set(c.device(), c.steps());
            }
        }
    }

    /** The machine's ACPI tables for callbacks that run AML, loaded from its acpidump path. */
    public static Supplier<AcpiMachine> tablesOf(PmMachine machine) {
        return machine.acpidump() == null ? null : () -> AcpiMachine.load(java.nio.file.Path.of(machine.acpidump()));
    }

    /** One run with this simulation's seed. */
    public PmResult.StrategyRun run(boolean suspend, PmStrategy strategy) {
        return runs(suspend, strategy, 1);
    }

    /**
     * RUNS runs with seeds seed, seed+1, ...: the first run's phases, callbacks and critical
     * path, and the distribution of the total over all runs.
     */
    public PmResult.StrategyRun runs(boolean suspend, PmStrategy strategy, int runs) {
        PmResult.StrategyRun first = null;
        long[] totals = new long[runs];
        for (int k = 0; k < runs; k++) {
            PmResult.StrategyRun r = once(suspend, strategy, seed + k);
            totals[k] = r.totalNs();
            if (first == null) {
                first = r;
            }
        }
        return new PmResult.StrategyRun(first.strategy(), first.phases(), first.totalNs(), DurationStats.of(totals),
                first.criticalPath(), first.devices(), first.amlSleeps(), first.errors());
    }

    private PmResult.StrategyRun once(boolean suspend, PmStrategy strategy, long runSeed) {
        SimRandom rnd = new SimRandom(runSeed);
        long tickPhase = rnd.nextLong(profile.hz().tickNs());
        AcpiFirmware firmware = null;
        Kernel firmwareKernel = null;
        if (tables != null) {
            firmwareKernel = new Kernel(profile, platform, new VirtualTimebase(0), rnd.split(), tickPhase, RunQueue.IDLE);
            firmware = new AcpiFirmware(tables.get(), firmwareKernel, acpiPolicy,
                    machine.registers() == null ? null : RegisterScript.load(machine.registers()), machine.registers());
        }
        CallbackRunner runner = new CallbackRunner(profile, platform, runSeed, tickPhase, firmware, firmwareKernel);
        List<PmResult.PhaseTime> phases = new ArrayList<>();
        List<PmResult.PathLink> critical = new ArrayList<>();
        List<DeviceRun> devices = new ArrayList<>();
        List<AmlSleep> sleeps = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        long t = 0;
        for (PmPhase phase : PmPhase.of(suspend)) {
            long phaseStart = t;
            List<CallbackStep> before = platformSteps.get(phase.ordinal());
            if (before != null) {
                CallbackRunner.Outcome o = runner.run(PLATFORM, -1, phase, before, t, 0);
                long pt = t + o.segments().stream().mapToLong(Segment::ns).sum();
                devices.add(new DeviceRun(PLATFORM, phase.key(), false, t, t, pt, 0, "runs before the phase's callbacks",
                        false, o.error()));
                sleeps.addAll(o.amlSleeps());
                if (o.error() != null) {
                    errors.add(PLATFORM + " " + phase.key() + ": " + o.error());
                }
                t = pt;
            }
            PhaseRun run = new PhaseRun(machine.devices(), phase, strategy, cpus, placement, runner,
                    stepsByPhase.get(phase.ordinal()));
            long end = run.run(t);
            phases.add(new PmResult.PhaseTime(phase.key(), phaseStart, end - phaseStart));
            run.criticalPath().forEach(d -> critical.add(new PmResult.PathLink(phase.key(), d)));
            devices.addAll(run.runs());
            sleeps.addAll(run.amlSleeps());
            errors.addAll(run.errors());
            t = end;
        }
        return new PmResult.StrategyRun(strategy.cliName(), phases, t, null, critical, devices, sleeps, errors);
    }
}
