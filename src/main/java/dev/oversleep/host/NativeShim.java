package dev.oversleep.host;

import com.sun.jna.Library;
import com.sun.jna.Pointer;

/**
 * JNA view of {@code native/include/oversleep_shim.h}. Every call returns a value &ge; 0 or
 * {@code -errno}; {@link HostTimers} turns the latter into {@link NativeCallException}s.
 * Keep this in step with the header and bump {@link ShimLoader#EXPECTED_ABI} with it.
 */
public interface NativeShim extends Library {
    int ovs_abi_version();

    String ovs_strerror(int negativeErrno);

    long ovs_clock_now_ns(int clock);

    long ovs_clock_res_ns(int clock);

    int ovs_sleep_ns(int method, long requestNs);

    int ovs_sleep_until_ns(int method, long deadlineNs);

    long ovs_eintr_count();

    long ovs_timer_slack_get();

    int ovs_timer_slack_set(long ns);

    int ovs_pin_cpu(int cpu);

    int ovs_pinned_cpu();

    int ovs_set_fifo(int prio);

    int ovs_sched_policy();

    int ovs_sched_priority();

    int ovs_dma_latency_hold(int targetUs);

    int ovs_dma_latency_release(int fd);

    int ovs_isatty(int fd);

    int ovs_measure_sleeps(int method, long requestNs, int count, long[] actualNs, Pointer progress);

    int ovs_measure_cyclic(int method, long intervalNs, int count, long[] latencyNs,
                           long[] overruns, Pointer progress);
}
