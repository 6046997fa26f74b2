package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.sim.SimRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A PowerVM-like RTAS: the dispatcher for the four DLPAR calls over the partition's
 * connectors. Each call costs the caller CPU time; an operation, once asked for, keeps the
 * firmware busy for a time drawn from the profile, and every call meanwhile answers a busy
 * status drawn from the operation's mix (QEMU's sPAPR never does this; a real PowerVM does).
 * Illegal requests get PAPR's error codes and change nothing.
 */
public final class RtasFirmware {
    /** PAPR indicator and sensor numbers (dlpar.c: ALLOCATION_STATE, ISOLATION_STATE, DR_ENTITY_SENSE). */
    public static final int ISOLATION_STATE = 9001;
    public static final int ALLOCATION_STATE = 9003;
    public static final int DR_ENTITY_SENSE = 9003;
    public static final int ALLOC_USABLE = 1;
    public static final int ALLOC_UNUSABLE = 0;
    public static final int UNISOLATE = 1;
    public static final int ISOLATE = 0;
    /** configure-connector results (dlpar.c). */
    public static final int CC_COMPLETE = 0;
    public static final int CC_NEXT_SIBLING = 1;
    public static final int CC_NEXT_CHILD = 2;
    public static final int CC_NEXT_PROPERTY = 3;
    public static final int CC_PREV_PARENT = 4;
    /** query-cpu-stopped-state answers (QCSS_STOPPED, QCSS_NOT_STOPPED). */
    public static final int QCSS_STOPPED = 0;
    public static final int QCSS_NOT_STOPPED = 2;

    private final FirmwareProfile profile;
    private final Kernel kernel;
    private final SimRandom rnd;
    private final Map<Integer, Drc> drcs = new LinkedHashMap<>();
    private final Map<DrcKind, int[]> ccSequences = new LinkedHashMap<>();
    private final Map<String, Map<Integer, Long>> calls = new TreeMap<>();

    private final boolean partitionBusy;

    /**
     * @param partitionBusy every CPU of the partition is busy: operations take their
     *                      busy_load_factor times longer
     */
    public RtasFirmware(FirmwareProfile profile, Kernel kernel, boolean partitionBusy) {
        this.profile = profile;
        this.partitionBusy = partitionBusy;
        this.kernel = kernel;
        this.rnd = kernel.random();
        FirmwareProfile.Partition p = profile.partition();
        int lmb0 = FirmwareProfile.parseDrc(p.firstLmbDrc());
        for (int i = 0; i < (int) p.lmbs().value(); i++) {
            drcs.put(lmb0 + i, new Drc(lmb0 + i, DrcKind.LMB,
                    i < p.assignedLmbs().value() ? DrcState.CONFIGURED : DrcState.UNUSABLE));
        }
        int cpu0 = FirmwareProfile.parseDrc(p.firstCpuDrc());
        for (int i = 0; i < (int) p.cpus().value(); i++) {
            drcs.put(cpu0 + i, new Drc(cpu0 + i, DrcKind.CPU,
                    i < p.presentCpus().value() ? DrcState.CONFIGURED : DrcState.UNUSABLE));
        }
        ccSequences.put(DrcKind.LMB, steps(profile.fragments().lmb()));
        ccSequences.put(DrcKind.CPU, steps(profile.fragments().cpu()));
    }

    /**
     * The configure-connector answers that describe a fragment: each node opens with
     * NEXT_CHILD and closes with PREV_PARENT, its properties come as NEXT_PROPERTY, and the
     * walk ends with COMPLETE.
     */
    static int[] steps(FirmwareProfile.Fragment f) {
        int nodes = Math.max(1, f.nodes());
        int[] seq = new int[2 * nodes + f.properties() + 1];
        int k = 0;
        for (int n = 0; n < nodes; n++) {
            seq[k++] = CC_NEXT_CHILD;
            int props = f.properties() / nodes + (n < f.properties() % nodes ? 1 : 0);
            for (int i = 0; i < props; i++) {
                seq[k++] = CC_NEXT_PROPERTY;
            }
            seq[k++] = CC_PREV_PARENT;
        }
        seq[k] = CC_COMPLETE;
        return seq;
    }

