package dev.oversleep.kernel.percpu;

import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.TimerEra;

/**
 * The rules of the per-CPU timer code that changed between the releases read, one flag each,
 * decided once from the release. Trees read: 4.7.4, 4.10.0/4.10.1, 4.11.0, 4.12.0, 4.13.4,
 * 4.14.5, 4.15.0 (tick-sched.c, hrtimer.c, clockevents.c, tick-oneshot.c, tick-broadcast*.c,
 * cpuidle.c, governors/menu.c); a release outside 4.7 to 4.15 gets the nearest end's rules,
 * with the bc_set_next() rework of v5.4.
 *
 * @param skipComparesNextTick tick_nohz_stop_sched_tick()'s "skip reprogram of event if its not
 *                             changed" compares ts-&gt;next_tick (v4.13: 411fe24e6b7c, with its
 *                             sanity check against the sched_timer's expiry), not
 *                             dev-&gt;next_event (v4.7 to v4.12; 24b91e360ef5 was reverted
 *                             before v4.10 by 558e8e27e73f)
 * @param restartWhenDue       a stopped tick whose next timer is due now (delta == 0) is
 *                             restarted with tick_nohz_restart() (v4.7 to v4.12); v4.13 dropped
 *                             the branch and re-arms the sched_timer at the past instant
 * @param nextEventMaxOnStop   tick_program_event(KTIME_MAX) sets dev-&gt;next_event = KTIME_MAX
 *                             (39c82caff861, v4.15); before, a stopped device keeps its last value
 * @param menuBreaks           menu_select() stops at the first state too deep or too slow
 *                             (v4.11); v4.10 skips it and looks at deeper ones
 * @param bcSetNextAlwaysStarts bc_set_next() always hrtimer_start()s the broadcast hrtimer and
 *                             bc_handler() never restarts it (b9023b91dd02, v5.4); before, it
 *                             tries to cancel, restarts it on this CPU if that worked, and only
 *                             sets its expiry from inside the callback
 * @param timerClearIdle       the wheel has base-&gt;is_idle to clear (the non-cascading wheel, v4.8)
 */
record PercpuRules(boolean skipComparesNextTick, boolean restartWhenDue, boolean nextEventMaxOnStop,
                   boolean menuBreaks, boolean bcSetNextAlwaysStarts, boolean timerClearIdle) {

    static PercpuRules of(KernelVersion v) {
        boolean v413 = v.atLeast(4, 13);
        return new PercpuRules(v413, !v413, v.atLeast(4, 15), v.atLeast(4, 11), v.atLeast(5, 4),
                TimerEra.of(v) != TimerEra.CASCADING);
    }
}
