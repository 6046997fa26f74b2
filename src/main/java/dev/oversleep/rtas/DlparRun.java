package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.sim.SimRandom;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** One DLPAR request on a fresh partition: what it returned and what it cost. */
public final class DlparRun {
    private DlparRun() {
    }

    /** Sleeps of one primitive in a run: how many, their total duration and total oversleep. */
    public record SleepTotals(long count, long totalNs, long oversleepNs) {
        SleepTotals plus(SleepRecord r) {
            return new SleepTotals(count + 1, totalNs + r.modeledNs(), oversleepNs + Math.max(0, r.modeledNs() - r.requestedNs()));
        }
    }

    /**
     * @param rc          0 or the kernel's -errno
     * @param taskCpuNs   CPU time of the task: RTAS call cost, spinning, OS work
     * @param calls       token → status → calls
     * @param drcsBefore  connector states before the request, kind → state → count
     * @param drcsAfter   the same after it
     */
    public record Outcome(int rc, long elapsedNs, long taskCpuNs, long rtasCalls, Map<String, Map<Integer, Long>> calls,
                          Map<String, SleepTotals> sleeps, Map<String, Map<String, Long>> drcsBefore,
                          Map<String, Map<String, Long>> drcsAfter) {
    }

    public static Outcome run(DlparRequest request, FirmwareProfile fw, PlatformProfile platform, KernelProfile kp,
                              LoadKind load, Timebase timebase, SimRandom rnd) {
        TickClock ticks = new TickClock(kp.hz(), rnd.nextLong(kp.hz().tickNs()));
        Kernel kernel = new Kernel(kp, platform, timebase, rnd, ticks.phaseNs(), load.runQueue(fw, platform, kp, ticks));
        RtasFirmware firmware = new RtasFirmware(fw, kernel, load == LoadKind.BUSY);
        PseriesDlpar dlpar = new PseriesDlpar(firmware, new PseriesRtas(firmware, kernel), kernel, fw);
        Map<String, SleepTotals> sleeps = new TreeMap<>();
        kernel.setListener(r -> sleeps.merge(r.primitive().cName(), new SleepTotals(0, 0, 0).plus(r),
                (a, b) -> a.plus(r)));
        Map<String, Map<String, Long>> before = states(firmware);
        long t0 = kernel.now();
        int rc = dlpar.handle(request);
        long elapsed = kernel.now() - t0;
        return new Outcome(rc, elapsed, kernel.busyNs(), firmware.callCount(), firmware.calls(), sleeps, before,
                states(firmware));
    }

    static Map<String, Map<String, Long>> states(RtasFirmware fw) {
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        for (DrcKind kind : DrcKind.values()) {
            Map<String, Long> m = new TreeMap<>();
            for (int drc : fw.connectors(kind)) {
                m.merge(fw.state(drc).name(), 1L, Long::sum);
            }
            out.put(kind.name().toLowerCase(java.util.Locale.ROOT), m);
        }
        return out;
    }
}
