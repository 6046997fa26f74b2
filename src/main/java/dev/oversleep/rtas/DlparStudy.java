package dev.oversleep.rtas;

import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.rtas.lpar.FairClass;
import dev.oversleep.rtas.lpar.NeedReschedSource;
import dev.oversleep.rtas.lpar.Phase;
import dev.oversleep.rtas.lpar.TimeKind;
import dev.oversleep.sim.DurationSamples;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/** Runs a request {@code runs} times per kernel era and summarizes what the runs cost. */
public final class DlparStudy {
    private DlparStudy() {
    }

    public static DlparResult.EraResult run(DlparRequest request, FirmwareProfile fw, PlatformProfile platform,
                                            KernelProfile kp, LoadKind load, int runs, long seed,
                                            Supplier<Timebase> timebases) {
        SimRandom seeds = new SimRandom(seed);
        List<DlparRun.Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            outcomes.add(DlparRun.run(request, fw, platform, kp, load, timebases.get(), seeds.split()));
        }
        return summarize(kp, platform, outcomes);
    }

    static DlparResult.EraResult summarize(KernelProfile kp, PlatformProfile platform, List<DlparRun.Outcome> outcomes) {
        int runs = outcomes.size();
        DurationSamples elapsed = new DurationSamples();
        DurationSamples cpu = new DurationSamples();
        long[] calls = new long[runs];
        Map<TimeKind, Double> time = new LinkedHashMap<>();
        Map<String, Map<String, Double>> byToken = new TreeMap<>();
        Map<String, double[]> sleeps = new TreeMap<>();
        Map<String, Double> resched = new LinkedHashMap<>();
        Map<String, double[]> phases = new LinkedHashMap<>();
        double longest = 0;
        double gps = 0;
        double dispatches = 0;
        Map<String, Double> flushes = new TreeMap<>();
        for (NeedReschedSource s : NeedReschedSource.values()) {
            resched.put(s.jsonName(), 0.0);
        }
        for (int i = 0; i < runs; i++) {
            DlparRun.Outcome o = outcomes.get(i);
            elapsed.add(o.elapsedNs());
            cpu.add(o.taskCpuNs());
            calls[i] = o.rtasCalls();
            o.time().forEach((k, v) -> time.merge(k, (double) v / runs, Double::sum));
            o.calls().forEach((token, statuses) -> statuses.forEach((status, n) -> byToken
                    .computeIfAbsent(token, k -> new TreeMap<>())
                    .merge(Integer.toString(status), (double) n / runs, Double::sum)));
            o.sleeps().forEach((primitive, t) -> {
                double[] acc = sleeps.computeIfAbsent(primitive, k -> new double[3]);
                for (int j = 0; j < 3; j++) {
                    acc[j] += (double) t[j] / runs;
                }
            });
            o.needResched().forEach((s, n) -> resched.merge(s.jsonName(), (double) n / runs, Double::sum));
            for (Phase p : o.phases()) {
                double[] acc = phases.computeIfAbsent(p.name(), k -> new double[3]);
                acc[0] += 1.0 / runs;
                acc[1] += (double) p.durationNs() / runs;
                acc[2] += (double) p.rtasCalls() / runs;
            }
            longest += (double) longestWithoutRtas(o) / runs;
            gps += (double) o.gracePeriods() / runs;
            dispatches += (double) o.vcpuDispatches() / runs;
            o.flushWorkCalls().forEach((f, n) -> flushes.merge(f, (double) n / runs, Double::sum));
        }
        Map<String, Long> timeNs = new LinkedHashMap<>();
        for (TimeKind k : TimeKind.values()) {
            timeNs.put(k.jsonName(), Math.round(time.getOrDefault(k, 0.0)));
        }
        Map<String, DlparResult.SleepMean> sleepMeans = new TreeMap<>();
        sleeps.forEach((p, a) -> sleepMeans.put(p, new DlparResult.SleepMean(round1(a[0]), Math.round(a[1]),
                Math.round(a[2]))));
        byToken.values().forEach(m -> m.replaceAll((k, v) -> round1(v)));
        resched.replaceAll((k, v) -> round1(v));
        flushes.replaceAll((k, v) -> round1(v));
        List<DlparResult.PhaseTotal> phaseTotals = new ArrayList<>();
        phases.forEach((name, a) -> phaseTotals.add(new DlparResult.PhaseTotal(name, round1(a[0]), Math.round(a[1]),
                round1(a[2]))));
        DlparRun.Outcome first = outcomes.get(0);
        int cpus = (int) Math.round(platform.cpus().value());
        DlparResult.CountStats callStats = DlparResult.CountStats.of(calls);
        return new DlparResult.EraResult(kp.version().toString(), kp.hz().value(),
                BusyDelayEra.of(kp.version()).jsonName(), FairClass.of(kp.version(), cpus).name(),
                "none", first.rc(), Errno.name(first.rc()), elapsed.stats().meanNs(), cpu.stats().meanNs(),
                round1(java.util.Arrays.stream(calls).average().orElse(0)), elapsed.stats(), cpu.stats(), callStats,
                timeNs, Math.round(longest), byToken, sleepMeans, resched, round1(gps), flushes, round1(dispatches),
                phaseTotals, first.phases(),
                first.drcsBefore(), first.drcsAfter());
    }

    /** The longest stretch of the request between two RTAS calls (or its start or end). */
    static long longestWithoutRtas(DlparRun.Outcome o) {
        long longest = 0;
        long run = 0;
        for (Phase p : o.phases()) {
            if (p.rtasCalls() == 0) {
                run += p.durationNs();
            } else {
                longest = Math.max(longest, run);
                run = 0;
            }
        }
        return Math.max(longest, run);
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
