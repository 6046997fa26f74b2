package dev.oversleep.kernel.percpu;

import dev.oversleep.kernel.IdleState;
import dev.oversleep.kernel.TimerBase;
import dev.oversleep.kernel.TimerEra;
import dev.oversleep.kernel.TimerWheel;
import java.util.ArrayList;
import java.util.List;

/**
 * One hardware thread: its clockevent device on the decrementer, hrtimer queue, NOHZ tick,
 * wheel base with its pending timers, menu governor, and what it is doing: running the task, a
 * kernel thread, or idling in the idle loop (kernel/sched/idle.c do_idle(), v4.10: the tick is
 * evaluated once on entry; then, until need_resched, the governor picks a state, cpuidle enters
 * it through the broadcast if its timer stops, and every interrupt taken there ends the state
 * and is followed by a new choice).
 */
final class Cpu {
    enum Activity { TASK, THREAD, IDLE }

    final int id;
    final PercpuMachine m;
    final Decrementer decrementer;
    final ClockEventDevice device;
    final HrtimerCpuBase hrtimers;
    final NohzTick tick;
    final TimerBase base;
    final MenuGovernor menu;
    private final List<IdleState> states;
    private final List<WheelTimer> timers = new ArrayList<>(2);
    private final TimerEra era;
    private final long tickNs;

    Activity activity = Activity.IDLE;
    boolean needResched;
    boolean timerSoftirqPending;
    /** The task has been woken onto this CPU and runs when it leaves idle. */
    boolean taskQueued;
    /** A kernel thread was woken here: how long it runs. */
    long threadRunNs;
    /** The cpuidle state it sits in (-1: none: running, or handling an interrupt). */
    int stateIdx = -1;
    private boolean broadcastEntered;
    /** cpu_idle_poll(): spinning because the broadcast forced this CPU (tick_check_broadcast_expired()). */
    boolean forcePolling;
    private long t0;
    private long lastResidencyUs;
    /** A decrementer exception that came due while in a state that stops the timer. */
    private boolean decPending;
    private long decGen;
    private long snoozeGen;
    /** Where the last stopped-tick reprogram was skipped (for the trace). */
    long skippedAt = Long.MIN_VALUE;

    Cpu(int id, PercpuMachine m, PercpuRules rules, long decMaxNs, long minDeltaNs, List<IdleState> states,
        TimerBase base, long tickNs) {
        this.id = id;
        this.m = m;
        this.decrementer = new Decrementer(this, decMaxNs);
        this.device = new ClockEventDevice(decrementer, minDeltaNs, decMaxNs, rules);
        this.hrtimers = new HrtimerCpuBase(this);
        this.tick = new NohzTick(this, m, rules);
        this.base = base;
        this.era = base.era();
        this.menu = new MenuGovernor(states, rules.menuBreaks());
        this.states = states;
        this.tickNs = tickNs;
    }

    /** When it entered its current idle state (valid while {@link #stateIdx} &gt;= 0). */
    long stateEnteredNs() {
        return t0;
    }

    /** The decrementer was (re)armed: its exception is the one live DEC event of this CPU. */
    void decArmed(long t) {
        m.queue().add(t, EventQueue.DEC, id, ++decGen);
    }

    boolean liveDec(long gen) {
        return gen == decGen;
    }

    boolean liveSnooze(long gen) {
        return gen == snoozeGen;
    }

    // ------------------------------------------------------------------ wheel timers

    /**
     * __mod_timer() of a timer that is not pending, on this base (internal_add_timer() after
     * forward_timer_base() by era), or add_timer_on() when {@code addOn}.
     */
    void addTimer(WheelTimer t, long expires, boolean addOn, long now) {
        long j = m.ticks().jiffiesAt(now);
        TimerWheel.Placement p = addOn ? base.addTimerOn(expires, j) : base.enqueue(expires, j);
        t.fireJiffy = era == TimerEra.CASCADING ? Math.max(expires, j + 1) : Math.max(p.bucketExpiry(), j + 1);
        t.level = p.level();
        t.on = this;
        timers.add(t);
    }

    /** del_timer(). */
    void deleteTimer(WheelTimer t) {
        if (t.on == this) {
            timers.remove(t);
            t.on = null;
        }
    }

