package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.WhatIf;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.report.TpmReport;
import dev.oversleep.tpm.ChipFaults;
import dev.oversleep.tpm.ChipProfile;
import dev.oversleep.tpm.DriverEra;
import dev.oversleep.tpm.EmbeddedTpm;
import dev.oversleep.tpm.ExtendResult;
import dev.oversleep.tpm.ExtendWorkload;
import dev.oversleep.tpm.SwtpmBackend;
import dev.oversleep.tpm.TpmBackend;
import dev.oversleep.tpm.TpmFamily;
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

/** {@code oversleep tpm extend}: N PCR extends through the driver, per driver era and HZ. */
@Command(name = "extend", mixinStandardHelpOptions = true,
        description = "Extend a PCR N times through the tpm_i2c_nuvoton driver on a machine's CPUs: total and per-extend "
                + "time, status polls, sleeps and why they woke late, I2C traffic, and the final PCR.")
public final class TpmExtendCommand implements Callable<Integer> {
    /** The most extends --trace prints (each with up to MachineTrace.MAX_LINES steps). */
    static final int MAX_TRACED = 100;

    @Spec
    CommandSpec spec;

    @Option(names = "--count", defaultValue = "1000", description = "Extends (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--pcr", defaultValue = "16", description = "PCR index 0..23 (default: ${DEFAULT-VALUE}, the resettable debug PCR).")
    int pcr;

    @Option(names = "--driver", split = ",", defaultValue = "usleep-range",
            description = "Driver era(s): msleep, usleep-range; several run side by side (default: ${DEFAULT-VALUE}).")
    List<String> drivers;

    @Option(names = "--kernel", defaultValue = "4.14",
            description = "Kernel release: its timer wheel, base forwarding and wake-up rules (4.7 = cascading wheel) "
                    + "(default: ${DEFAULT-VALUE}).")
    String kernel;

    @Option(names = "--hz", split = ",", defaultValue = "1000", description = "CONFIG_HZ value(s), side by side (default: ${DEFAULT-VALUE}).")
    List<Integer> hzs;

    @Option(names = "--tpm", defaultValue = "auto",
            description = "Command set: 1.2, 2.0, or auto = what the kernel's stock driver speaks (1.2 before 4.8) "
                    + "(default: ${DEFAULT-VALUE}).")
    String family;

    @Option(names = "--backend", defaultValue = "embedded",
            description = "embedded (in-process TPM subset) or swtpm (a real TPM 2.0; started and stopped here) "
                    + "(default: ${DEFAULT-VALUE}).")
    String backend;

    @Option(names = "--chip", defaultValue = "nuvoton-npct650", description = "Chip profile: file or built-in (default: ${DEFAULT-VALUE}).")
    String chip;

    @Option(names = "--platform", defaultValue = "openpower-p8-tpm",
            description = "Platform profile: file or built-in (default: ${DEFAULT-VALUE}, the machine of the published figures).")
    String platform;

    @Option(names = "--cpus", description = "Override the platform's hardware threads (cores and cache domains kept where they divide it).")
    Integer cpus;

    @Option(names = "--irq-cpu", description = "The CPU that takes the OPAL/I2C completion interrupts, or "
            + "'distributed' (each to a thread drawn from the seed: a what-if; default: the platform's irq_cpu).")
    String irqCpu;

    @Option(names = "--gap-ms", defaultValue = "0",
            description = "Mean idle time between extends in ms (exponential), ended by the next request's I/O interrupt "
                    + "(default: ${DEFAULT-VALUE}).")
    double gapMs;

    @Option(names = "--trace", defaultValue = "0", paramLabel = "N",
            description = "Print the N slowest extends with every step in them: the driver's sleeps and waits, and "
                    + "on a platform simulated CPU by CPU what the timer code did on the task's CPU "
                    + "(default: ${DEFAULT-VALUE}, none).")
    int trace;

    @Option(names = "--what-if", defaultValue = "none", paramLabel = "RULE",
            description = "Run a kernel rule changed as a published experiment changed it: next-event-plus-1ns "
                    + "(get_next_timer_interrupt() returns its expiry + 1 ns; needs a platform simulated CPU by CPU) "
                    + "(default: ${DEFAULT-VALUE}).")
    String whatIf;

