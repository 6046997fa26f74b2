package dev.oversleep.kernel;

/**
 * How kernel/time/timer.c keeps a CPU's wheel base clock (base-&gt;clk) current, by era. The
 * base clock decides a new timer's level (calc_wheel_index(expires, base-&gt;clk)), and a
 * coarse level rounds the expiry up by its granularity, so a base left behind by NOHZ idle
 * makes a short timer long. Each constant names the rule of forward_timer_base() and of the
 * places that call it, as read in the releases cited.
 */
public enum TimerEra {
    /**
     * Before v4.8: the cascading wheel (struct tvec_base). __run_timers() walks every jiffy from
     * base-&gt;timer_jiffies to jiffies and cascades, so a timer fires in the tick where jiffies
     * reaches its expiry however far timer_jiffies lagged (kernel/time/timer.c, v4.7.4:
     * internal_add_timer(), __run_timers(); schedule_timeout() calls __mod_timer() without
     * apply_slack()).
     */
    CASCADING,
    /**
     * v4.8 to v4.12 (500462a9de65 "timers: Switch to a non-cascading wheel", a683f390b93f
     * "timers: Forward the wheel clock whenever possible"): forward_timer_base() moves the clock
     * only when base-&gt;is_idle and it lags by two jiffies or more. is_idle is set by
     * get_next_timer_interrupt() when the CPU stops its tick for more than a tick and cleared by
     * timer_clear_idle() on idle exit, so the three holes 2fe59f507a65 names are open: a pending
     * timer's new index is computed before forwarding (__mod_timer()), add_timer_on() does not
     * forward, and after NOHZ idle exit until that CPU's first tick the stale clock is used
     * (read in kernel/time/timer.c of v4.8.15, v4.10.17 and v4.12.0).
     */
    FORWARD_WHEN_IDLE,
    /**
     * v4.13 to v5.8, and the stable backports 4.9.46 and 4.12.10 (2fe59f507a65 "timers: Fix
     * excessive granularity of new timers after a nohz idle", Nicholas Piggin): base-&gt;
     * must_forward_clk is set with is_idle when the tick stops and cleared only by
     * run_timer_softirq(); forward_timer_base() runs before the index is computed in
     * __mod_timer(), after a base switch and in add_timer_on() (read in kernel/time/timer.c of
     * v4.9.115, v4.13.4, v4.14.170 and v5.8.1; v4.12.0 does not have it; the stable sublevels
     * 4.9.46 and 4.12.10 are as issue #11 states them, not read here).
     */
    MUST_FORWARD_CLK,
    /**
     * Since v5.9: must_forward_clk is gone; forward_timer_base() forwards whenever jiffies is
     * past base-&gt;clk ("No need to forward if we are close enough below jiffies. Also while
     * executing timers, base-&gt;clk is 1 offset ahead of jiffies"), and __run_timers() runs only
     * when jiffies reaches base-&gt;next_expiry, so a busy tick no longer advances the clock
     * (kernel/time/timer.c, v5.9.1; the same test as __forward_timer_base() after the v6.9 timer
     * migration rework).
     */
    FORWARD_WHEN_BEHIND;

    /** The era of a release, with the two stable backports of 2fe59f507a65. */
    public static TimerEra of(KernelVersion v) {
        if (!v.atLeast(4, 8)) {
            return CASCADING;
        }
        if (v.atLeast(5, 9)) {
            return FORWARD_WHEN_BEHIND;
        }
        if (v.atLeast(4, 13) || v.inSeriesFrom(4, 9, 46) || v.inSeriesFrom(4, 12, 10)) {
            return MUST_FORWARD_CLK;
        }
        return FORWARD_WHEN_IDLE;
    }
}
