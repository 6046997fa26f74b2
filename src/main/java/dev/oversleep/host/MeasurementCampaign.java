package dev.oversleep.host;

import com.sun.jna.Memory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs a measurement plan on one dedicated thread: the thread applies its {@link ThreadSetup}
 * (policy, slack and affinity are per thread), reads its conditions back, then runs each
 * series as one C loop. The JVM is never inside a timed interval; between series it only
 * builds histograms. Other threads may poll {@link #samplesDone()} to draw progress.
 */
public final class MeasurementCampaign {
    private final HostTimers timers;
    private final HostFacts facts;
    private final Path procStat;
    private final AtomicLong finishedSamples = new AtomicLong();
    private volatile Memory currentCell;
    private volatile long totalSamples;

    public MeasurementCampaign(HostTimers timers, HostFacts facts, Path procStat) {
        this.timers = timers;
        this.facts = facts;
        this.procStat = procStat;
    }

    /** One series: a method and a requested length (for a cyclic plan, the interval). */
    public record Series(SleepMethod method, long requestNs) {
        /** The name its row carries: the method's, or "cyclic" for the periodic loop. */
        public String rowName(String kind) {
            return HostMeasurement.KIND_CYCLIC.equals(kind) ? "cyclic" : method.cliName();
        }
    }

    /** What to measure: the kind, its series, samples per series and the thread's setup. */
    public record Plan(String kind, List<Series> series, int count, ThreadSetup setup) {
        public static Plan sleeps(List<SleepMethod> methods, List<Long> requestsNs, int count,
                                  ThreadSetup setup) {
            List<Series> s = new ArrayList<>();
            for (SleepMethod m : methods) {
                for (long r : requestsNs) {
                    s.add(new Series(m, r));
                }
            }
            return new Plan(HostMeasurement.KIND_SLEEP, List.copyOf(s), count, setup);
        }

        /** The cyclictest loop: absolute clock_nanosleep deadlines one interval apart. */
        public static Plan cyclic(long intervalNs, int count, ThreadSetup setup) {
            return new Plan(HostMeasurement.KIND_CYCLIC,
                    List.of(new Series(SleepMethod.NANOSLEEP_ABS, intervalNs)), count, setup);
        }

        public long totalSamples() {
            return (long) series.size() * count;
        }
    }

    /** Starts the plan on its own thread; the future completes with the result or the error. */
    public CompletableFuture<HostMeasurement> start(Plan plan) {
        totalSamples = plan.totalSamples();
        CompletableFuture<HostMeasurement> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                result.complete(runOnThisThread(plan));
            } catch (Throwable e) {
                result.completeExceptionally(e);
            }
        }, "oversleep-measure");
        t.setDaemon(true);
        t.start();
        return result;
    }

    public long totalSamples() {
        return totalSamples;
    }

    /** Samples finished so far, read without disturbing the C loop. */
    public long samplesDone() {
        Memory cell = currentCell;
        return finishedSamples.get() + (cell == null ? 0 : cell.getInt(0));
    }

    private HostMeasurement runOnThisThread(Plan plan) {
        List<String> warnings = new ArrayList<>();
        int dmaFd = plan.setup().apply(timers, warnings);
        try {
            SchedPolicy policy = timers.schedPolicy();
            int priority = timers.schedPriority();
            long slack = timers.timerSlackNs();
            int pinned = timers.pinnedCpu();
            long startedEpochNs = Math.multiplyExact(System.currentTimeMillis(), 1_000_000L);
            CpuTimes before = CpuTimes.read(procStat).orElse(null);
            long eintrBefore = timers.eintrCount();
            long t0 = timers.monotonicNs();

            List<OversleepRow> rows = new ArrayList<>();
            for (Series s : plan.series()) {
                rows.add(measure(plan, s));
            }

            long duration = timers.monotonicNs() - t0;
            long interrupted = timers.eintrCount() - eintrBefore;
            CpuTimes.CpuLoad load = before == null ? null
                    : CpuTimes.read(procStat).flatMap(after -> CpuTimes.between(before, after)).orElse(null);
            if (policy == SchedPolicy.SCHED_FIFO && slack != 0) {
                warnings.add("SCHED_FIFO thread reports timer slack " + slack
                        + " ns; the kernel ignores slack for real-time tasks");
            }
            if (interrupted > 0) {
                warnings.add(interrupted + " sleep(s) were interrupted by a signal and resumed; "
                        + "those samples include the signal's delivery");
            }
            RunConditions conditions = new RunConditions(policy.name(), priority,
                    pinned >= 0 ? pinned : null, slack,
                    dmaFd >= 0 ? plan.setup().dmaLatencyNs() : null,
                    facts.idleDriver(), facts.clocksource(), interrupted,
                    load == null ? null : load.busyFraction(),
                    load == null ? null : load.stealFraction());
            long early = rows.stream().mapToLong(OversleepRow::early).sum();
            if (early > 0) {
                warnings.add("FINDING: " + early + " sample(s) woke before the requested time");
            }
            return new HostMeasurement(HostMeasurement.SCHEMA, plan.kind(), facts, plan.setup(), conditions,
                    startedEpochNs, duration, List.copyOf(rows), List.copyOf(warnings), null);
        } finally {
            if (dmaFd >= 0) {
                timers.releaseDmaLatency(dmaFd);
            }
        }
    }

    private OversleepRow measure(Plan plan, Series s) {
        Memory cell = HostTimers.progressCell();
        currentCell = cell;
        try {
            if (HostMeasurement.KIND_CYCLIC.equals(plan.kind())) {
                HostTimers.CyclicSamples c = timers.measureCyclic(s.method(), s.requestNs(), plan.count(), cell);
                OversleepRow latencies = OversleepRow.fromActuals(s.rowName(plan.kind()), 0, c.latencyNs());
                return OversleepRow.of(s.rowName(plan.kind()), s.requestNs(), latencies.early(), c.overruns(),
                        latencies.decodeHistogram());
            }
            long[] actual = timers.measureSleeps(s.method(), s.requestNs(), plan.count(), cell);
            return OversleepRow.fromActuals(s.method().cliName(), s.requestNs(), actual);
        } finally {
            finishedSamples.addAndGet(plan.count());
            currentCell = null;
        }
    }
}
