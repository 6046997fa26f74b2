package dev.oversleep.rtas;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.ModelKind;
import dev.oversleep.input.Param;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.rtas.lpar.OsCosts;
import java.util.AbstractMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An RTAS firmware and the partition it serves, read from {@code firmware-models/rtas/*.json}.
 * It says what the firmware does, not how the numbers come out: what one call costs, how much
 * work one call does before it answers -2, which operations do work (answered -2 until done:
 * work-conserving) and which wait on time (answered 990x: time-based) with which hint, how
 * much busy SMT siblings slow the partition's threads, how PowerVM re-dispatches a ceded vCPU,
 * and the kernel's CPU costs along the DLPAR paths. Every value carries its note.
 *
 * @param platform built-in platform profile (CPUs, wake-up latency) of the partition
 */
public record FirmwareProfile(
        String schema,
        String name,
        String description,
        String platform,
        Calls calls,
        Operations operations,
        Partition partition,
        Fragments fragments,
        Smt smt,
        Vcpu vcpu,
        OsWork os) implements ModelFiles.Validated {

    public static final String SCHEMA = "oversleep.rtas-firmware/5";
    /**
     * The most LMBs a partition may have here: 2^18, 64 TB of 256 MB LMBs. A bound on what a
     * run allocates (one connector per LMB), not a PowerVM limit.
     */
    public static final int MAX_LMBS = 1 << 18;
    /** The most kmem_caches the SLUB flush may walk: a kernel has a few hundred; a bound on a run's work. */
    public static final int MAX_SLAB_CACHES = 100_000;
    /** RTAS firmware profiles: files, or the built-ins of firmware-models/rtas/ (powervm-p9). */
    public static final ModelKind<FirmwareProfile> KIND = new ModelKind<>("RTAS firmware profile", SCHEMA,
            "firmware-models/rtas/", FirmwareProfile.class);

    /**
     * @param callNs  CPU time of one RTAS call doing no work: rtas_call() with lock_rtas(), the
     *                transition to RTAS and back, the firmware's status checks
     * @param boundNs the latency obligation of a call: how long a call that answers -2 lasts in
     *                all (LoPAR, RTAS environment, "Resource Allocation and Use", requirements
     *                4 and 5). Such a call works on its operation for {@link #sliceNs()} and
     *                then suspends it
     */
    public record Calls(Param callNs, Param boundNs) {
        /** Work one call does before it answers -2: what its bound leaves after the fixed cost. */
        public long sliceNs() {
            return ns(boundNs) - ns(callNs);
        }
    }

    /**
     * One connector operation: firmware work it needs (done only inside calls, a slice each:
     * -2 until done), then a time-based wait (990x until it has passed), and which 990x status
     * the wait answers (null for an operation that does not wait).
     */
    public record Operation(Param workNs, Param waitNs, DelayHint hint) {
        /** The 990x status answered while {@code remainingNs} of the wait are left. */
        public int delayStatus(long remainingNs) {
            return hint.statusFor(remainingNs);
        }
    }

    /** The operations, and how long a CPU takes to reach the RTAS stopped state after stop-self. */
    public record Operations(Operation sense, Operation allocate, Operation unallocate, Operation unisolate,
                             Operation isolate, Operation configureStep, Param cpuStopNs) {
        Map<String, Operation> byName() {
            Map<String, Operation> m = new LinkedHashMap<>();
            m.put("sense", sense);
            m.put("allocate", allocate);
            m.put("unallocate", unallocate);
            m.put("unisolate", unisolate);
            m.put("isolate", isolate);
            m.put("configure_step", configureStep);
            return m;
        }
    }

    /**
     * Connectors: LMBs and CPUs, their first DRC index, how many the partition starts with, and
     * how many of its first assigned LMBs hold unmovable kernel memory (offlining them fails).
     */
    public record Partition(Param lmbs, Param assignedLmbs, Param unmovableLmbs, String firstLmbDrc, Param cpus,
                            Param presentCpus, String firstCpuDrc) {
    }

    /** The device-tree fragment configure-connector walks for one connector. */
    public record Fragment(int nodes, int properties, String source) {
    }

    public record Fragments(Fragment lmb, Fragment cpu) {
    }

    /** How much longer a thread's work takes when every SMT sibling of its core is busy. */
    public record Smt(Param busyFactor) {
    }

    /** Shared or dedicated processors, and the note saying why. */
    public record ProcessorMode(String value, String source) {
        public static final String SHARED = "shared";
        public static final String DEDICATED = "dedicated";

        public boolean shared() {
            return SHARED.equals(value);
        }

        void validate(String field) {
            if (source == null || source.isBlank()) {
                throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
            }
            if (!SHARED.equals(value) && !DEDICATED.equals(value)) {
                throw new ModelFiles.InvalidFieldException(field + ".value", "'" + value + "' is neither " + SHARED
                        + " nor " + DEDICATED);
            }
        }
    }

    /**
     * The partition's processors as PowerVM runs them and the pseries idle loop uses them: shared
     * or dedicated, the entitlement (processing units; a statement of the partition assumed,
     * which no rule of the model reads), how long an idle CPU polls before it cedes its thread,
     * how long a ceded thread of a running core takes to run (the CEDE exit), and, on shared
     * processors, how long the hypervisor takes to dispatch a core all of whose threads ceded.
     * The virtual processors are the platform's cores (its threads_per_core).
     */
    public record Vcpu(ProcessorMode processors, Param entitlement, Param snoozeNs, Param cedeWakeNs,
                       Param vpDispatchNs) {
    }

    /** Kernel CPU costs along the DLPAR paths; see {@link OsCosts} for each. */
    public record OsWork(Param addMemoryNs, Param onlinePagesNs, Param offlinePagesNs, Param removeMemoryNs,
                         Param configureStepNs, Param associativityNs, Param updateDtNs, Param ueventNs,
                         Param cpusetHotplugNs, Param queueWorkNs, Param drainCpuNs, Param slabCaches,
                         Param slabCpuFraction, Param slabFlushCpuNs, Param slabShrinkNs, Param cpuAddNs,
                         Param cpuRemoveNs) {
        /** Every cost by its JSON name; a null (missing) one stays null for validate() to name. */
        List<Map.Entry<String, Param>> all() {
            return List.of(entry("add_memory_ns", addMemoryNs), entry("online_pages_ns", onlinePagesNs),
                    entry("offline_pages_ns", offlinePagesNs), entry("remove_memory_ns", removeMemoryNs),
                    entry("configure_step_ns", configureStepNs), entry("associativity_ns", associativityNs),
                    entry("update_dt_ns", updateDtNs), entry("uevent_ns", ueventNs),
                    entry("cpuset_hotplug_ns", cpusetHotplugNs), entry("queue_work_ns", queueWorkNs),
                    entry("drain_cpu_ns", drainCpuNs), entry("slab_caches", slabCaches),
                    entry("slab_cpu_fraction", slabCpuFraction), entry("slab_flush_cpu_ns", slabFlushCpuNs),
                    entry("slab_shrink_ns", slabShrinkNs), entry("cpu_add_ns", cpuAddNs),
                    entry("cpu_remove_ns", cpuRemoveNs));
        }

        private static Map.Entry<String, Param> entry(String name, Param p) {
            return new AbstractMap.SimpleImmutableEntry<>(name, p);
        }
    }

    /** The kernel costs and vCPU facts as the OS model takes them. */
    public OsCosts osCosts() {
        return new OsCosts(ns(os.addMemoryNs()), ns(os.onlinePagesNs()), ns(os.offlinePagesNs()),
                ns(os.removeMemoryNs()), ns(os.configureStepNs()), ns(os.associativityNs()), ns(os.updateDtNs()),
                ns(os.ueventNs()), ns(os.cpusetHotplugNs()), ns(os.queueWorkNs()), ns(os.drainCpuNs()),
                (int) Math.round(os.slabCaches().value()), os.slabCpuFraction().value(), ns(os.slabFlushCpuNs()),
                ns(os.slabShrinkNs()), ns(os.cpuAddNs()), ns(os.cpuRemoveNs()));
    }

    static long ns(Param p) {
        return Math.round(p.value());
    }

    @Override
    public void validate() {
        if (platform == null || platform.isBlank()) {
            throw new ModelFiles.InvalidFieldException("platform", "missing (a built-in platform profile's name)");
        }
        Object[][] sections = {{"calls", calls}, {"operations", operations}, {"partition", partition},
            {"fragments", fragments}, {"smt", smt}, {"vcpu", vcpu}, {"os", os}};
        for (Object[] section : sections) {
            if (section[1] == null) {
                throw new ModelFiles.InvalidFieldException((String) section[0], "missing");
            }
        }
        Param.require("calls.call_ns", calls.callNs(), 0);
        Param.require("calls.bound_ns", calls.boundNs(), 1);
        if (calls.sliceNs() < 1) {
            throw new ModelFiles.InvalidFieldException("calls.bound_ns.value", "must exceed calls.call_ns (a call answering -2 must leave time to work)");
        }
        Param.require("operations.cpu_stop_ns", operations.cpuStopNs(), 0);
        for (Map.Entry<String, Operation> e : operations.byName().entrySet()) {
            String f = "operations." + e.getKey();
            if (e.getValue() == null) {
                throw new ModelFiles.InvalidFieldException(f, "missing");
            }
            Param.require(f + ".work_ns", e.getValue().workNs(), 0);
            Param.require(f + ".wait_ns", e.getValue().waitNs(), 0);
            if (e.getValue().hint() != null) {
                e.getValue().hint().validate(f + ".hint");
            } else if (e.getValue().waitNs().value() > 0) {
                throw new ModelFiles.InvalidFieldException(f + ".hint", "missing: an operation that waits says which"
                        + " 990x status it answers (" + DelayHint.TIME_LEFT + ", or 9900 to 9905)");
            }
        }
        Param.require("partition.lmbs", partition.lmbs(), 1, MAX_LMBS);
        Param.require("partition.assigned_lmbs", partition.assignedLmbs(), 0);
        Param.require("partition.unmovable_lmbs", partition.unmovableLmbs(), 0);
        Param.require("partition.cpus", partition.cpus(), 1, PlatformProfile.MAX_CPUS);
        Param.require("partition.present_cpus", partition.presentCpus(), 1);
        if (partition.assignedLmbs().value() > partition.lmbs().value()) {
            throw new ModelFiles.InvalidFieldException("partition.assigned_lmbs", "more than partition.lmbs");
        }
        if (partition.unmovableLmbs().value() > partition.assignedLmbs().value()) {
            throw new ModelFiles.InvalidFieldException("partition.unmovable_lmbs", "more than partition.assigned_lmbs");
        }
        if (partition.presentCpus().value() > partition.cpus().value()) {
            throw new ModelFiles.InvalidFieldException("partition.present_cpus", "more than partition.cpus");
        }
        hex("partition.first_lmb_drc", partition.firstLmbDrc());
        hex("partition.first_cpu_drc", partition.firstCpuDrc());
        fragment("fragments.lmb", fragments.lmb());
        fragment("fragments.cpu", fragments.cpu());
        Param.require("smt.busy_factor", smt.busyFactor(), 1);
        if (vcpu.processors() == null) {
            throw new ModelFiles.InvalidFieldException("vcpu.processors", "missing (" + ProcessorMode.SHARED + " or "
                    + ProcessorMode.DEDICATED + ")");
        }
        vcpu.processors().validate("vcpu.processors");
        Param.require("vcpu.entitlement", vcpu.entitlement(), 0.05);
        Param.require("vcpu.snooze_ns", vcpu.snoozeNs(), 0);
        Param.require("vcpu.cede_wake_ns", vcpu.cedeWakeNs(), 0);
        Param.require("vcpu.vp_dispatch_ns", vcpu.vpDispatchNs(), 0);
        for (Map.Entry<String, Param> e : os.all()) {
            Param.require("os." + e.getKey(), e.getValue(), 0);
        }
        Param.require("os.slab_caches", os.slabCaches(), 0, MAX_SLAB_CACHES);
        if (os.slabCpuFraction().value() > 1) {
            throw new ModelFiles.InvalidFieldException("os.slab_cpu_fraction.value", "is a share: at most 1");
        }
        wholeNumbers(Map.of("partition.lmbs", partition.lmbs(), "partition.assigned_lmbs", partition.assignedLmbs(),
                "partition.unmovable_lmbs", partition.unmovableLmbs(), "partition.cpus", partition.cpus(),
                "partition.present_cpus", partition.presentCpus(), "os.slab_caches", os.slabCaches()));
        CallBudget.check(this);
    }

    /** Counts of connectors and caches are whole: 96.5 LMBs is a typo, not something to round. */
    private static void wholeNumbers(Map<String, Param> counts) {
        for (Map.Entry<String, Param> e : new TreeMap<>(counts).entrySet()) {
            if (e.getValue().value() != Math.rint(e.getValue().value())) {
                throw new ModelFiles.InvalidFieldException(e.getKey() + ".value", e.getValue().value()
                        + " is not a whole number");
            }
        }
    }

    /**
     * Refuses {@code req} if this profile would let it make more RTAS calls than a run may
     * ({@link CallBudget}): one line naming the request, before anything runs.
     */
    public void checkCallBudget(DlparRequest req) {
        CallBudget.check(this, req);
    }

    private static void fragment(String field, Fragment f) {
        if (f == null || f.nodes() < 1 || f.properties() < 0) {
            throw new ModelFiles.InvalidFieldException(field, "needs nodes >= 1 and properties >= 0");
        }
        if (f.source() == null || f.source().isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
        }
    }

    private static void hex(String field, String v) {
        try {
            Long.parseLong(v.replaceFirst("^0[xX]", ""), 16);
        } catch (RuntimeException e) {
            throw new ModelFiles.InvalidFieldException(field, "'" + v + "' is not a hex DRC index");
        }
    }

    public static int parseDrc(String hex) {
        return (int) Long.parseLong(hex.replaceFirst("^0[xX]", ""), 16);
    }

    /** A file path, or a built-in name ({@code powervm-p9}). */
    public static FirmwareProfile load(String fileOrName) {
        return KIND.load(fileOrName);
    }
}