    /**
     * get_next_timer_interrupt(basej, basem): the first pending timer's jiffy (next_expiry) goes
     * through the base (clock forwarded, is_idle set by era); the answer is basem when it is
     * due, else basem + (next - basej) ticks, KTIME_MAX with none. The what-if adds 1 ns.
     */
    long getNextTimerInterrupt(long basej, long basem) {
        long next = Long.MAX_VALUE;
        for (WheelTimer t : timers) {
            next = Math.min(next, t.fireJiffy);
        }
        base.nextTimerInterrupt(basej, next);
        if (next == Long.MAX_VALUE) {
            return Long.MAX_VALUE;
        }
        long expires = next <= basej ? basem : basem + (next - basej) * tickNs;
        return expires + m.nextEventPlusNs();
    }

    /**
     * run_timer_softirq() → __run_timers(): with jiffies at or past base-&gt;clk (since v5.9: past
     * next_expiry) every timer whose bucket has come runs, after the clock moved to jiffies + 1.
     */
    private void runTimerSoftirq(long now) {
        timerSoftirqPending = false;
        long j = m.ticks().jiffiesAt(now);
        if (era != TimerEra.CASCADING && (j < base.clk() || (era == TimerEra.FORWARD_WHEN_BEHIND && j < base.nextExpiry()))) {
            return;
        }
        List<WheelTimer> due = null;
        for (int i = 0; i < timers.size(); i++) {
            WheelTimer t = timers.get(i);
            if (t.fireJiffy <= j) {
                if (due == null) {
                    due = new ArrayList<>(2);
                }
                due.add(t);
                timers.remove(i--);
                t.on = null;
            }
        }
        base.runTimerSoftirq(j);
        if (due != null) {
            for (WheelTimer t : due) {
                m.trace(this, now, "run_timer_softirq: " + t.name + " (jiffy " + t.fireJiffy + ")");
                t.callback.run(this, now);
            }
        }
        for (WheelTimer t : timers) {
            base.stillPending(t.fireJiffy);
        }
    }

    // ------------------------------------------------------------------ idle loop

    /** The CPU has nothing to run: do_idle() → tick_nohz_idle_enter(), then the loop. */
    void goIdle(long now) {
        activity = Activity.IDLE;
        tick.idleEnter(now);
        idleLoop(now);
    }

    /**
     * One round of do_idle()'s loop: leave on need_resched; spin while the broadcast has forced
     * this CPU; else cpuidle_idle_call(): menu_select(), and for a state whose timer stops,
     * tick_broadcast_enter(), refused with -EBUSY for the CPU holding the broadcast hrtimer (it
     * then takes the deepest state that keeps the timer, find_deepest_state()).
     */
    private void idleLoop(long now) {
        if (needResched) {
            leaveIdle(now);
            return;
        }
        if (m.broadcast().forced(id)) {
            forcePolling = true;
            return;
        }
        forcePolling = false;
        int idx = menu.select(tick.sleepLength, lastResidencyUs);
        boolean stops = states.get(idx).timerStop();
        int entered = idx;
        if (stops && m.broadcast().enter(this, now)) {
            entered = deepestKeepingTimer(states.get(idx).exitLatencyNs().value());
        }
        stateIdx = entered;
        broadcastEntered = stops;
        t0 = now;
        if (states.get(entered).polling() && states.size() > 1) {
            m.queue().add(now + m.snoozeTimeoutNs(), EventQueue.SNOOZE_END, id, ++snoozeGen);
        }
    }

    /**
     * find_deepest_state(drv, dev, max_latency, CPUIDLE_FLAG_TIMER_STOP, false): the deepest
     * state within the refused state's exit latency whose timer keeps running (0 if none).
     */
    private int deepestKeepingTimer(double maxLatencyNs) {
        int ret = 0;
        double latencyReq = 0;
        for (int i = 1; i < states.size(); i++) {
            IdleState s = states.get(i);
            double lat = s.exitLatencyNs().value();
            if (lat <= latencyReq || lat > maxLatencyNs || s.timerStop()) {
                continue;
            }
            latencyReq = lat;
            ret = i;
        }
        return ret;
    }

