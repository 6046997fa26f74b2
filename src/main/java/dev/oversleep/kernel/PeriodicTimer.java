package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;

/**
 * Background timer activity of an otherwise idle machine, declared in a platform profile: each
 * expiry interrupts an idle CPU, whose exit from the interrupt re-evaluates its NOHZ tick
 * (tick_nohz_irq_exit() → get_next_timer_interrupt()) and so brings its wheel base up to date.
 * That is what bounds how stale a base can be.
 *
 * @param name      what it is, e.g. "softlockup watchdog"
 * @param kind      {@code hrtimer} (e.g. watchdog_timer_fn), {@code timer} (a wheel timer that
 *                  wakes the CPU), or {@code deferrable} (TIMER_DEFERRABLE / deferrable work such
 *                  as vmstat_update: it waits for the CPU to wake for something else, so it is
 *                  listed for completeness and never wakes an idle CPU)
 * @param periodNs  its period, with the source of the value
 * @param placement {@code each} (one per CPU, like the per-CPU watchdog hrtimer), {@code rotating}
 *                  (one timer re-armed on the next online CPU each period with add_timer_on(),
 *                  like clocksource_watchdog()), or {@code cpu:N} (one timer on CPU N)
 * @param wakesThreadNs for an hrtimer whose callback wakes a kernel thread on its CPU (the
 *                  softlockup watchdog wakes its SCHED_FIFO thread): how long the thread runs,
 *                  so an idle CPU leaves idle and re-enters it; null when it wakes none. Only the
 *                  per-CPU machine models it.
 */
public record PeriodicTimer(String name, String kind, Param periodNs, String placement, Param wakesThreadNs) {

    /** A timer that wakes no thread. */
    public PeriodicTimer(String name, String kind, Param periodNs, String placement) {
        this(name, kind, periodNs, placement, null);
    }
    /**
     * The shortest period a platform timer may have: 1 µs. The kernel's periodic timers run at
     * most once a tick (1 ms at HZ=1000) and its hrtimers here are watchdogs of seconds; a
     * shorter period is a typo that would make a run step through an expiry every nanosecond.
     */
    public static final double MIN_PERIOD_NS = 1000;

    /** Whether an expiry interrupts an idle CPU. */
    public boolean wakesIdleCpu() {
        return !"deferrable".equals(kind);
    }

    void validate(String field) {
        if (name == null || name.isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".name", "missing");
        }
        if (!"hrtimer".equals(kind) && !"timer".equals(kind) && !"deferrable".equals(kind)) {
            throw new ModelFiles.InvalidFieldException(field + ".kind", "expected hrtimer, timer or deferrable");
        }
        Param.require(field + ".period_ns", periodNs, MIN_PERIOD_NS);
        if (placement == null || !(placement.equals("each") || placement.equals("rotating")
                || placement.matches("cpu:\\d{1,4}"))) {
            throw new ModelFiles.InvalidFieldException(field + ".placement", "expected each, rotating or cpu:N");
        }
        if (wakesThreadNs != null) {
            if (!"hrtimer".equals(kind)) {
                throw new ModelFiles.InvalidFieldException(field + ".wakes_thread_ns", "only an hrtimer's callback is modelled waking a thread");
            }
            Param.require(field + ".wakes_thread_ns", wakesThreadNs, 0, 1e9);
        }
    }

    /** The CPU of a {@code cpu:N} placement, or -1. */
    int fixedCpu() {
        return placement.startsWith("cpu:") ? Integer.parseInt(placement.substring(4)) : -1;
    }
}
