package dev.oversleep.rtas;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An RTAS firmware and partition, read from {@code firmware-models/rtas/*.json}: how long each
 * operation keeps the firmware busy, what it answers meanwhile, what one call for it costs, the
 * partition's connectors, and the OS work around each DLPAR step. Every value carries the
 * note saying how it was derived.
 *
 * @param platform built-in platform profile (wake-up latency, CPUs, scheduler slice) of the machine
 */
public record FirmwareProfile(
        String schema,
        String name,
        String description,
        String platform,
        Operations operations,
        Partition partition,
        Fragments fragments,
        OsWork os,
        Load load) implements ModelFiles.Validated {

    public static final String SCHEMA = "oversleep.rtas-firmware/1";
    static final String RESOURCE_DIR = "firmware-models/rtas/";
    public static final List<String> BUILT_INS = List.of("powervm-p9");

    /** What the firmware answers while an operation is under way: weights per status. */
    public record StatusMix(Map<String, Double> weights, String source) {
    }

    /**
     * One firmware operation: the CPU time one call for it costs the caller, the mean busy time
     * once started, how many times longer that is when every CPU of the partition is busy
     * (PowerVM does the work on the partition's own processor cycles), and the statuses
     * answered while busy.
     */
    public record Operation(Param callCostNs, Param busyMeanNs, Param busyLoadFactor, StatusMix busyStatuses) {
    }

    /**
     * The operations, and how long a CPU takes to reach the RTAS stopped state after stop-self
     * (query-cpu-stopped-state answers "not stopped" until then).
     */
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

    /** Connectors: LMBs and CPUs, their first DRC index, how many the partition starts with. */
    public record Partition(Param lmbs, Param assignedLmbs, String firstLmbDrc, Param cpus, Param presentCpus,
                            String firstCpuDrc) {
    }

    /** The device-tree fragment configure-connector walks for one connector. */
    public record Fragment(int nodes, int properties, String source) {
    }

    public record Fragments(Fragment lmb, Fragment cpu) {
    }

    /** OS work per DLPAR step: CPU time and cross-CPU synchronizations (RCU, stop_machine, flushes). */
    public record OsWork(Param lmbAddCpuNs, Param lmbAddSyncs, Param lmbRemoveCpuNs, Param lmbRemoveSyncs,
                         Param syncBaseNs, Param cpuAddCpuNs, Param cpuRemoveCpuNs) {
    }

    /** Load: what sets need_resched() on an idle partition; how busy SMT siblings slow the task. */
    public record Load(Param idleReschedRateHz, Param busySmtCpuTimeFactor) {
    }

    @Override
    public void validate() {
        if (operations == null) {
            throw new ModelFiles.InvalidFieldException("operations", "missing");
        }
        Param.require("operations.cpu_stop_ns", operations.cpuStopNs(), 0);
        for (Map.Entry<String, Operation> e : operations.byName().entrySet()) {
            String f = "operations." + e.getKey();
            if (e.getValue() == null) {
                throw new ModelFiles.InvalidFieldException(f, "missing");
            }
            Param.require(f + ".call_cost_ns", e.getValue().callCostNs(), 0);
            Param.require(f + ".busy_mean_ns", e.getValue().busyMeanNs(), 0);
            Param.require(f + ".busy_load_factor", e.getValue().busyLoadFactor(), 1);
            StatusMix mix = e.getValue().busyStatuses();
            if (mix == null || mix.weights() == null || mix.weights().isEmpty()) {
                throw new ModelFiles.InvalidFieldException(f + ".busy_statuses", "needs weights");
            }
            if (mix.source() == null || mix.source().isBlank()) {
                throw new ModelFiles.InvalidFieldException(f + ".busy_statuses.source", "every value needs a note on its source");
            }
            for (Map.Entry<String, Double> w : mix.weights().entrySet()) {
                int status;
                try {
                    status = Integer.parseInt(w.getKey());
                } catch (NumberFormatException ex) {
                    throw new ModelFiles.InvalidFieldException(f + ".busy_statuses.weights." + w.getKey(), "not a status");
                }
                if (!RtasStatus.isBusy(status) || w.getValue() == null || w.getValue() < 0) {
                    throw new ModelFiles.InvalidFieldException(f + ".busy_statuses.weights." + w.getKey(),
                            "only -2 and 9900..9905 with a weight >= 0 are busy answers");
                }
            }
        }
        if (partition == null || fragments == null || os == null || load == null) {
            throw new ModelFiles.InvalidFieldException(partition == null ? "partition" : fragments == null ? "fragments"
                    : os == null ? "os" : "load", "missing");
        }
        Param.require("partition.lmbs", partition.lmbs(), 1);
        Param.require("partition.assigned_lmbs", partition.assignedLmbs(), 0);
        Param.require("partition.cpus", partition.cpus(), 1);
        Param.require("partition.present_cpus", partition.presentCpus(), 1);
        if (partition.assignedLmbs().value() > partition.lmbs().value()) {
            throw new ModelFiles.InvalidFieldException("partition.assigned_lmbs", "more than partition.lmbs");
        }
        if (partition.presentCpus().value() > partition.cpus().value()) {
            throw new ModelFiles.InvalidFieldException("partition.present_cpus", "more than partition.cpus");
        }
        hex("partition.first_lmb_drc", partition.firstLmbDrc());
        hex("partition.first_cpu_drc", partition.firstCpuDrc());
        for (Param p : List.of(os.lmbAddCpuNs(), os.lmbAddSyncs(), os.lmbRemoveCpuNs(), os.lmbRemoveSyncs(),
                os.syncBaseNs(), os.cpuAddCpuNs(), os.cpuRemoveCpuNs())) {
            Param.require("os", p, 0);
        }
        Param.require("load.idle_resched_rate_hz", load.idleReschedRateHz(), 0);
        Param.require("load.busy_smt_cpu_time_factor", load.busySmtCpuTimeFactor(), 1);
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

    /** A file path, or a built-in name. */
    public static FirmwareProfile load(String fileOrName) {
        return ModelFiles.loadFileOrBuiltIn(fileOrName, "--firmware", RESOURCE_DIR, BUILT_INS, SCHEMA,
                FirmwareProfile.class);
    }
}
