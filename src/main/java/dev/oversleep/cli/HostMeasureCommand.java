package dev.oversleep.cli;

import dev.oversleep.host.BaselineGate;
import dev.oversleep.host.HostFacts;
import dev.oversleep.host.HostFactsReader;
import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.HostTimers;
import dev.oversleep.host.MeasurementCampaign;
import dev.oversleep.host.MeasurementCampaign.Plan;
import dev.oversleep.host.SleepMethod;
import dev.oversleep.host.ThreadSetup;
import dev.oversleep.input.BadInputException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.report.HlogWriter;
import dev.oversleep.report.HostReport;
import java.io.FileNotFoundException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code oversleep host measure}: the host's oversleep per method and length, or cyclictest's loop. */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Measure how long this host's sleeps really last (the loops run in C).",
            "Methods: nanosleep, nanosleep-abs, timerfd, timerfd-abs, all; or cyclic for the "
                + "cyclictest-style periodic loop (absolute clock_nanosleep)."})
public final class HostMeasureCommand implements Callable<Integer> {
    static final long MAX_REQUEST_US = 10_000_000L;
    static final int MAX_COUNT = 10_000_000;

    @Spec
    CommandSpec spec;

    @Option(names = "--method", split = ",", defaultValue = "all",
            description = "Methods, comma-separated, 'all' or 'cyclic' (default: ${DEFAULT-VALUE}).")
    List<String> methods;

    @Option(names = "--us", split = ",", defaultValue = "50,100,1000,10000",
            description = "Requested lengths in µs (default: ${DEFAULT-VALUE}).")
    List<Long> requestsUs;

    @Option(names = "--interval-us", defaultValue = "1000",
            description = "Period of the cyclic loop in µs (default: ${DEFAULT-VALUE}).")
    long intervalUs;

    @Option(names = "--count", defaultValue = "1000", description = "Samples per series (default: ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--slack-ns", description = "Set the thread's timer slack (prctl) to N ns, N >= 1.")
    Long slackNs;

    @Option(names = "--cpu", description = "Pin the measuring thread to CPU K.")
    Integer cpu;

    @Option(names = "--fifo", description = "Run the measuring thread SCHED_FIFO at PRIO (1-99); EPERM is reported, not fatal.")
    Integer fifo;

    @Option(names = "--dma-latency", description = "Hold /dev/cpu_dma_latency at N µs during the run "
            + "(cyclictest holds 0 by default; pass 0 to match it).")
    Integer dmaLatencyUs;

    @Mixin
    JsonOption output;

    @Option(names = "--hlog", description = "Also write an HdrHistogram interval log to FILE.")
    Path hlog;

    @Option(names = "--baseline", description = "An earlier --json result to gate against.")
    Path baseline;

    @Option(names = "--fail-above", split = ",",
            description = "Gate rule(s): METRIC=FACTORx against --baseline, or METRIC=VALUE(ns|us|ms) absolute; "
                    + "METRIC is p50, p90, p99, p99.9, max or mean. Exit 1 when a row is above.")
    List<String> failAbove = new ArrayList<>();

    @Override
    public Integer call() throws InterruptedException, FileNotFoundException {
        List<BaselineGate.Threshold> rules = failAbove.stream().map(BaselineGate.Threshold::parse).toList();
        HostMeasurement base = baseline == null ? null
                : ModelFiles.readResult(baseline, HostMeasurement.SCHEMA, HostMeasurement.class);
        HostTimers timers = HostTimers.load();
        HostFacts facts = new HostFactsReader(Path.of("/"), timers).read();
        Plan plan = plan(facts.cpus());

        MeasurementCampaign campaign = new MeasurementCampaign(timers, facts, Path.of("/proc/stat"));
        CompletableFuture<HostMeasurement> work = campaign.start(plan);
        PrintWriter err = spec.commandLine().getErr();
        if (timers.isTerminal(1) && timers.isTerminal(2)) {
            ProgressBar.follow(work, campaign::samplesDone, campaign.totalSamples(), "samples", err);
        }
        HostMeasurement result = await(work);

        output.print(spec, result, () -> HostReport.measurement(result));
        if (hlog != null) {
            HlogWriter.write(result, hlog);
        }
        if (rules.isEmpty()) {
            return ExitCodes.OK;
        }
        BaselineGate.Verdict verdict = BaselineGate.check(result, base, rules);
        // with --json, stdout stays one JSON document: the verdict goes to stderr
        PrintWriter verdictOut = output.json ? err : spec.commandLine().getOut();
        verdictOut.print(HostReport.verdict(verdict));
        verdictOut.flush();
        return verdict.passed() ? ExitCodes.OK : ExitCodes.RUN_FAILED;
    }

    Plan plan(int cpus) {
        if (count < 1 || count > MAX_COUNT) {
            throw new BadInputException("--count " + count + ": must be 1.." + MAX_COUNT);
        }
        if (slackNs != null && (slackNs < 1 || slackNs > 1_000_000_000L)) {
            throw new BadInputException("--slack-ns " + slackNs + ": must be 1..1000000000"
                    + (slackNs == 0 ? " (the kernel takes 0 as 'reset to the default slack'; 1 is the least)" : ""));
        }
        if (cpu != null && (cpu < 0 || cpu >= cpus)) {
            throw new BadInputException("--cpu " + cpu + ": this host has CPUs 0.." + (cpus - 1));
        }
        if (fifo != null && (fifo < 1 || fifo > 99)) {
            throw new BadInputException("--fifo " + fifo + ": SCHED_FIFO priorities are 1..99");
        }
        if (dmaLatencyUs != null && (dmaLatencyUs < 0 || dmaLatencyUs > 2_000_000_000)) {
            throw new BadInputException("--dma-latency " + dmaLatencyUs + ": must be >= 0 µs");
        }
        ThreadSetup setup = new ThreadSetup(slackNs, cpu, fifo, dmaLatencyUs);
        if (methods.size() == 1 && methods.get(0).equals("cyclic")) {
            checkUs("--interval-us", intervalUs);
            return Plan.cyclic(intervalUs * 1000, count, setup);
        }
        List<SleepMethod> chosen = new ArrayList<>();
        for (String m : methods) {
            if (m.equals("all")) {
                chosen.addAll(List.of(SleepMethod.values()));
            } else if (m.equals("cyclic")) {
                throw new BadInputException("--method cyclic runs alone: it is a periodic loop, not a sleep series");
            } else {
                try {
                    chosen.add(SleepMethod.parse(m));
                } catch (IllegalArgumentException e) {
                    throw new BadInputException("--method: " + e.getMessage() + ", all, cyclic)".replace("), all", ", all"));
                }
            }
        }
        if (requestsUs.isEmpty()) {
            throw new BadInputException("--us: give at least one length");
        }
        for (long us : requestsUs) {
            checkUs("--us", us);
        }
        return Plan.sleeps(chosen.stream().distinct().toList(),
                requestsUs.stream().map(us -> us * 1000).toList(), count, setup);
    }

    private static void checkUs(String option, long us) {
        if (us < 1 || us > MAX_REQUEST_US) {
            throw new BadInputException(option + " " + us + ": a length must be 1.." + MAX_REQUEST_US + " µs");
        }
    }

    private static HostMeasurement await(CompletableFuture<HostMeasurement> work) throws InterruptedException {
        try {
            return work.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
