package dev.oversleep.kernel.percpu;

/**
 * The tick broadcast in oneshot mode with the hrtimer pseudo-device (kernel/time/
 * tick-broadcast.c and tick-broadcast-hrtimer.c, the same logic in v4.7.4, v4.10, v4.13.4 and
 * v4.15.0; powerpc registers it in time_init()). A CPU entering an idle state whose timer stops
 * hands its next event (its device's next_event) to the broadcast; the broadcast hrtimer, queued
 * on one CPU (bound_on), fires at the earliest such event and IPIs the CPUs whose events have
 * come. The CPU that holds the hrtimer must not enter such a state itself
 * (broadcast_needs_cpu() answers -EBUSY, and cpuidle falls back to the deepest state that keeps
 * the timer), and the hrtimer moves to any CPU that enters with an earlier event.
 */
final class TickBroadcast {
    private final PercpuMachine m;
    private final PercpuRules rules;
    private final boolean[] oneshotMask;
    private final boolean[] pendingMask;
    private final boolean[] forceMask;
    /** The pseudo-device's next_event. */
    private long nextEvent = Long.MAX_VALUE;
    /** ce_broadcast_hrtimer.bound_on: the CPU the hrtimer was last started on (-1 never). */
    private int boundOn = -1;
    private final Hrtimer bctimer;

    TickBroadcast(PercpuMachine m, PercpuRules rules, int cpus) {
        this.m = m;
        this.rules = rules;
        this.oneshotMask = new boolean[cpus];
        this.pendingMask = new boolean[cpus];
        this.forceMask = new boolean[cpus];
        this.bctimer = new Hrtimer("broadcast", this::bcHandler);
    }

    int boundOn() {
        return boundOn;
    }

    long nextEvent() {
        return nextEvent;
    }

    boolean inMask(int cpu) {
        return oneshotMask[cpu];
    }

    boolean forced(int cpu) {
        return forceMask[cpu];
    }

    /** broadcast_needs_cpu(): -EBUSY for the CPU holding an armed broadcast hrtimer. */
    private boolean needsCpu(int cpu) {
        return nextEvent != Long.MAX_VALUE && boundOn == cpu;
    }

    /**
     * tick_broadcast_enter() → __tick_broadcast_oneshot_control(TICK_BROADCAST_ENTER). Returns
     * true for -EBUSY: the CPU must not enter the timer-stopping state.
     */
    boolean enter(Cpu c, long now) {
        if (needsCpu(c.id)) {
            return true;
        }
        boolean busy = false;
        if (!oneshotMask[c.id]) {
            oneshotMask[c.id] = true;
            shutdownLocal(c, now);
            if (forceMask[c.id]) {
                busy = true;
            } else if (c.device.nextEvent < nextEvent) {
                setEvent(c, c.device.nextEvent, now);
                busy = needsCpu(c.id);
                if (busy) {
                    oneshotMask[c.id] = false;
                }
            }
        }
        return busy;
    }

    /**
     * broadcast_shutdown_local(): the CPU keeps its device when it owns the hrtimer or will
     * probably become its owner (its event is earlier than the broadcast's); otherwise the
     * device is shut down (next_event kept).
     */
    private void shutdownLocal(Cpu c, long now) {
        if (needsCpu(c.id) || c.device.nextEvent < nextEvent) {
            return;
        }
        c.device.switchState(ClockEventDevice.State.SHUTDOWN, now);
    }

    /**
     * tick_broadcast_exit() → TICK_BROADCAST_EXIT: out of the mask and back to ONESHOT; a CPU the
     * broadcast already IPI'd leaves its event to that IPI; one whose event has passed is put in
     * the force mask for the broadcast handler; otherwise its device is re-armed for its event.
     */
    void exit(Cpu c, long now) {
        if (!oneshotMask[c.id]) {
            return;
        }
        oneshotMask[c.id] = false;
        c.device.switchState(ClockEventDevice.State.ONESHOT, now);
        if (pendingMask[c.id]) {
            pendingMask[c.id] = false;
            return;
        }
        if (c.device.nextEvent == Long.MAX_VALUE) {
            return;
        }
        if (c.device.nextEvent <= now) {
            forceMask[c.id] = true;
            return;
        }
        c.device.tickProgramEvent(c.device.nextEvent, true, now);
    }

    /**
     * tick_check_oneshot_broadcast_this_cpu(), from irq_enter() on an idle CPU still in the mask:
     * its device goes back to ONESHOT.
     */
    void checkOneshotThisCpu(Cpu c, long now) {
        if (oneshotMask[c.id]) {
            c.device.switchState(ClockEventDevice.State.ONESHOT, now);
        }
    }

    /**
     * tick_broadcast_set_event() → clockevents_program_event(bc): next_event = expires, then
     * bc_set_next() on the calling CPU.
     */
    private void setEvent(Cpu caller, long expires, long now) {
        nextEvent = expires;
        bcSetNext(expires, caller, now);
    }

    /**
     * bc_set_next(). Before v5.4: cancel the hrtimer; if that worked (it was queued anywhere, or
     * inactive) start it pinned on this CPU, which becomes bound_on; if its callback runs here,
     * only set the expiry (bc_handler() then restarts it); if it runs elsewhere, nothing. Since
     * v5.4 (b9023b91dd02): always hrtimer_start() it, bound_on being the CPU it lands on.
     */
    private void bcSetNext(long expires, Cpu caller, long now) {
        if (rules.bcSetNextAlwaysStarts()) {
            HrtimerCpuBase.start(bctimer, expires, expires, caller, now);
            boundOn = bctimer.base.cpu.id;
            return;
        }
        int r = HrtimerCpuBase.tryToCancel(bctimer, caller, now);
        if (r >= 0) {
            int from = boundOn;
            HrtimerCpuBase.start(bctimer, expires, expires, caller, now);
            boundOn = caller.id;
            if (from != caller.id) {
                m.trace(caller, now, "bc_set_next: broadcast hrtimer " + (from < 0 ? "started" : "moved from cpu" + from)
                        + " to cpu" + caller.id + " for " + m.fmt(expires));
            }
        } else if (boundOn == caller.id) {
            bctimer.setExpires(expires);
        }
    }

    /**
     * bc_handler() → tick_handle_oneshot_broadcast(), on bound_on: every CPU of the mask whose
     * event has come (and every forced one) is IPI'd and marked pending; the broadcast is set for
     * the earliest remaining event; restarted if one remains (before v5.4).
     */
    private boolean bcHandler(Hrtimer t, long now) {
        Cpu here = t.runningOn.cpu;
        nextEvent = Long.MAX_VALUE;
        long next = Long.MAX_VALUE;
        Cpu nextCpu = null;
        for (int i = 0; i < oneshotMask.length; i++) {
            boolean send = forceMask[i];
            forceMask[i] = false;
            if (oneshotMask[i]) {
                long e = m.cpu(i).device.nextEvent;
                if (e <= now) {
                    pendingMask[i] = true;
                    send = true;
                } else if (e < next) {
                    next = e;
                    nextCpu = m.cpu(i);
                }
            }
            // tick_do_broadcast(): the hrtimer broadcast never handles its own CPU's event
            if (send && i != here.id) {
                m.sendBroadcastIpi(i, now);
            }
        }
        pendingMask[here.id] = false;
        if (nextCpu != null) {
            setEvent(here, next, now);
        }
        return !rules.bcSetNextAlwaysStarts() && nextEvent != Long.MAX_VALUE;
    }
}
