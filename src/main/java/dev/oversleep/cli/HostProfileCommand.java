package dev.oversleep.cli;

import dev.oversleep.host.HostFacts;
import dev.oversleep.host.HostFactsReader;
import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.HostTimers;
import dev.oversleep.host.MeasurementCampaign;
import dev.oversleep.host.OversleepRow;
import dev.oversleep.host.SleepMethod;
import dev.oversleep.host.ThreadSetup;
import dev.oversleep.input.RunFailedException;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.input.Param;
import dev.oversleep.report.Json;
import dev.oversleep.sim.DurationStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep host profile}: writes a platform profile measured on this host. The wake-up
 * latency is the oversleep of absolute timerfd sleeps, which pay no timer slack: from the
 * hrtimer's expiry to the thread running, the same path a woken kernel task takes.
 */
@Command(name = "profile", mixinStandardHelpOptions = true,
        description = "Measure this host's wake-up latency and write a platform profile usable with --platform.")
public final class HostProfileCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    static final Range<Integer> COUNT = Range.of(10, 1_000_000);

    @Option(names = "--out", required = true, description = "Where to write the profile (JSON).")
    Path out;

    @Option(names = "--count", defaultValue = "2000", description = "Samples of 1 ms timerfd sleeps (default: ${DEFAULT-VALUE}).")
    int count;

    @Override
    public Integer call() throws InterruptedException {
        Flags.inRange("--count", count, COUNT, "");
        OutputFiles.requireWritable("--out", out);
        HostTimers timers = HostTimers.load();
        HostFacts facts = new HostFactsReader(Path.of("/"), timers).read();
        MeasurementCampaign campaign = new MeasurementCampaign(timers, facts, Path.of("/proc/stat"));
        HostMeasurement m;
        try {
            m = campaign.start(MeasurementCampaign.Plan.sleeps(List.of(SleepMethod.TIMERFD_ABS), List.of(1_000_000L),
                    count, ThreadSetup.NONE)).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        }
        OversleepRow row = m.rows().get(0);
        String how = "measured on this host (kernel " + facts.kernelRelease() + ", clocksource " + facts.clocksource()
                + ", idle driver " + facts.idleDriver() + ") by 'oversleep host profile' on "
                + LocalDate.now(ZoneOffset.UTC) + ": " + row.count() + " absolute timerfd sleeps of 1 ms";
        DurationStats over = row.oversleep();
        int cpus = facts.cpus();
        PlatformProfile p = new PlatformProfile(PlatformProfile.SCHEMA, "host-" + facts.kernelRelease(),
                "Profile measured on a host running " + facts.kernelRelease() + " (" + facts.cpuModel() + ")",
                new Param(cpus, "CPUs listed in /proc/cpuinfo"),
                new Param(over.minNs(), "minimum oversleep, " + how),
                new Param(Math.max(over.minNs(), over.meanNs()), "mean oversleep, " + how),
                new Param(0, "not measured: another hrtimer landing in a usleep_range window is not observable from "
                        + "user space; 0 as in the reference assumption"),
                new Param(0, "not measured; 0 keeps interruptible sleeps full-length"));
        p.validate();
        try {
            Files.writeString(out, Json.writeModelFile(p));
        } catch (IOException e) {
            throw new RunFailedException(out + ": cannot write: " + e.getMessage());
        }
        spec.commandLine().getOut().printf("wrote %s: wake-up latency min %d ns, mean %d ns, %d CPUs%n",
                out, (long) p.wakeupLatencyMinNs().value(), (long) p.wakeupLatencyMeanNs().value(), cpus);
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
