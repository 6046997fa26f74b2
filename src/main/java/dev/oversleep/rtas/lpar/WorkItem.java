package dev.oversleep.rtas.lpar;

import java.util.List;
import java.util.function.LongConsumer;

/**
 * A work_struct as the caller's per-CPU kworker runs it: CPU work and the percpu-rwsem writer
 * steps the item's function takes, in order. An item is "pending" from schedule_work() until
 * the worker starts it (WORK_STRUCT_PENDING is cleared before the function runs,
 * kernel/workqueue.c process_one_work()), so it can be queued again while it runs.
 */
public final class WorkItem {
    /** One step of the work function. */
    public sealed interface Step permits Cpu, WriterEnter, WriterExit {
    }

    /** CPU work of the function, in ns on an unloaded core. */
    public record Cpu(long ns) implements Step {
    }

    /** percpu_down_write(): rcu_sync_enter(), which may sleep a grace period. */
    public record WriterEnter(RcuSync sync) implements Step {
    }

    /** percpu_up_write(): rcu_sync_exit(). */
    public record WriterExit(RcuSync sync) implements Step {
    }

    final String name;
    final List<Step> steps;
    final LongConsumer onDone;
    boolean pending;
    int pc;

    /**
     * @param onDone called with the instant the function returned (flush_work() waiters), or null
     */
    public WorkItem(String name, List<Step> steps, LongConsumer onDone) {
        this.name = name;
        this.steps = List.copyOf(steps);
        this.onDone = onDone;
    }

    public String name() {
        return name;
    }

    public boolean pending() {
        return pending;
    }
}
