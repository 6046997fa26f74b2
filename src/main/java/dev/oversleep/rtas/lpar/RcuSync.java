package dev.oversleep.rtas.lpar;

/**
 * The rcu_sync state machine behind a percpu rw-semaphore's writer side (kernel/rcu/sync.c,
 * unchanged from v5.3 to v6.13; percpu_down_write() calls rcu_sync_enter(), percpu_up_write()
 * rcu_sync_exit(), kernel/locking/percpu-rwsem.c). The first writer after an idle period waits
 * a full synchronize_rcu(); a writer arriving while the readers are still on the slow path
 * (GP_PASSED, GP_EXIT, GP_REPLAY) does not wait. The last writer's exit queues call_rcu()
 * callbacks that take the state back to GP_IDLE one or two grace periods later. This is why
 * mem_hotplug_begin() sometimes costs a grace period and sometimes nothing.
 */
public final class RcuSync {
    /** enum { GP_IDLE = 0, GP_ENTER, GP_PASSED, GP_EXIT, GP_REPLAY } of kernel/rcu/sync.c. */
    public enum State {
        GP_IDLE, GP_ENTER, GP_PASSED, GP_EXIT, GP_REPLAY
    }

    private final String name;
    private final RcuTree rcu;
    private State state = State.GP_IDLE;
    private int count;

    public RcuSync(String name, RcuTree rcu) {
        this.name = name;
        this.rcu = rcu;
    }

    public String name() {
        return name;
    }

    public State state() {
        return state;
    }

    /**
     * rcu_sync_enter(): true when the caller must wait for a grace period (synchronize_rcu(),
     * then {@link #passed()}); false when it may go on at once. (A second writer arriving in
     * GP_ENTER waits in wait_event() for GP_PASSED; no path modelled has two writers of one
     * rcu_sync at once.)
     */
    public boolean enter() {
        boolean wasIdle = state == State.GP_IDLE;
        if (wasIdle) {
            state = State.GP_ENTER;
        }
        count++;
        return wasIdle;
    }

    /** The synchronize_rcu() of an enter from GP_IDLE returned: rcu_sync_func() makes it GP_PASSED. */
    public void passed() {
        state = State.GP_PASSED;
    }

    /** rcu_sync_exit(). */
    public void exit(long now) {
        if (--count > 0) {
            return;
        }
        if (state == State.GP_PASSED) {
            state = State.GP_EXIT;
            rcu.callRcu(now, this::func);
        } else if (state == State.GP_EXIT) {
            state = State.GP_REPLAY;
        }
    }

    /** rcu_sync_func(), the call_rcu() callback. */
    private void func(long t) {
        if (count > 0) {
            state = State.GP_PASSED;
        } else if (state == State.GP_REPLAY) {
            state = State.GP_EXIT;
            rcu.callRcu(t, this::func);
        } else {
            state = State.GP_IDLE;
        }
    }
}
