package dev.oversleep.kernel;

/**
 * One CPU's NOHZ idle tick (struct tick_sched, kernel/time/tick-sched.c): whether the periodic
 * tick is stopped and for which instant its sched_timer is programmed. tick_nohz_stop_sched_tick()
 * runs on the way into idle and again at the exit of every interrupt taken while idle
 * (tick_nohz_irq_exit()); tick_nohz_idle_exit() restarts the tick.
 *
 * <p>The rule that can lose a wake-up is the one 4.x calls "skip reprogram of event if its not
 * changed": with the tick stopped, a new expiry equal to the clockevent device's next event
 * (dev-&gt;next_event, v4.7 to v4.12) is taken as already programmed. The device is shared by
 * every hrtimer of the CPU, so when another hrtimer is due at exactly that instant the
 * sched_timer is left where it was (or cancelled) and the wheel timer's tick does not come;
 * the colliding hrtimer's own interrupt then finds the timer due (delta 0) and restarts the
 * tick, so the timer runs one tick late. v4.13 compares with ts-&gt;next_tick instead
 * (411fe24e6b7c "nohz: Fix collision between tick and other hrtimers, again"), so a collision no
 * longer skips. The first fix, 24b91e360ef5, was merged for v4.10 and reverted before the
 * release (558e8e27e73f, among the v4.10-final merges), so v4.10 still compares dev-&gt;next_event.
 * Read in tick-sched.c of v4.7.4, v4.10.17, v4.12.0 and v4.13.4.
 *
 * <p>So the rule cannot lose a wake-up for seconds: a skip needs another hrtimer due at the
 * sched_timer's very instant, and that hrtimer's own interrupt then ends the wait a tick later.
 * It does not explain the 4.7 msleep driver's single extends of up to 2.76 s, and the model
 * does not make it do so.
 *
 * <p>Only a tick-aligned hrtimer can collide (the new expiry is basemono + n * TICK_NSEC); the
 * periodic timers the shipped platforms declare are not tick-aligned, so on them the rule never
 * delays a wake-up, which the model then shows rather than assumes.
 */
public final class TickSched {
    /** KTIME_MAX: nothing programmed. */
    public static final long NONE = Long.MAX_VALUE;

    private final boolean compareNextTick;
    private final boolean restartWhenDue;
    private boolean stopped;
    private long schedTimerNs = NONE;
    private long nextTickNs = NONE;

    public TickSched(KernelVersion v) {
        this.compareNextTick = v.atLeast(4, 13);
        this.restartWhenDue = !compareNextTick;
    }

    public boolean stopped() {
        return stopped;
    }

    /** The instant the stopped tick's sched_timer is programmed for ({@link #NONE} when cancelled). */
    public long schedTimerNs() {
        return schedTimerNs;
    }

    /** What tick_nohz_stop_sched_tick() decided. */
    public enum Decision {
        /** The next event is within a tick: the tick keeps running (timer_clear_idle()). */
        TICK_RUNS,
        /** The tick is (still) stopped, its sched_timer programmed for the next event. */
        PROGRAMMED,
        /** Stopped, and the reprogram was skipped because the expiry matched what the rule compares. */
        SKIPPED,
        /** The tick was stopped and the next event is due now: the tick is restarted (v4.7 to v4.12). */
        RESTARTED
    }

    /**
     * tick_nohz_stop_sched_tick(): {@code nextEventNs} is the CPU's next timer event (the wheel
     * timer's tick or the next hrtimer, as get_next_timer_interrupt() returns it), {@code
     * deviceNextEventNs} the clockevent device's programmed event (the earliest of the
     * sched_timer and every other hrtimer of this CPU). The caller applies timer_clear_idle()
     * when the result is {@link Decision#TICK_RUNS}, {@link Decision#RESTARTED} or the next
     * event is within a tick.
     */
    public Decision stop(long basemonoNs, long nowNs, long nextEventNs, long deviceNextEventNs, long tickNs) {
        long delta = nextEventNs == NONE ? NONE : nextEventNs - basemonoNs;
        if (delta <= tickNs) {
            if (!stopped) {
                return Decision.TICK_RUNS;
            }
            if (restartWhenDue && delta <= 0) {
                restart();
                return Decision.RESTARTED;
            }
        }
        long expires = nextEventNs;
        if (stopped) {
            if (compareNextTick) {
                if (expires == nextTickNs && (expires == NONE || nextTickNs == schedTimerNs)) {
                    return Decision.SKIPPED;
                }
            } else if (expires == deviceNextEventNs) {
                return Decision.SKIPPED;
            }
        }
        stopped = true;
        nextTickNs = expires;
        schedTimerNs = expires;
        return Decision.PROGRAMMED;
    }

    /** tick_nohz_restart_sched_tick() / tick_nohz_restart(): the periodic tick runs again. */
    public void restart() {
        stopped = false;
        schedTimerNs = NONE;
        nextTickNs = NONE;
    }
}