    /**
     * The end of an idle state (cpuidle_enter_state() after -&gt;enter()): tick_broadcast_exit()
     * if the chosen state stops the timer, then the residency for the governor's next update.
     */
    private void endState(long now) {
        if (broadcastEntered) {
            m.broadcast().exit(this, now);
        }
        lastResidencyUs = (now - t0) / 1000;
        menu.reflect(stateIdx);
        stateIdx = -1;
        broadcastEntered = false;
        snoozeGen++;
    }

    /** The polling state's timeout: snooze_loop() returns and the loop chooses again. */
    void snoozeEnds(long now) {
        if (stateIdx >= 0 && states.get(stateIdx).polling()) {
            endState(now);
            idleLoop(now);
        }
    }

    /** need_resched: tick_nohz_idle_exit() restarts a stopped tick; the queued work runs. */
    private void leaveIdle(long now) {
        needResched = false;
        forcePolling = false;
        tick.idleExit(now);
        if (taskQueued) {
            taskQueued = false;
            activity = Activity.TASK;
            m.taskRunsHere(this, now);
        } else if (threadRunNs > 0) {
            activity = Activity.THREAD;
            m.queue().add(now + threadRunNs, EventQueue.THREAD_END, id, 0);
            threadRunNs = 0;
        } else {
            goIdle(now);
        }
    }

    /** The kernel thread finished; the task if it was woken meanwhile, else idle. */
    void threadEnds(long now) {
        if (activity != Activity.THREAD) {
            return;
        }
        if (taskQueued) {
            taskQueued = false;
            activity = Activity.TASK;
            m.taskRunsHere(this, now);
        } else {
            goIdle(now);
        }
    }

    /** A kernel thread is woken here (the softlockup watchdog's): it runs for runNs. */
    void wakeThread(long runNs) {
        if (activity == Activity.IDLE) {
            needResched = true;
            threadRunNs = Math.max(threadRunNs, runNs);
        }
    }

    /** The task is woken onto this CPU: need_resched; it runs when the CPU leaves idle. */
    void wakeTask() {
        taskQueued = true;
        needResched = true;
    }

    /** The task blocks: the CPU goes idle (or runs a thread woken meanwhile). */
    void taskBlocks(long now) {
        if (threadRunNs > 0) {
            activity = Activity.THREAD;
            needResched = false;
            m.queue().add(now + threadRunNs, EventQueue.THREAD_END, id, 0);
            threadRunNs = 0;
            return;
        }
        goIdle(now);
    }

    // ------------------------------------------------------------------ interrupts

    /**
     * An interrupt of {@code kind} reaches this CPU. In a state whose timer stops, the
     * decrementer cannot wake it (powernv's fastsleep clears LPCR_PECE1); its exception is taken
     * after the next wake-up. Otherwise the state ends, the interrupt is handled (irq_enter(),
     * the handler, softirqs, irq_exit() with the NOHZ re-evaluation in idle), and an idle CPU
     * loops again.
     */
    void interrupt(int kind, long now) {
        if (activity == Activity.IDLE && stateIdx >= 0) {
            if (kind == EventQueue.DEC && states.get(stateIdx).timerStop()) {
                decPending = true;
                return;
            }
            endState(now);
        }
        handle(kind, now);
        if (decPending) {
            decPending = false;
            handle(EventQueue.DEC, now);
        }
        if (activity == Activity.IDLE) {
            idleLoop(now);
        }
    }

    private void handle(int kind, long now) {
        boolean idle = activity == Activity.IDLE;
        if (idle) {
            m.broadcast().checkOneshotThisCpu(this, now);
        }
        m.interruptTaken(this, kind, now);
        switch (kind) {
            case EventQueue.DEC -> {
                if (decrementer.exception(now)) {
                    hrtimers.interrupt(now);
                }
            }
            case EventQueue.IPI_BROADCAST -> {
                if (decrementer.broadcastIpi(now)) {
                    hrtimers.interrupt(now);
                }
            }
            case EventQueue.EXTERNAL -> m.externalInterrupt(this, now);
            default -> {
            }
        }
        if (timerSoftirqPending) {
            runTimerSoftirq(now);
        }
        if (activity == Activity.IDLE && !needResched) {
            tick.irqExit(now);
        }
    }
}
