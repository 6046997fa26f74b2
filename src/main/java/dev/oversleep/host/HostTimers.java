package dev.oversleep.host;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

/**
 * Checked access to the shim: each call either succeeds or throws a
 * {@link NativeCallException} naming the C function. Thread-affine calls (slack, pinning,
 * policy) act on the calling thread, exactly as the prctl and sched_* calls they wrap.
 */
public final class HostTimers {
    private final NativeShim shim;

    public HostTimers(NativeShim shim) {
        this.shim = shim;
    }

    /** Loads the shim; throws {@link ShimUnavailableException} with the reason. */
    public static HostTimers load() {
        return new HostTimers(ShimLoader.shim());
    }

    private long check(String call, long rc) {
        if (rc < 0) {
            throw new NativeCallException(call, (int) rc, shim.ovs_strerror((int) rc));
        }
        return rc;
    }

    public long nowNs(HostClock clock) {
        return check("ovs_clock_now_ns", shim.ovs_clock_now_ns(clock.id));
    }

    public long monotonicNs() {
        return nowNs(HostClock.MONOTONIC);
    }

    public long resolutionNs(HostClock clock) {
        return check("ovs_clock_res_ns", shim.ovs_clock_res_ns(clock.id));
    }

    /** Sleeps {@code ns}; absolute methods sleep to now + ns. Never returns early. */
    public void sleep(SleepMethod method, long ns) {
        check("ovs_sleep_ns(" + method.cliName() + ")", shim.ovs_sleep_ns(method.id, ns));
    }

    /** Sleeps until an absolute CLOCK_MONOTONIC deadline with an absolute method. */
    public void sleepUntil(SleepMethod method, long deadlineNs) {
        check("ovs_sleep_until_ns(" + method.cliName() + ")",
                shim.ovs_sleep_until_ns(method.id, deadlineNs));
    }

    public long timerSlackNs() {
        return check("prctl(PR_GET_TIMERSLACK)", shim.ovs_timer_slack_get());
    }

    public void setTimerSlackNs(long ns) {
        check("prctl(PR_SET_TIMERSLACK)", shim.ovs_timer_slack_set(ns));
    }

    public void pinToCpu(int cpu) {
        check("sched_setaffinity(cpu " + cpu + ")", shim.ovs_pin_cpu(cpu));
    }

    /** The single CPU this thread may run on, or -1 when it may run on several. */
    public int pinnedCpu() {
        int rc = shim.ovs_pinned_cpu();
        return rc < -1 ? (int) check("sched_getaffinity", rc) : rc;
    }

    /** SCHED_FIFO at prio (1..99), or SCHED_OTHER for 0. */
    public void setFifo(int prio) {
        check("sched_setscheduler(SCHED_FIFO " + prio + ")", shim.ovs_set_fifo(prio));
    }

    public SchedPolicy schedPolicy() {
        return SchedPolicy.of((int) check("sched_getscheduler", shim.ovs_sched_policy()));
    }

    public int schedPriority() {
        return (int) check("sched_getparam", shim.ovs_sched_priority());
    }

    /** Holds /dev/cpu_dma_latency at targetUs; returns the fd to release. */
    public int holdDmaLatency(int targetUs) {
        return (int) check("open/write(/dev/cpu_dma_latency)", shim.ovs_dma_latency_hold(targetUs));
    }

    public void releaseDmaLatency(int fd) {
        check("close(/dev/cpu_dma_latency)", shim.ovs_dma_latency_release(fd));
    }

    /** Sleeps of the calling thread that a signal interrupted and the shim resumed (EINTR retries). */
    public long eintrCount() {
        return check("ovs_eintr_count", shim.ovs_eintr_count());
    }

    public boolean isTerminal(int fd) {
        return shim.ovs_isatty(fd) == 1;
    }

    /**
     * Loop (a) in C: {@code count} back-to-back sleeps; returns each actual duration. The C
     * loop writes the samples done so far into {@code progress} (a {@link #progressCell()},
     * or null), which another thread may read while the loop runs.
     */
    public long[] measureSleeps(SleepMethod method, long requestNs, int count, Pointer progress) {
        long[] actual = new long[count];
        check("ovs_measure_sleeps(" + method.cliName() + ")",
                shim.ovs_measure_sleeps(method.id, requestNs, count, actual, progress));
        return actual;
    }

    /** Loop (b) in C: the cyclictest loop; latencies and the number of skipped periods. */
    public CyclicSamples measureCyclic(SleepMethod method, long intervalNs, int count,
                                       Pointer progress) {
        long[] latency = new long[count];
        long[] overruns = new long[1];
        check("ovs_measure_cyclic(" + method.cliName() + ")",
                shim.ovs_measure_cyclic(method.id, intervalNs, count, latency, overruns, progress));
        return new CyclicSamples(latency, overruns[0]);
    }

    /** A 4-byte cell the C loops write their progress into; read it with getInt(0). */
    public static Memory progressCell() {
        Memory cell = new Memory(4);
        cell.setInt(0, 0);
        return cell;
    }

    /** Latencies of a cyclic run and the periods it skipped because a wake came too late. */
    public record CyclicSamples(long[] latencyNs, long overruns) {
    }
}