    /** The state of a connector, or null when the partition has none with that index. */
    public DrcState state(int drcIndex) {
        Drc d = drcs.get(drcIndex);
        return d == null ? null : d.state;
    }

    /** Connectors of a kind in DRC index order. */
    public List<Integer> connectors(DrcKind kind) {
        return drcs.values().stream().filter(d -> d.kind == kind).map(d -> d.index).toList();
    }

    /** Calls made so far: token name → status → count. */
    public Map<String, Map<Integer, Long>> calls() {
        return calls;
    }

    public long callCount() {
        return calls.values().stream().flatMap(m -> m.values().stream()).mapToLong(Long::longValue).sum();
    }

    /** set-indicator(indicator, index, value). */
    public int setIndicator(int indicator, int drcIndex, int value) {
        Drc d = drcs.get(drcIndex);
        FirmwareProfile.Operations o = profile.operations();
        pay(indicator == ALLOCATION_STATE ? (value == ALLOC_USABLE ? o.allocate() : o.unallocate())
                : (value == UNISOLATE ? o.unisolate() : o.isolate()));
        int rc;
        if (d == null || (indicator != ALLOCATION_STATE && indicator != ISOLATION_STATE) || (value != 0 && value != 1)) {
            rc = RtasStatus.PARAMETER_ERROR;
        } else if (indicator == ALLOCATION_STATE) {
            rc = value == ALLOC_USABLE
                    ? transition(d, Drc.Job.ALLOCATE, DrcState.UNUSABLE, DrcState.ISOLATED, RtasStatus.SLOT_NOT_USABLE)
                    : unallocate(d);
        } else {
            rc = value == UNISOLATE
                    ? transition(d, Drc.Job.UNISOLATE, DrcState.ISOLATED, DrcState.UNISOLATED, RtasStatus.SLOT_NOT_USABLE)
                    : isolate(d);
        }
        return count(RtasToken.SET_INDICATOR, rc);
    }

    /** get-sensor-state(9003, index): the status, and the sense value in {@code state[0]}. */
    public int getSensorState(int sensor, int drcIndex, int[] state) {
        pay(profile.operations().sense());
        Drc d = drcs.get(drcIndex);
        int rc;
        if (d == null || sensor != DR_ENTITY_SENSE) {
            rc = RtasStatus.PARAMETER_ERROR;
        } else {
            rc = busyOrDone(d, Drc.Job.SENSE, profile.operations().sense());
            if (rc == RtasStatus.SUCCESS) {
                state[0] = d.state.entitySense();
            }
        }
        return count(RtasToken.GET_SENSOR_STATE, rc);
    }

    /** ibm,configure-connector: one step of the connector's fragment per successful call. */
    public int configureConnector(int drcIndex) {
        pay(profile.operations().configureStep());
        Drc d = drcs.get(drcIndex);
        int rc;
        if (d == null) {
            rc = RtasStatus.PARAMETER_ERROR;
        } else if (d.state != DrcState.UNISOLATED) {
            rc = RtasStatus.CFG_USE_ERROR;
        } else {
            rc = busyOrDone(d, Drc.Job.CONFIGURE_STEP, profile.operations().configureStep());
            if (rc == RtasStatus.SUCCESS) {
                int[] seq = ccSequences.get(d.kind);
                rc = seq[d.ccStep++];
                if (rc == CC_COMPLETE) {
                    d.ccStep = 0;
                    d.state = DrcState.CONFIGURED;
                }
            }
        }
        return count(RtasToken.CONFIGURE_CONNECTOR, rc);
    }

    /** The OS asks a CPU thread to stop itself (stop-self); it gets there after cpu_stop_ns. */
    public void stopSelf(int cpuDrc) {
        Drc d = drcs.get(cpuDrc);
        if (d != null && d.kind == DrcKind.CPU && d.stopsAt < 0) {
            d.stopsAt = kernel.now() + rnd.exponential(profile.operations().cpuStopNs().value());
        }
    }

