package dev.oversleep.rtas.lpar;

import java.util.Arrays;

/**
 * The partition's CPUs as PowerVM runs them: hardware threads of virtual processors (cores),
 * {@code threadsPerVp} consecutive CPU numbers each, and how long a CPU that went idle takes to
 * run what woke it.
 * <ul>
 * <li>An idle CPU first polls in snooze for {@code snoozeNs} (cpuidle-pseries.c, v5.16: the
 * snooze_timeout is the CEDE state's target_residency, 100 us; snooze_loop() polls
 * need_resched() with TIF_POLLING_NRFLAG set, so a wake-up in that window needs no interrupt:
 * send_call_function_single_ipi() and resched_curr() skip the IPI when set_nr_if_polling()
 * succeeds, kernel/sched/core.c), then cedes its thread to the hypervisor (H_CEDE,
 * shared_cede_loop() or dedicated_cede_loop()). The governor's choice of going to CEDE at once
 * is not modelled: an idle CPU always snoozes first.</li>
 * <li>A ceded thread is woken by an interrupt (an IPI: doorbell to a sibling, H_IPI or XIVE
 * otherwise, arch/powerpc/platforms/pseries/smp.c; or its decrementer). On a dedicated
 * partition, or on a shared one whose virtual processor has another thread running or
 * snoozing, it runs after the CEDE state's exit latency, {@code threadWakeNs} (10 us,
 * cpuidle-pseries.c).</li>
 * <li>On a shared-processor partition the hypervisor dispatches whole virtual processors
 * ("The PowerVM hypervisor dispatches VMs on a whole core basis", vcpu_is_preempted(),
 * arch/powerpc/include/asm/paravirt.h, v5.16): once every thread of one has ceded, its core
 * may go to another partition, and a wake-up of any of its threads waits {@code dispatchNs}
 * for the hypervisor to dispatch it again. Wake-ups of the same virtual processor that arrive
 * while that dispatch is under way are served by it.</li>
 * </ul>
 * CPU 0 is the caller's; its state is the {@link CallerCpu}'s, passed in as whether it is
 * running or polling. For the other CPUs this class keeps when each last ran (its kworker).
 */
public final class Vcpus {
    private final int cpus;
    private final int threadsPerVp;
    private final boolean shared;
    private final boolean loaded;
    private final long snoozeNs;
    private final long threadWakeNs;
    private final long dispatchNs;
    /** Per CPU: when it last stopped running (CPU 0: its interrupts from idle; the rest is the caller's). */
    private final long[] lastRan;
    /** Per virtual processor: when a dispatch under way completes. */
    private final long[] dispatchDone;
    private long dispatches;

    /**
     * @param shared       shared-processor partition (the hypervisor dispatches its cores)
     * @param loaded       every CPU runs a CPU hog: none is ever idle
     * @param snoozeNs     how long an idle CPU polls before it cedes
     * @param threadWakeNs how long a ceded thread of a dispatched core takes to run (CEDE exit)
     * @param dispatchNs   how long the hypervisor takes to dispatch a core all of whose threads ceded
     */
    public Vcpus(int cpus, int threadsPerVp, boolean shared, boolean loaded, long snoozeNs, long threadWakeNs, long dispatchNs) {
        if (cpus < 1 || threadsPerVp < 1) {
            throw new IllegalArgumentException("cpus and threads per virtual processor must be positive");
        }
        this.cpus = cpus;
        this.threadsPerVp = threadsPerVp;
        this.shared = shared;
        this.loaded = loaded;
        this.snoozeNs = snoozeNs;
        this.threadWakeNs = threadWakeNs;
        this.dispatchNs = dispatchNs;
        this.lastRan = new long[cpus];
        Arrays.fill(lastRan, Long.MIN_VALUE / 2);
        this.dispatchDone = new long[(cpus + threadsPerVp - 1) / threadsPerVp];
        Arrays.fill(dispatchDone, Long.MIN_VALUE / 2);
    }

    public int cpus() {
        return cpus;
    }

    public boolean shared() {
        return shared;
    }

    public long snoozeNs() {
        return snoozeNs;
    }

    public long dispatchNs() {
        return dispatchNs;
    }

    public long threadWakeNs() {
        return threadWakeNs;
    }

    /** How many times the hypervisor dispatched a core that had ceded. */
    public long dispatches() {
        return dispatches;
    }

    /** The virtual processor CPU {@code c} is a thread of. */
    public int vp(int c) {
        return c / threadsPerVp;
    }

    /** CPU {@code c} (not the caller's) ran until {@code t}. */
    public void ran(int c, long t) {
        lastRan[c] = Math.max(lastRan[c], t);
    }

    /** When CPU {@code c} last stopped running. */
    public long lastRan(int c) {
        return lastRan[c];
    }

    private boolean awake(int c, long t, boolean callerAwake) {
        if (loaded || c == 0 && callerAwake) {
            return true;
        }
        return t - lastRan[c] < snoozeNs;
    }

    /** Whether virtual processor {@code k} has a thread running or snoozing at t. */
    boolean dispatched(int k, long t, boolean callerAwake) {
        if (dispatchDone[k] > t) {
            return false;
        }
        for (int c = k * threadsPerVp; c < Math.min(cpus, (k + 1) * threadsPerVp); c++) {
            if (awake(c, t, callerAwake)) {
                return true;
            }
        }
        return false;
    }

    /**
     * How long after an interrupt at t CPU {@code c} runs what it brought: 0 if the CPU is
     * running or snoozing; the CEDE exit if its thread ceded but its core is dispatched (or the
     * partition is dedicated); otherwise the hypervisor's dispatch of the core, shared with
     * any other wake-up of that core while it is under way.
     *
     * @param callerAwake whether CPU 0 is running or snoozing at t
     */
    public long wake(int c, long t, boolean callerAwake) {
        if (awake(c, t, callerAwake)) {
            return 0;
        }
        int k = vp(c);
        if (dispatchDone[k] > t) {
            return dispatchDone[k] - t;
        }
        if (!shared || dispatched(k, t, callerAwake)) {
            return threadWakeNs;
        }
        dispatchDone[k] = t + dispatchNs;
        dispatches++;
        return dispatchNs;
    }

    /** Whether a wake-up of {@code c} at t would need its core dispatched (no state changes). */
    public boolean wouldDispatch(int c, long t, boolean callerAwake) {
        if (awake(c, t, callerAwake)) {
            return false;
        }
        int k = vp(c);
        return dispatchDone[k] > t || shared && !dispatched(k, t, callerAwake);
    }
}
