package dev.oversleep.kernel.percpu;

/**
 * One CPU's struct tick_sched in high-resolution mode and the functions of
 * kernel/time/tick-sched.c that act on it, by release ({@link PercpuRules}): the sched_timer
 * (the tick as an hrtimer), whether the tick is stopped, the cached next tick (v4.13), and the
 * sleep length the idle governor reads. Read in v4.7.4, v4.10.1, v4.12.0 and v4.13.4.
 *
 * <p>Not modelled: rcu_needs_cpu(), arch_needs_cpu() and irq_work (no CPU here has RCU
 * callbacks or irq_work pending), and the do_timer duty's cap, timekeeping_max_deferment():
 * minutes for the POWER timebase clocksource, beyond every CPU's 4 s watchdog.
 */
final class NohzTick {
    private final Cpu cpu;
    private final PercpuMachine m;
    private final PercpuRules rules;
    final Hrtimer schedTimer;
    boolean tickStopped;
    boolean inidle;
    long lastTick;
    /** ts-&gt;next_tick (v4.13); 0 when reset. */
    long nextTick;
    /** ts-&gt;sleep_length: dev-&gt;next_event - now at the last evaluation. */
    long sleepLength;

    NohzTick(Cpu cpu, PercpuMachine m, PercpuRules rules) {
        this.cpu = cpu;
        this.m = m;
        this.rules = rules;
        this.schedTimer = new Hrtimer("sched_timer", this::schedTimerFn);
    }

    /**
     * tick_nohz_stop_sched_tick(): the next wheel event (get_next_timer_interrupt(), always on
     * the jiffy grid); within a tick the tick keeps running, or, stopped and due now, is restarted
     * (v4.7 to v4.12); otherwise the sched_timer is armed for it, unless the reprogram is skipped
     * because the expiry equals dev-&gt;next_event (v4.7 to v4.12) or ts-&gt;next_tick with the
     * sched_timer already there (v4.13).
     */
    void stopSchedTick(long now) {
        long basej = m.ticks().jiffiesAt(now);
        long basemono = m.ticks().tickStart(basej);
        long nextTickNs = cpu.getNextTimerInterrupt(basej, basemono);
        long delta = nextTickNs - basemono;
        if (nextTickNs != Long.MAX_VALUE && delta <= m.ticks().tickNs()) {
            if (rules.timerClearIdle()) {
                cpu.base.clearIdle();
            }
            if (!tickStopped) {
                out(now);
                return;
            }
            if (rules.restartWhenDue() && delta == 0) {
                m.trace(cpu, now, "tick_nohz_stop_sched_tick: next timer due now, tick_nohz_restart()");
                restart(now);
                out(now);
                return;
            }
        }
        long expires = nextTickNs;
        if (tickStopped) {
            if (rules.skipComparesNextTick()) {
                if (expires == nextTick && (expires == Long.MAX_VALUE || nextTick == schedTimer.expires)) {
                    out(now);
                    return;
                }
            } else if (expires == cpu.device.nextEvent) {
                m.trace(cpu, now, "tick_nohz_stop_sched_tick: expires " + m.fmt(expires)
                        + " == dev->next_event: reprogram skipped" + (schedTimer.enqueued() && schedTimer.expires == expires
                        ? "" : " (sched_timer " + (schedTimer.enqueued() ? "at " + m.fmt(schedTimer.expires) : "not queued") + ")"));
                cpu.skippedAt = expires;
                out(now);
                return;
            }
        }
        if (!tickStopped) {
            lastTick = schedTimer.expires;
            tickStopped = true;
        }
        if (rules.skipComparesNextTick()) {
            nextTick = expires;
        }
        if (expires == Long.MAX_VALUE) {
            cancelSchedTimer(now);
        } else {
            HrtimerCpuBase.start(schedTimer, expires, expires, cpu, now);
        }
        out(now);
    }

    private void out(long now) {
        sleepLength = cpu.device.nextEvent == Long.MAX_VALUE ? Long.MAX_VALUE : cpu.device.nextEvent - now;
    }

    /** hrtimer_cancel(&ts-&gt;sched_timer): its callback never runs concurrently here. */
    private void cancelSchedTimer(long now) {
        HrtimerCpuBase.tryToCancel(schedTimer, cpu, now);
    }

    /**
     * tick_nohz_restart(): the periodic tick again from the first grid instant after now
     * (expiry last_tick, forwarded); v4.13 resets next_tick.
     */
    void restart(long now) {
        cancelSchedTimer(now);
        schedTimer.setExpires(lastTick);
        schedTimer.forward(now, m.ticks().tickNs());
        HrtimerCpuBase.start(schedTimer, schedTimer.expires, schedTimer.expires, cpu, now);
        if (rules.skipComparesNextTick()) {
            nextTick = 0;
        }
    }

    /** tick_nohz_restart_sched_tick(): timer_clear_idle(), the tick no longer stopped, restart. */
    private void restartSchedTick(long now) {
        if (rules.timerClearIdle()) {
            cpu.base.clearIdle();
        }
        tickStopped = false;
        restart(now);
    }

    /** tick_nohz_idle_enter(): inidle, then __tick_nohz_idle_enter(). */
    void idleEnter(long now) {
        inidle = true;
        nohzIdleEnter(now);
    }

    /**
     * __tick_nohz_idle_enter(): can_stop_idle_tick() (not with need_resched set), then
     * tick_nohz_stop_sched_tick().
     */
    private void nohzIdleEnter(long now) {
        if (cpu.needResched) {
            return;
        }
        stopSchedTick(now);
    }

    /** tick_nohz_irq_exit(): re-evaluate the idle tick at the exit of an interrupt taken in idle. */
    void irqExit(long now) {
        if (inidle) {
            nohzIdleEnter(now);
        }
    }

    /** tick_nohz_idle_exit(): a stopped tick restarts. */
    void idleExit(long now) {
        inidle = false;
        if (tickStopped) {
            restartSchedTick(now);
        }
    }

    /**
     * tick_sched_timer(): tick_sched_handle() (v4.13: a tick firing while stopped resets
     * next_tick), which raises TIMER_SOFTIRQ (update_process_times() → run_local_timers());
     * a stopped tick is not restarted (HRTIMER_NORESTART), a running one forwards a period.
     */
    private boolean schedTimerFn(Hrtimer t, long now) {
        if (tickStopped && rules.skipComparesNextTick()) {
            nextTick = 0;
        }
        cpu.timerSoftirqPending = true;
        if (tickStopped) {
            return false;
        }
        t.forward(now, m.ticks().tickNs());
        return true;
    }
}