    /** query-cpu-stopped-state: status 0 with QCSS_STOPPED or QCSS_NOT_STOPPED in {@code state[0]}. */
    public int queryCpuStoppedState(int cpuDrc, int[] state) {
        pay(profile.operations().sense());
        Drc d = drcs.get(cpuDrc);
        int rc;
        if (d == null || d.kind != DrcKind.CPU) {
            rc = RtasStatus.PARAMETER_ERROR;
        } else {
            state[0] = d.stopsAt >= 0 && kernel.now() >= d.stopsAt ? QCSS_STOPPED : QCSS_NOT_STOPPED;
            rc = RtasStatus.SUCCESS;
        }
        return count(RtasToken.QUERY_CPU_STOPPED_STATE, rc);
    }

    /** The OS starts a stopped CPU again (start-cpu after add). */
    void running(int cpuDrc) {
        Drc d = drcs.get(cpuDrc);
        if (d != null) {
            d.stopsAt = -1;
        }
    }

    /** The CPU time a call costs the calling task. */
    private void pay(FirmwareProfile.Operation op) {
        kernel.work(Math.round(op.callCostNs().value()));
    }

    private int unallocate(Drc d) {
        if (d.state == DrcState.UNISOLATED || d.state == DrcState.CONFIGURED) {
            return RtasStatus.SLOT_UNISOLATED;
        }
        return transition(d, Drc.Job.UNALLOCATE, DrcState.ISOLATED, DrcState.UNUSABLE, RtasStatus.SLOT_NOT_USABLE);
    }

    private int isolate(Drc d) {
        if (d.state == DrcState.ISOLATED) {
            return RtasStatus.SUCCESS;
        }
        if (d.state == DrcState.UNUSABLE) {
            return RtasStatus.SLOT_NOT_USABLE;
        }
        int rc = busyOrDone(d, Drc.Job.ISOLATE, profile.operations().isolate());
        if (rc == RtasStatus.SUCCESS) {
            d.state = DrcState.ISOLATED;
            d.ccStep = 0;
        }
        return rc;
    }

    /** A transition legal only from {@code from}; otherwise the given PAPR error, nothing changed. */
    private int transition(Drc d, Drc.Job job, DrcState from, DrcState to, int illegal) {
        if (d.state != from) {
            return d.state == to ? RtasStatus.SUCCESS : illegal;
        }
        int rc = busyOrDone(d, job, operation(job));
        if (rc == RtasStatus.SUCCESS) {
            d.state = to;
        }
        return rc;
    }

    private FirmwareProfile.Operation operation(Drc.Job job) {
        FirmwareProfile.Operations o = profile.operations();
        return switch (job) {
            case SENSE -> o.sense();
            case ALLOCATE -> o.allocate();
            case UNALLOCATE -> o.unallocate();
            case UNISOLATE -> o.unisolate();
            case ISOLATE -> o.isolate();
            case CONFIGURE_STEP -> o.configureStep();
        };
    }

    /**
     * The first call for an operation starts it, busy for an exponentially distributed time
     * with the profile's mean; calls before it ends answer a busy status from the mix; the
     * first call after it ends succeeds.
     */
    private int busyOrDone(Drc d, Drc.Job job, FirmwareProfile.Operation op) {
        long now = kernel.now();
        Long until = d.busyUntil.get(job);
        if (until == null) {
            long busy = rnd.exponential(op.busyMeanNs().value() * (partitionBusy ? op.busyLoadFactor().value() : 1));
            if (busy == 0) {
                return RtasStatus.SUCCESS;
            }
            d.busyUntil.put(job, now + busy);
            return busyStatus(op.busyStatuses());
        }
        if (now < until) {
            return busyStatus(op.busyStatuses());
        }
        d.busyUntil.remove(job);
        return RtasStatus.SUCCESS;
    }

    private int busyStatus(FirmwareProfile.StatusMix mix) {
        double total = mix.weights().values().stream().mapToDouble(Double::doubleValue).sum();
        double x = rnd.nextDouble() * total;
        int last = RtasStatus.BUSY;
        for (Map.Entry<String, Double> e : mix.weights().entrySet()) {
            last = Integer.parseInt(e.getKey());
            x -= e.getValue();
            if (x < 0) {
                return last;
            }
        }
        return last;
    }

    private int count(RtasToken token, int rc) {
        calls.computeIfAbsent(token.tokenName(), k -> new TreeMap<>()).merge(rc, 1L, Long::sum);
        return rc;
    }
}
