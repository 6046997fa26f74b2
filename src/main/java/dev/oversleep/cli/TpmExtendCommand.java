package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code oversleep tpm extend}: N PCR extends through the driver, per driver era and HZ. */
@Command(name = "extend", mixinStandardHelpOptions = true,
        description = "Extend a PCR N times through the tpm_i2c_nuvoton driver: total and per-extend time, "
                + "status polls, sleeps, I2C bytes and the final PCR.")
public final class TpmExtendCommand implements Callable<Integer> {
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
            description = "Kernel release (wheel era; 4.7 = cascading wheel) (default: ${DEFAULT-VALUE}).")
    String kernel;

    @Option(names = "--hz", split = ",", defaultValue = "1000", description = "CONFIG_HZ value(s), side by side (default: ${DEFAULT-VALUE}).")
    List<Integer> hzs;

    @Option(names = "--backend", defaultValue = "embedded",
            description = "embedded (in-process TPM 2.0 subset) or swtpm (a real TPM; started and stopped here) "
                    + "(default: ${DEFAULT-VALUE}).")
    String backend;

    @Option(names = "--chip", defaultValue = "nuvoton-npct650", description = "Chip profile: file or built-in (default: ${DEFAULT-VALUE}).")
    String chip;

    @Option(names = "--platform", defaultValue = PlatformProfile.DEFAULT, description = "Platform profile (default: ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--gap-ms", defaultValue = "0",
            description = "Mean idle time between extends in ms (exponential), as between measured files (default: 0).")
    double gapMs;

    @Option(names = "--nohz-stale-clock",
            description = "Model the 4.8-4.12 NOHZ pathology: timers armed after idle see a stale wheel base.")
    boolean nohzStaleClock;

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
        if (gapMs < 0 || Double.isNaN(gapMs)) {
            throw new BadInputException("--gap-ms " + gapMs + ": must be >= 0");
        }
        List<DriverEra> eras = drivers.stream().map(DriverEra::parse).toList();
        KernelVersion version = KernelVersion.parse(kernel);
        List<Hz> hzList = hzs.stream().map(Hz::of).toList();
        ChipProfile chipProfile = ChipProfile.load(chip);
        PlatformProfile pp = PlatformProfile.load(platform);
        Supplier<TpmBackend> backends = switch (backend) {
            case "embedded" -> () -> new EmbeddedTpm(run.seed);
            case "swtpm" -> () -> SwtpmBackend.start(true);
            default -> throw new BadInputException("--backend '" + backend + "': expected embedded or swtpm");
        };
        Supplier<Timebase> timebases = run.timebases();
        List<ExtendResult.Run> runs = new ArrayList<>();
        for (DriverEra era : eras) {
            for (Hz hz : hzList) {
                KernelProfile kp = new KernelProfile(version, hz, true, nohzStaleClock);
                runs.add(ExtendWorkload.run(count, pcr, era, kp, pp, chipProfile, backends, timebases.get(), run.seed,
                        gapMs, ChipFaults.NONE));
            }
        }
        ExtendResult result = new ExtendResult(ExtendResult.SCHEMA, count, pcr, version.toString(), backend,
                chipProfile.name(), run.seed, run.timebase, gapMs, nohzStaleClock, runs);
        output.print(spec, result, () -> TpmReport.extend(result));
        return runs.stream().allMatch(ExtendResult.Run::pcrChainOk) ? ExitCodes.OK : ExitCodes.RUN_FAILED;
    }
}