    @Mixin
    RunOptions run;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        if (count < 1 || count > 1_000_000) {
            throw new BadInputException("--count " + count + ": must be 1..1000000");
        }
        if (pcr < 0 || pcr > 23) {
            throw new BadInputException("--pcr " + pcr + ": a PC client TPM has PCRs 0..23");
        }
        if (gapMs < 0 || Double.isNaN(gapMs) || gapMs > 3_600_000) {
            throw new BadInputException("--gap-ms " + gapMs + ": must be 0..3600000");
        }
        if (cpus != null) {
            Flags.inRange("--cpus", cpus, Range.between(1, PlatformProfile.MAX_CPUS), "");
        }
        if (trace < 0 || trace > MAX_TRACED) {
            throw new BadInputException("--trace " + trace + ": must be 0.." + MAX_TRACED);
        }
        WhatIf rule = Flags.value("--what-if", whatIf, WhatIf::parse);
        List<DriverEra> eras = drivers.stream().map(d -> Flags.value("--driver", d, DriverEra::parse)).toList();
        KernelVersion version = Flags.value("--kernel", kernel, KernelVersion::parse);
        List<Hz> hzList = hzs.stream().map(KernelOptions::hz).toList();
        TpmFamily tpm = family.equals("auto") ? TpmFamily.forKernel(version)
                : Flags.value("--tpm", family, TpmFamily::parse);
        ChipProfile chipProfile = Flags.value("--chip", chip, ChipProfile::load);
        PlatformProfile loaded = Flags.value("--platform", platform, PlatformProfile::load);
        PlatformProfile pp = cpus == null ? loaded : loaded.withCpus(cpus);
        IrqRouting routing = Flags.value("--irq-cpu", irqCpu, s -> IrqRouting.parse(s, (int) pp.cpus().value()));
        Supplier<TpmBackend> backends = switch (backend) {
            case "embedded" -> () -> new EmbeddedTpm(run.seed);
            case "swtpm" -> {
                if (tpm != TpmFamily.TPM_2_0 && !family.equals("auto")) {
                    throw new BadInputException("--backend swtpm: the swtpm backend speaks TPM 2.0, and --tpm "
                            + family + " asks for TPM " + tpm.label() + " (use --tpm 2.0 or auto, or --backend embedded)");
                }
                if (tpm != TpmFamily.TPM_2_0) {
                    throw new BadInputException("--backend swtpm: the swtpm backend speaks TPM 2.0; kernel " + version
                            + " talks TPM " + tpm.label() + " (use --tpm 2.0 for a 4.7 with the 4.8 TPM 2.0 driver, or --backend embedded)");
                }
                yield () -> SwtpmBackend.start(true);
            }
            default -> throw new BadInputException("--backend '" + backend + "': expected embedded or swtpm");
        };
        Supplier<Timebase> timebases = run.timebases();
        long gapNs = Math.round(gapMs * 1e6);
        List<ExtendResult.Run> runs = new ArrayList<>();
        for (DriverEra era : eras) {
            for (Hz hz : hzList) {
                ExtendWorkload.Request q = new ExtendWorkload.Request(count, pcr, era, KernelProfile.nohzIdle(version, hz),
                        pp, chipProfile, tpm, gapNs, ChipFaults.NONE, routing, rule, trace);
                runs.add(ExtendWorkload.run(q, backends, timebases.get(), run.seed));
            }
        }
        ExtendResult result = new ExtendResult(ExtendResult.SCHEMA, count, pcr, version.toString(),
                hzList.stream().map(Hz::value).toList(), tpm.label(), backend, chipProfile.name(), pp.name(),
                (int) pp.cpus().value(), routing.label(), routing.cpu((int) pp.irqCpu().value()),
                run.seed, run.timebase, gapNs, rule.cliName(), runs);
        output.print(spec, result, () -> TpmReport.extend(result));
        return runs.stream().filter(x -> !x.pcrChainOk()).findFirst()
                .map(x -> ExitCodes.runFailed(spec, "the final PCR " + pcr + " differs from the hash chain of the extends ("
                        + x.driver() + ", HZ=" + x.hz() + ")"))
                .orElse(ExitCodes.OK);
    }
}
