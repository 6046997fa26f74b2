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
import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.report.HlogWriter;
import dev.oversleep.report.HostReport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep host measure}: the host's oversleep per method and length, or cyclictest's
 * loop. Everything the user gave is checked before the first sample: the options, the
 * baseline and whether it has every row the gate will compare, the --hlog path.
 */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Measure how long this host's sleeps really last (the loops run in C).",
            "Methods: nanosleep, nanosleep-abs, timerfd, timerfd-abs, all; or cyclic for the "
                + "cyclictest-style periodic loop (absolute clock_nanosleep).",
            "Exit 1 when a gate rule fails or a --fifo/--dma-latency request was refused (the result is still printed)."})
public final class HostMeasureCommand implements Callable<Integer> {
    static final Range<Long> REQUEST_US = Range.of(1L, 10_000_000L);
    static final Range<Integer> COUNT = Range.of(1, 10_000_000);
    /** prctl(PR_SET_TIMERSLACK, 0) resets the slack to the default: 1 ns is the least. */
    static final Range<Long> SLACK_NS = Range.of(1L, 1_000_000_000L);
    /** sched_priority of SCHED_FIFO (sched_get_priority_min/max). */
    static final Range<Integer> FIFO_PRIORITY = Range.of(1, 99);
    static final Range<Integer> DMA_LATENCY_US = Range.of(0, 2_000_000_000);

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

    @Option(names = "--slack-ns", description = "Set the thread's timer slack (prctl) to N ns, N >= 1 "
            + "(default: the thread's own, usually 50000).")
    Long slackNs;

    @Option(names = "--cpu", description = "Pin the measuring thread to CPU K (default: not pinned).")
    Integer cpu;

    @Option(names = "--fifo", description = "Run the measuring thread SCHED_FIFO at PRIO (1-99) "
            + "(default: SCHED_OTHER); refused (EPERM) means exit 1 after the result.")
    Integer fifo;

    @Option(names = "--dma-latency", description = "Hold /dev/cpu_dma_latency at N µs during the run "
            + "(cyclictest holds 0 by default; pass 0 to match it) (default: not held).")
    Integer dmaLatencyUs;

    @Mixin
    JsonOption output;

    @Option(names = "--hlog", description = "Also write an HdrHistogram interval log to FILE.")
    Path hlog;

    @Option(names = "--baseline", description = "An earlier --json result to gate against (with --fail-above).")
    Path baseline;

    @Option(names = "--fail-above", split = ",",
            description = "Gate rule(s): METRIC=FACTORx against --baseline, or METRIC=VALUE(ns|us|ms) absolute; "
                    + "METRIC is p50, p90, p99, p99.9, max or mean. Exit 1 when a row is above, or when nothing "
                    + "was compared.")
    List<String> failAbove = new ArrayList<>();

    @Option(names = "--allow-missing",
            description = "Rows the --baseline lacks are reported and not compared, instead of refusing the run.")
    boolean allowMissing;

    @Override
    public Integer call() throws InterruptedException {
        BaselineGate gate = gate();
        OutputFiles.requireWritable("--hlog", hlog);
        HostTimers timers = HostTimers.load();
        HostFacts facts = new HostFactsReader(Path.of("/"), timers).read();
        Plan plan = plan(facts.cpus());
        if (gate != null) {
            checkBaselineCovers(gate, plan);
        }

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
        int code = ExitCodes.OK;
        if (gate != null) {
            BaselineGate.Verdict verdict = gate.check(result);
            // with --json, stdout stays one JSON document: the verdict goes to stderr
            PrintWriter verdictOut = output.json ? err : spec.commandLine().getOut();
            verdictOut.print(HostReport.verdict(verdict));
            verdictOut.flush();
            code = verdict.passed() ? ExitCodes.OK : ExitCodes.runFailed(spec, HostReport.verdictLine(verdict));
        }
        List<String> unmet = result.conditions().unmet(plan.setup());
        if (!unmet.isEmpty()) {
            err.println("oversleep: asked for and not in effect: " + String.join(", ", unmet)
                    + "; the result above ran without it");
            err.flush();
            code = ExitCodes.RUN_FAILED;
        }
        return code;
    }

