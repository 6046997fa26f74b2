package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.rtas.lpar.CallerCpu;
import dev.oversleep.rtas.lpar.FairClass;
import dev.oversleep.rtas.lpar.Lpar;
import dev.oversleep.rtas.lpar.MemoryHotplug;
import dev.oversleep.rtas.lpar.NeedReschedSource;
import dev.oversleep.rtas.lpar.Phase;
import dev.oversleep.rtas.lpar.TimeKind;
import dev.oversleep.rtas.lpar.Vcpus;
import dev.oversleep.sim.SimRandom;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** One DLPAR request on a fresh partition: what it returned, what it cost, and where the time went. */
public final class DlparRun {
    private DlparRun() {
    }

    /**
     * @param rc          0 or the kernel's -errno
     * @param taskCpuNs   CPU time of the task: RTAS calls, spinning, kernel work
     * @param calls       token → status → calls
     * @param time        elapsed time by kind; the kinds sum to elapsedNs
     * @param sleeps      by primitive: count, total ns, total oversleep ns
     * @param needResched how often need_resched() became true, by source
     * @param flushWorkCalls flush_work() calls by work function (one per CPU a round queued on)
     * @param vcpuDispatches how often the hypervisor dispatched a core all of whose threads ceded
     * @param phases      the request's stretches in order
     * @param drcsBefore  connector states before the request, kind → state → count
     * @param drcsAfter   the same after it
     */
    public record Outcome(int rc, long elapsedNs, long taskCpuNs, long rtasCalls, Map<String, Map<Integer, Long>> calls,
                          Map<TimeKind, Long> time, Map<String, long[]> sleeps,
                          Map<NeedReschedSource, Long> needResched, long gracePeriods,
                          Map<String, Long> flushWorkCalls, long vcpuDispatches, List<Phase> phases,
                          Map<String, Map<String, Long>> drcsBefore, Map<String, Map<String, Long>> drcsAfter) {
    }

    /** The partition and its firmware, wired for one request; tests reach the parts. */
    public record Partition(Kernel kernel, CallerCpu cpu, Lpar os, RtasFirmware firmware, PseriesDlpar dlpar) {
    }

    public static Partition partition(FirmwareProfile fw, PlatformProfile platform, KernelProfile kp, LoadKind load,
                                      Timebase timebase, SimRandom rnd) {
        TickClock ticks = new TickClock(kp.hz(), rnd.nextLong(kp.hz().tickNs()));
        int cpus = (int) Math.round(platform.cpus().value());
        boolean busy = load == LoadKind.BUSY;
        Vcpus vcpus = new Vcpus(cpus, (int) Math.round(platform.threadsPerCore().value()),
                fw.vcpu().processors().shared(), busy, FirmwareProfile.ns(fw.vcpu().snoozeNs()),
                FirmwareProfile.ns(fw.vcpu().cedeWakeNs()), FirmwareProfile.ns(fw.vcpu().vpDispatchNs()));
        CallerCpu cpu = new CallerCpu(ticks, FairClass.of(kp.version(), cpus), busy,
                busy ? fw.smt().busyFactor().value() : 1.0, vcpus, (int) Math.round(fw.partition().cpus().value()),
                timebase.nowNs());
        Kernel kernel = new Kernel(kp, platform, timebase, rnd, ticks.phaseNs(), cpu);
        Lpar os = new Lpar(kernel, cpu, fw.osCosts(), cpus, rnd.split());
        RtasFirmware firmware = new RtasFirmware(fw, os);
        PseriesDlpar dlpar = new PseriesDlpar(firmware, new PseriesRtas(firmware, os), os, new MemoryHotplug(os), fw);
        return new Partition(kernel, cpu, os, firmware, dlpar);
    }

    public static Outcome run(DlparRequest request, FirmwareProfile fw, PlatformProfile platform, KernelProfile kp,
                              LoadKind load, Timebase timebase, SimRandom rnd) {
        Partition p = partition(fw, platform, kp, load, timebase, rnd);
        Map<String, Map<String, Long>> before = states(p.firmware());
        long t0 = p.kernel().now();
        int rc = p.dlpar().handle(request);
        long elapsed = p.kernel().now() - t0;
        return new Outcome(rc, elapsed, p.kernel().busyNs(), p.firmware().callCount(), p.firmware().calls(),
                new EnumMap<>(p.os().time()), p.os().sleeps(), new EnumMap<>(p.cpu().needReschedCounts()),
                p.cpu().rcu().gracePeriods(), new TreeMap<>(p.os().flushWorkCalls()), p.cpu().vcpus().dispatches(),
                List.copyOf(p.os().phases()), before, states(p.firmware()));
    }

    static Map<String, Map<String, Long>> states(RtasFirmware fw) {
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        for (DrcKind kind : DrcKind.values()) {
            Map<String, Long> m = new TreeMap<>();
            for (int drc : fw.connectors(kind)) {
                m.merge(fw.state(drc).name().toLowerCase(Locale.ROOT), 1L, Long::sum);
            }
            out.put(kind.name().toLowerCase(Locale.ROOT), m);
        }
        return out;
    }
}
