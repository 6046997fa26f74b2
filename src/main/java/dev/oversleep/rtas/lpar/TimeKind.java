package dev.oversleep.rtas.lpar;

/**
 * Where the DLPAR task's elapsed time went. Every ns of a run is in exactly one kind, so the
 * kinds sum to the elapsed time.
 */
public enum TimeKind {
    /** Inside RTAS calls that did work, changed state or were followed by a sleep (irqs off, lock_rtas()). */
    RTAS("rtas_ns"),
    /** Inside RTAS calls that found a time-based wait still running and were retried at once: spinning. */
    SPIN("spin_ns"),
    /** rtas_busy_delay()'s msleep(). */
    MSLEEP("msleep_ns"),
    /** rtas_busy_delay()'s usleep_range() (5.17 to 6.12; fsleep()'s choice since 6.13). */
    USLEEP_RANGE("usleep_range_ns"),
    /** Blocked in synchronize_rcu(): a grace period (percpu_down_write() from an idle rcu_sync). */
    SYNCHRONIZE_RCU("synchronize_rcu_ns"),
    /** Blocked in synchronize_rcu_expedited(). */
    EXPEDITED_RCU("synchronize_rcu_expedited_ns"),
    /** Blocked in flush_work() on per-CPU work queued to every CPU (pcp and LRU drains, SLUB flushes). */
    FLUSH_WORK("flush_work_ns"),
    /** Other sleeps (polling a CPU that stops itself). */
    OTHER_SLEEP("other_sleep_ns"),
    /** CPU work of the kernel between RTAS calls (memory hotplug, device tree, sysfs, SLUB shrink). */
    KERNEL("kernel_ns"),
    /**
     * Waiting for a ceded vCPU to run again: the task's own after a wake-up, or another CPU's
     * whose work it waits for in flush_work() (the CEDE exit; on a shared-processor partition,
     * the hypervisor's dispatch of a core all of whose threads ceded). The dispatches inside a
     * grace period (its ticks, the kthread's scans) stay in {@link #SYNCHRONIZE_RCU}.
     */
    VCPU_DISPATCH("vcpu_dispatch_ns"),
    /** Runnable but waiting for the CPU: behind a kworker or the hog's slice. */
    CPU_WAIT("cpu_wait_ns");

    private final String jsonName;

    TimeKind(String jsonName) {
        this.jsonName = jsonName;
    }

    public String jsonName() {
        return jsonName;
    }
}
