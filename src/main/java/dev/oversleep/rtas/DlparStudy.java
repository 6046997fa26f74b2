package dev.oversleep.rtas;

import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.sim.SampleStats;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** Runs a request {@code runs} times per kernel era and averages what the runs cost. */
public final class DlparStudy {
    private DlparStudy() {
    }

    public static DlparResult.EraResult run(DlparRequest request, FirmwareProfile fw, PlatformProfile platform,
                                            KernelProfile kp, LoadKind load, int runs, long seed,
                                            Supplier<Timebase> timebases) {
        SimRandom seeds = new SimRandom(seed);
        SampleStats elapsed = new SampleStats();
        SampleStats cpu = new SampleStats();
        SampleStats calls = new SampleStats();
        Map<String, Map<String, Double>> byToken = new TreeMap<>();
        Map<String, double[]> sleeps = new TreeMap<>();
        List<DlparRun.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            DlparRun.Outcome o = DlparRun.run(request, fw, platform, kp, load, timebases.get(), seeds.split());
            outcomes.add(o);
            elapsed.add(o.elapsedNs());
            cpu.add(o.taskCpuNs());
            calls.add(o.rtasCalls());
            o.calls().forEach((token, statuses) -> statuses.forEach((status, n) -> byToken
                    .computeIfAbsent(token, k -> new TreeMap<>())
                    .merge(Integer.toString(status), (double) n / runs, Double::sum)));
            o.sleeps().forEach((primitive, t) -> {
                double[] acc = sleeps.computeIfAbsent(primitive, k -> new double[3]);
                acc[0] += (double) t.count() / runs;
                acc[1] += (double) t.totalNs() / runs;
                acc[2] += (double) t.oversleepNs() / runs;
            });
        }
        Map<String, DlparResult.SleepMean> sleepMeans = new TreeMap<>();
        sleeps.forEach((p, a) -> sleepMeans.put(p, new DlparResult.SleepMean(a[0], Math.round(a[1]), Math.round(a[2]))));
        DlparRun.Outcome first = outcomes.get(0);
        return new DlparResult.EraResult(kp.version().toString(), load.cliName(),
                BusyDelayEra.of(kp.version()).name().toLowerCase(java.util.Locale.ROOT), Errno.name(first.rc()),
                elapsed.meanNs(), elapsed.stddevNs(), cpu.meanNs(), cpu.stddevNs(),
                calls.count() == 0 ? 0 : (double) Math.round(callsMean(outcomes) * 10) / 10, calls.stddevNs(),
                byToken, sleepMeans, first.drcsBefore(), first.drcsAfter());
    }

    private static double callsMean(List<DlparRun.Outcome> outcomes) {
        return outcomes.stream().mapToLong(DlparRun.Outcome::rtasCalls).average().orElse(0);
    }
}
