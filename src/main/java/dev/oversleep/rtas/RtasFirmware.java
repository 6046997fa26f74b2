package dev.oversleep.rtas;

import dev.oversleep.rtas.lpar.Lpar;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A PowerVM-like RTAS over the partition's dynamic-reconfiguration connectors. Each call costs
 * the caller's CPU (RTAS runs on the calling thread with interrupts off, inside rtas_call()'s
 * lock_rtas()). An operation the OS requests runs in two parts, as PAPR and the author of
 * 38f7b706 describe the busy statuses:
 * <ul>
 * <li>work (work-conserving): done only while the OS is inside a call, at most one slice per
 * call, what the call's latency bound leaves after its fixed cost ({@link
 * FirmwareProfile.Calls#sliceNs()}; LoPAR, RTAS environment, "Resource Allocation and Use",
 * requirements 4 and 5: no busy-waiting beyond a very short period, 250 us even for calls
 * that cannot answer -2); each call that leaves work undone answers RTAS_BUSY (-2), and "RTAS
 * can resume making progress as soon as the OS reattempts the call" — how long the OS waits in
 * between changes nothing but elapsed time;</li>
 * <li>then a wait (time-based): for an external event or internal contention, whatever the OS
 * does; calls meanwhile answer 9900 + n, "call again in about 10^n ms", as the operation's
 * {@link DelayHint} says (the order of magnitude of the time left, at least 9900, or a fixed
 * status), and the first call after it ends succeeds.</li>
 * </ul>
 * With busy SMT siblings a slice does proportionally less work (the thread is slower), and
 * the fixed part of a call takes longer. Illegal requests get PAPR's error codes and change
 * nothing.
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
    /** DR_ENTITY_PRESENT and DR_ENTITY_UNUSABLE (dlpar.c). */
    public static final int DR_ENTITY_PRESENT = 1;
    public static final int DR_ENTITY_UNUSABLE = 2;
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
    private final Lpar lpar;
    private final long callNs;
    private final long sliceNs;
    private final Map<Integer, Drc> drcs = new LinkedHashMap<>();
    private final Map<DrcKind, int[]> ccSequences = new LinkedHashMap<>();
    private final Map<String, Map<Integer, Long>> calls = new TreeMap<>();
    /** Every call in order, token and status, when recording (tests of the call sequence). */
    private List<String> trace;
    /** Failures to answer instead of the model's status: "token drc" → status, for rollback tests. */
    private final Map<String, Integer> failures = new java.util.HashMap<>();

    public RtasFirmware(FirmwareProfile profile, Lpar lpar) {
        this.profile = profile;
        this.lpar = lpar;
        this.callNs = FirmwareProfile.ns(profile.calls().callNs());
        this.sliceNs = profile.calls().sliceNs();
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
     * Makes every later call of {@code token} on {@code drc} fail with {@code status} (a PAPR
     * error) after its fixed cost, changing nothing: how tests drive the kernel's error paths.
     */
    void failAlways(RtasToken token, int drc, int status) {
        failures.put(token.tokenName() + " " + drc, status);
    }

    private Integer failure(RtasToken token, int drc) {
        return failures.get(token.tokenName() + " " + drc);
    }

    /** Records every call as "token args -> status" from now on (for tests of the call sequence). */
    public void recordTrace(List<String> into) {
        this.trace = into;
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
        int rc;
        Integer fail = failure(RtasToken.SET_INDICATOR, drcIndex);
        if (fail != null) {
            rc = plain(fail);
        } else if (d == null || (indicator != ALLOCATION_STATE && indicator != ISOLATION_STATE) || (value != 0 && value != 1)) {
            rc = plain(RtasStatus.PARAMETER_ERROR);
        } else if (indicator == ALLOCATION_STATE) {
            rc = value == ALLOC_USABLE
                    ? transition(d, Drc.Job.ALLOCATE, DrcState.UNUSABLE, DrcState.ISOLATED, RtasStatus.SLOT_NOT_USABLE)
                    : unallocate(d);
        } else {
            rc = value == UNISOLATE
                    ? transition(d, Drc.Job.UNISOLATE, DrcState.ISOLATED, DrcState.UNISOLATED, RtasStatus.SLOT_NOT_USABLE)
                    : isolate(d);
        }
        return count(RtasToken.SET_INDICATOR, " " + indicator + " " + value, rc);
    }

    /** get-sensor-state(9003, index): the status, and the sense value in {@code state[0]}. */
    public int getSensorState(int sensor, int drcIndex, int[] state) {
        Drc d = drcs.get(drcIndex);
        int rc;
        if (d == null || sensor != DR_ENTITY_SENSE) {
            rc = plain(RtasStatus.PARAMETER_ERROR);
        } else {
            rc = operate(d, Drc.Job.SENSE);
            if (rc == RtasStatus.SUCCESS) {
                state[0] = d.state == DrcState.UNUSABLE ? DR_ENTITY_UNUSABLE : DR_ENTITY_PRESENT;
            }
        }
        return count(RtasToken.GET_SENSOR_STATE, " " + sensor, rc);
    }

    /**
     * ibm,configure-connector: one step of the connector's fragment per successful call; valid
     * on an unisolated connector (again after it was configured: the OS may describe it anew).
     */
    public int configureConnector(int drcIndex) {
        Drc d = drcs.get(drcIndex);
        int rc;
        Integer fail = failure(RtasToken.CONFIGURE_CONNECTOR, drcIndex);
        if (fail != null) {
            rc = plain(fail);
        } else if (d == null) {
            rc = plain(RtasStatus.PARAMETER_ERROR);
        } else if (d.state != DrcState.UNISOLATED && d.state != DrcState.CONFIGURED) {
            rc = plain(RtasStatus.CFG_USE_ERROR);
        } else {
            rc = operate(d, Drc.Job.CONFIGURE_STEP);
            if (rc == RtasStatus.SUCCESS) {
                int[] seq = ccSequences.get(d.kind);
                rc = seq[d.ccStep++];
                if (rc == CC_COMPLETE) {
                    d.ccStep = 0;
                    d.state = DrcState.CONFIGURED;
                }
            }
        }
        return count(RtasToken.CONFIGURE_CONNECTOR, "", rc);
    }

    /** The OS asks a CPU thread to stop itself (stop-self); it gets there after cpu_stop_ns. */
    public void stopSelf(int cpuDrc) {
        Drc d = drcs.get(cpuDrc);
        if (d != null && d.kind == DrcKind.CPU && d.stopsAt < 0) {
            d.stopsAt = lpar.now() + FirmwareProfile.ns(profile.operations().cpuStopNs());
        }
    }

    /** query-cpu-stopped-state: status 0 with QCSS_STOPPED or QCSS_NOT_STOPPED in {@code state[0]}. */
    public int queryCpuStoppedState(int cpuDrc, int[] state) {
        Drc d = drcs.get(cpuDrc);
        int rc;
        if (d == null || d.kind != DrcKind.CPU) {
            rc = plain(RtasStatus.PARAMETER_ERROR);
        } else {
            state[0] = d.stopsAt >= 0 && lpar.now() >= d.stopsAt ? QCSS_STOPPED : QCSS_NOT_STOPPED;
            rc = plain(RtasStatus.SUCCESS);
        }
        return count(RtasToken.QUERY_CPU_STOPPED_STATE, "", rc);
    }

    /** The OS starts a stopped CPU again (start-cpu after add). */
    void running(int cpuDrc) {
        Drc d = drcs.get(cpuDrc);
        if (d != null) {
            d.stopsAt = -1;
        }
    }

    private int unallocate(Drc d) {
        if (d.state == DrcState.UNISOLATED || d.state == DrcState.CONFIGURED) {
            return plain(RtasStatus.SLOT_UNISOLATED);
        }
        return transition(d, Drc.Job.UNALLOCATE, DrcState.ISOLATED, DrcState.UNUSABLE, RtasStatus.SLOT_NOT_USABLE);
    }

    private int isolate(Drc d) {
        if (d.state == DrcState.ISOLATED) {
            return plain(RtasStatus.SUCCESS);
        }
        if (d.state == DrcState.UNUSABLE) {
            return plain(RtasStatus.SLOT_NOT_USABLE);
        }
        int rc = operate(d, Drc.Job.ISOLATE);
        if (rc == RtasStatus.SUCCESS) {
            d.state = DrcState.ISOLATED;
            d.ccStep = 0;
        }
        return rc;
    }

    /** A transition legal only from {@code from}; otherwise the given PAPR error, nothing changed. */
    private int transition(Drc d, Drc.Job job, DrcState from, DrcState to, int illegal) {
        if (d.state != from) {
            return plain(d.state == to ? RtasStatus.SUCCESS : illegal);
        }
        int rc = operate(d, job);
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

    /** A call that does no work on an operation: the fixed cost only. */
    private int plain(int status) {
        lpar.rtasCall(callNs, 0);
        return status;
    }

    /**
     * One call for an operation: a slice of its remaining work (-2 while some remains), then its
     * time-based wait (990x while it runs), then success. Spends the call's CPU.
     */
    private int operate(Drc d, Drc.Job job) {
        FirmwareProfile.Operation op = operation(job);
        Drc.Progress p = d.underWay.computeIfAbsent(job, j -> new Drc.Progress(op.workNs().value()));
        if (p.workLeftNs > 0) {
            double smt = lpar.cpu().smtFactor();
            double needNs = p.workLeftNs * smt;
            if (needNs > sliceNs) {
                lpar.rtasCall(callNs, sliceNs);
                p.workLeftNs -= sliceNs / smt;
                return RtasStatus.BUSY;
            }
            lpar.rtasCall(callNs, (long) Math.ceil(needNs));
            p.workLeftNs = 0;
            long waitNs = FirmwareProfile.ns(op.waitNs());
            if (waitNs > 0) {
                p.waitUntilNs = lpar.now() + waitNs;
                return op.delayStatus(waitNs);
            }
            d.underWay.remove(job);
            return RtasStatus.SUCCESS;
        }
        long now = lpar.now();
        if (p.waitUntilNs < 0) {
            long waitNs = FirmwareProfile.ns(op.waitNs());
            lpar.rtasCall(callNs, 0);
            if (waitNs > 0) {
                p.waitUntilNs = now + waitNs;
                return op.delayStatus(waitNs);
            }
            d.underWay.remove(job);
            return RtasStatus.SUCCESS;
        }
        lpar.rtasCall(callNs, 0);
        if (now < p.waitUntilNs) {
            return op.delayStatus(p.waitUntilNs - now);
        }
        d.underWay.remove(job);
        return RtasStatus.SUCCESS;
    }

    private int count(RtasToken token, String args, int rc) {
        calls.computeIfAbsent(token.tokenName(), k -> new TreeMap<>()).merge(rc, 1L, Long::sum);
        if (trace != null) {
            trace.add(token.tokenName() + args + " -> " + rc);
        }
        return rc;
    }
}