    /** The gate, or null without rules; its baseline read and its rules checked now. */
    private BaselineGate gate() {
        List<BaselineGate.Threshold> rules = failAbove.stream()
                .map(r -> Flags.value("--fail-above", r, BaselineGate.Threshold::parse)).toList();
        if (rules.isEmpty()) {
            if (baseline != null) {
                throw new BadInputException("--baseline needs --fail-above RULE: without a rule nothing is gated");
            }
            if (allowMissing) {
                throw new BadInputException("--allow-missing applies to --baseline, which was not given");
            }
            return null;
        }
        HostMeasurement base = baseline == null ? null
                : ModelFiles.readResult(baseline, HostMeasurement.SCHEMA, HostMeasurement.class);
        try {
            return new BaselineGate(rules, base, allowMissing);
        } catch (BadValueException e) {
            throw new BadInputException("--fail-above '" + e.value() + "': a factor compares with a baseline: "
                    + "give --baseline FILE", e);
        }
    }

    private void checkBaselineCovers(BaselineGate gate, Plan plan) {
        if (!gate.sameKind(plan.kind())) {
            throw new BadInputException("--baseline " + baseline + ": it is a '" + gate.baseline().kind()
                    + "' measurement and this run is '" + plan.kind() + "'");
        }
        List<String> missing = gate.missingRows(plan.kind(), plan.series());
        if (!missing.isEmpty()) {
            throw new BadInputException("--baseline " + baseline + ": no row for " + String.join(", ", missing)
                    + " (it has " + String.join(", ", gate.baselineRows())
                    + "); --allow-missing gates only the rows it has");
        }
    }

    Plan plan(int cpus) {
        Flags.inRange("--count", count, COUNT, "");
        if (slackNs != null) {
            Flags.inRange("--slack-ns", slackNs, SLACK_NS, "ns (0 would reset the slack to the default)");
        }
        if (cpu != null) {
            Flags.inRange("--cpu", cpu, Range.of(0, cpus - 1), "(this host's CPUs)");
        }
        if (fifo != null) {
            Flags.inRange("--fifo", fifo, FIFO_PRIORITY, "(SCHED_FIFO priorities)");
        }
        if (dmaLatencyUs != null) {
            Flags.inRange("--dma-latency", dmaLatencyUs, DMA_LATENCY_US, "µs");
        }
        ThreadSetup setup = new ThreadSetup(slackNs, cpu, fifo, dmaLatencyUs == null ? null : dmaLatencyUs * 1000L);
        boolean cyclic = methods.size() == 1 && methods.get(0).equals("cyclic");
        Flags.refuseIgnored(spec, "--us", !cyclic, "the cyclic loop has no request lengths: give --interval-us");
        Flags.refuseIgnored(spec, "--interval-us", cyclic, "applies only to --method cyclic");
        if (cyclic) {
            Flags.inRange("--interval-us", intervalUs, REQUEST_US, "µs");
            return Plan.cyclic(intervalUs * 1000, count, setup);
        }
        List<SleepMethod> chosen = new ArrayList<>();
        for (String m : methods) {
            if (m.equals("all")) {
                chosen.addAll(List.of(SleepMethod.values()));
            } else if (m.equals("cyclic")) {
                throw new BadInputException("--method cyclic runs alone: it is a periodic loop, not a sleep series");
            } else {
                chosen.add(method(m));
            }
        }
        if (requestsUs.isEmpty()) {
            throw new BadInputException("--us: give at least one length");
        }
        for (long us : requestsUs) {
            Flags.inRange("--us", us, REQUEST_US, "µs");
        }
        return Plan.sleeps(chosen.stream().distinct().toList(),
                requestsUs.stream().map(us -> us * 1000).toList(), count, setup);
    }

    private static SleepMethod method(String name) {
        try {
            return SleepMethod.parse(name);
        } catch (BadValueException e) {
            throw new BadValueException("--method", name, "expected one of " + SleepMethod.names() + ", all or cyclic");
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
