package dev.oversleep.kernel.percpu;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.CpuModel;
import dev.oversleep.kernel.CpuTopology;
import dev.oversleep.kernel.IdleState;
import dev.oversleep.kernel.InterruptRouting;
import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.LateReason;
import dev.oversleep.kernel.MachineTrace;
import dev.oversleep.kernel.PeriodicTimer;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.SelectIdleSibling;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.TimerBase;
import dev.oversleep.kernel.TimerEra;
import dev.oversleep.kernel.WakeAffinity;
import dev.oversleep.kernel.WhatIf;
import dev.oversleep.sim.SimRandom;
import java.util.List;

/**
 * Every CPU of the platform as discrete events: decrementer exceptions, broadcast and
 * reschedule IPIs, the device interrupt that completes the task's I/O, kernel threads
 * finishing, the polling state's timeout. Between two calls of the task the machine runs on by
 * itself (the other CPUs idle, take their watchdogs, hand their ticks to the broadcast); a call
 * runs it until the task is woken. Before the task starts, the machine idles for
 * {@link #WARMUP_NS}, so every CPU's governor and the broadcast's owner are as a long idle
 * leaves them.
 */
public final class PercpuMachine implements CpuModel {
    /** How long the machine idles before the task starts: fifteen 4 s watchdog periods. */
    static final long WARMUP_NS = 60_000_000_000L;
    /** A reschedule IPI's generation when it wakes the task itself (a wake-up from outside the model). */
    private static final long WAKES_TASK = 1;
    /** The most events one run may take (some tens of seconds of computing). */
    static final long MAX_EVENTS_PER_RUN = 300_000_000L;

    private final TickClock ticks;
    private final CpuTopology topology;
    private final TimerEra era;
    private final WakeAffinity affinity;
    private final SelectIdleSibling idleSibling;
    private final PercpuRules rules;
    private final Cpu[] cpus;
    private final EventQueue queue = new EventQueue();
    private final TickBroadcast broadcast;
    private final long snoozeTimeoutNs;
    private final InterruptRouting interrupts;
    private final String platformName;
    private long nextEventPlusNs;
    private long now;
    private long events;
    private MachineTrace trace;

    // the task
    private int taskCpu = -1;
    private long taskWokenAt = -1;
    private WheelTimer taskTimer;
    private long taskTimerDueNs = Long.MAX_VALUE;
    private String lostEndedBy;
    private final Hrtimer taskHrtimer;
    /** The CPU whose interrupt completes the task's wait_event(), or -1. */
    private int externalFor = -1;

    public PercpuMachine(KernelProfile profile, PlatformProfile platform, TickClock ticks, long seed, long startNs) {
        this.ticks = ticks;
        this.topology = platform.topology();
        this.era = TimerEra.of(profile.version());
        this.affinity = WakeAffinity.of(profile.version());
        this.idleSibling = SelectIdleSibling.of(profile.version());
        this.rules = PercpuRules.of(profile.version());
        this.interrupts = new InterruptRouting(platform.topology().cpus(), (int) platform.irqCpu().value(), seed);
        this.platformName = platform.name();
        List<IdleState> states = platform.cpuidle().states();
        this.snoozeTimeoutNs = Math.round(platform.cpuidle().snoozeTimeoutNs().value());
        long decMax = Math.round(platform.clockevent().maxDeltaNs().value());
        long minDelta = Math.round(platform.clockevent().minDeltaNs().value());
        this.cpus = new Cpu[topology.cpus()];
        long start = startNs - WARMUP_NS;
        long j0 = ticks.jiffiesAt(start);
        for (int i = 0; i < cpus.length; i++) {
            cpus[i] = new Cpu(i, this, rules, decMax, minDelta, states, new TimerBase(era, profile.hz(), j0),
                    ticks.tickNs());
        }
        this.broadcast = new TickBroadcast(this, rules, cpus.length);
        this.taskHrtimer = new Hrtimer("task hrtimer", this::taskHrtimerFn);
        this.now = start;
        SimRandom phases = new SimRandom(seed ^ 0x5EED_0F_C0FFEEL);
        List<PeriodicTimer> timers = profile.nohz() ? platform.periodicTimers() : List.of();
        for (Cpu c : cpus) {
            c.tick.lastTick = ticks.tickStart(j0 + 1);
            c.tick.schedTimer.setExpires(c.tick.lastTick);
        }
        for (PeriodicTimer t : timers) {
            startPeriodic(t, phases, start);
        }
        for (Cpu c : cpus) {
            c.goIdle(start);
        }
    }

    // ------------------------------------------------------------------ platform timers

    private void startPeriodic(PeriodicTimer t, SimRandom phases, long start) {
        if (!t.wakesIdleCpu()) {
            return;
        }
        long period = Math.round(t.periodNs().value());
        boolean hr = "hrtimer".equals(t.kind());
        if (hr && "rotating".equals(t.placement())) {
            throw new BadInputException("platform " + platformName + ": periodic timer '" + t.name()
                    + "' is an hrtimer placed 'rotating'; the per-CPU machine rotates wheel timers only (add_timer_on())");
        }
        long thread = t.wakesThreadNs() == null ? 0 : Math.round(t.wakesThreadNs().value());
        if ("rotating".equals(t.placement())) {
            int first = (int) phases.nextLong(cpus.length);
            rotate(t.name(), first, period, start + phases.nextLong(period));
            return;
        }
        for (Cpu c : cpus) {
            if (!"each".equals(t.placement()) && !t.placement().equals("cpu:" + c.id)) {
                continue;
            }
            long first = start + phases.nextLong(period) + 1;
            if (hr) {
                Hrtimer h = new Hrtimer(t.name(), (timer, at) -> {
                    if (thread > 0) {
                        timer.runningOn.cpu.wakeThread(thread);
                    }
                    timer.forward(at, period);
                    return true;
                });
                HrtimerCpuBase.start(h, first, first, c, start);
            } else {
                long periodJ = Math.max(1, period / ticks.tickNs());
                WheelTimer[] holder = new WheelTimer[1];
                holder[0] = new WheelTimer(t.name(), (cpu, at) -> cpu.addTimer(holder[0],
                        ticks.jiffiesAt(at) + periodJ, true, at));
                c.addTimer(holder[0], ticks.jiffiesAt(first), true, start);
            }
        }
    }

    /** A timer re-armed with add_timer_on() on the next CPU each period (clocksource_watchdog()). */
    private void rotate(String name, int cpu, long period, long at) {
        long periodJ = Math.max(1, period / ticks.tickNs());
        int[] next = {cpu};
        WheelTimer[] holder = new WheelTimer[1];
        holder[0] = new WheelTimer(name, (c, t) -> {
            next[0] = (next[0] + 1) % cpus.length;
            cpus[next[0]].addTimer(holder[0], ticks.jiffiesAt(t) + periodJ, true, t);
        });
        cpus[cpu].addTimer(holder[0], ticks.jiffiesAt(at), true, now);
    }

    // ------------------------------------------------------------------ accessors for the CPUs

    TickClock ticks() {
        return ticks;
    }

    EventQueue queue() {
        return queue;
    }

    TickBroadcast broadcast() {
        return broadcast;
    }

    Cpu cpu(int id) {
        return cpus[id];
    }

    long snoozeTimeoutNs() {
        return snoozeTimeoutNs;
    }

    long nextEventPlusNs() {
        return nextEventPlusNs;
    }

    /**
     * The published what-if: get_next_timer_interrupt() returns its expiry plus {@code ns}
     * (1 ns: no wheel event is then equal to any other hrtimer's expiry).
     */
    void nextEventPlus(long ns) {
        this.nextEventPlusNs = ns;
    }

    @Override
    public void apply(WhatIf w) {
        nextEventPlus(w == WhatIf.NEXT_EVENT_PLUS_1NS ? 1 : 0);
    }

    /** Records what happens on the task's CPU and in the broadcast into {@code t} (null: off). */
    @Override
    public void traceInto(MachineTrace t) {
        this.trace = t;
    }

    void trace(Cpu c, long at, String what) {
        if (tracing(c)) {
            trace.add(at, c == null ? -1 : c.id, what);
        }
    }

    /** Whether steps on {@code c} are traced: the task's CPU and the broadcast's owner, while tracing. */
    boolean tracing(Cpu c) {
        return trace != null && (c == null || c.id == taskCpu || c.id == broadcast.boundOn());
    }

    String fmt(long ns) {
        return ns == Long.MAX_VALUE ? "KTIME_MAX" : MachineTrace.ms(ns);
    }

    /** Broadcast owner (for tests and traces). */
    public int broadcastOwner() {
        return broadcast.boundOn();
    }

    // ------------------------------------------------------------------ the event loop

    private void dispatchOne() {
        long t = queue.peekTime();
        int kind = queue.peekKind();
        Cpu c = cpus[queue.peekCpu()];
        long gen = queue.peekGen();
        queue.pop();
        if (++events > MAX_EVENTS_PER_RUN) {
            throw new BadInputException("platform " + platformName + ": the run would take more than "
                    + MAX_EVENTS_PER_RUN + " machine events (its CPUs, timers and sleeps together): fewer or shorter sleeps");
        }
        now = t;
        switch (kind) {
            case EventQueue.DEC -> {
                if (c.liveDec(gen)) {
                    c.interrupt(kind, t);
                }
            }
            case EventQueue.THREAD_END -> c.threadEnds(t);
            case EventQueue.SNOOZE_END -> {
                if (c.liveSnooze(gen)) {
                    c.snoozeEnds(t);
                }
            }
            case EventQueue.IPI_RESCHED -> {
                if (gen == WAKES_TASK) {
                    taskCpu = c.id;
                    wakeTaskOn(c, t);
                }
                c.interrupt(kind, t);
            }
            default -> c.interrupt(kind, t);
        }
    }

    /** Runs every event up to and including {@code t}. */
    void runTo(long t) {
        while (queue.peekTime() <= t) {
            dispatchOne();
        }
        now = Math.max(now, t);
    }

    /** Runs events until the task has been woken. */
    private long runUntilWoken() {
        while (taskWokenAt < 0) {
            if (queue.isEmpty()) {
                throw new IllegalStateException("the task sleeps and nothing is left to wake it");
            }
            dispatchOne();
        }
        return taskWokenAt;
    }

    /** Queues a device interrupt for {@code cpu} at {@code at} (tests). */
    void raiseDeviceInterrupt(int cpu, long at) {
        queue.add(at, EventQueue.EXTERNAL, cpu, 0);
    }

    /** Sees every hrtimer callback as it starts (tests), or null. */
    java.util.function.ObjLongConsumer<Hrtimer> hrtimerWatch;

    void hrtimerRuns(Hrtimer t, long at) {
        if (hrtimerWatch != null) {
            hrtimerWatch.accept(t, at);
        }
    }

    void sendBroadcastIpi(int cpu, long at) {
        queue.add(at, EventQueue.IPI_BROADCAST, cpu, 0);
    }

    /** The task runs on this CPU again (its wake-up made the CPU leave idle). */
    void taskRunsHere(Cpu c, long at) {
        taskCpu = c.id;
    }

    /** Bookkeeping of the interrupts the task's CPU takes: the one that ends a lost wake-up. */
    void interruptTaken(Cpu c, int kind, long at) {
        if (c.id == taskCpu && taskTimer != null && taskTimer.pending() && lostEndedBy == null
                && at >= taskTimerDueNs + ticks.tickNs()) {
            lostEndedBy = describe(c, kind, at);
        }
    }

    private String describe(Cpu c, int kind, long at) {
        return switch (kind) {
            case EventQueue.DEC -> {
                List<Hrtimer> q = c.hrtimers.queued();
                yield !q.isEmpty() && q.get(0).softExpires <= at ? q.get(0).name.replace(' ', '-') : "decrementer-wrap";
            }
            case EventQueue.IPI_BROADCAST -> "broadcast-ipi";
            case EventQueue.EXTERNAL -> "device-interrupt";
            default -> "ipi";
        };
    }

    // ------------------------------------------------------------------ CpuModel

    @Override
    public CpuTopology topology() {
        return topology;
    }

    @Override
    public TimerEra timerEra() {
        return era;
    }

    @Override
    public void routeInterrupts(IrqRouting r) {
        interrupts.route(r);
    }

    @Override
    public Integer fixedIrqCpu() {
        return interrupts.fixedCpu();
    }

    @Override
    public int irqCpu() {
        return interrupts.next();
    }

    @Override
    public TimerBase base(int cpu) {
        return cpus[cpu].base;
    }

    /** The task is woken onto {@code cpu} (by the shell that started it) and runs there. */
    @Override
    public void startTaskOn(int cpu, long nowNs) {
        runTo(nowNs);
        taskWokenAt = -1;
        queue.add(nowNs, EventQueue.IPI_RESCHED, cpu, WAKES_TASK);
        runUntilWoken();
    }

    private void wakeTaskOn(Cpu c, long at) {
        taskWokenAt = at;
        c.wakeTask();
    }

    /**
     * schedule_timeout(): the timer on the task's base (__mod_timer(): forwarded by era, queued
     * by bucket), the task blocks, and the machine runs until the timer's softirq wakes it (or
     * the early wake-up comes first, and the timer is deleted).
     */
    @Override
    public WheelWait wheelWait(int cpu, long startNs, long expire, long earlyWakeNs) {
        runTo(startNs);
        Cpu c = cpus[cpu];
        long j = ticks.jiffiesAt(startNs);
        long freshTick = era == TimerEra.CASCADING || c.base.clk() >= j ? -1
                : Math.max(c.base.placeFresh(expire, j).bucketExpiry(), j + 1);
        taskTimer = new WheelTimer("process_timeout", (on, at) -> wakeTaskOn(on, at));
        c.addTimer(taskTimer, expire, false, startNs);
        long fireTick = taskTimer.fireJiffy;
        if (freshTick < 0) {
            freshTick = fireTick;
        }
        taskTimerDueNs = ticks.tickStart(fireTick);
        lostEndedBy = null;
        taskWokenAt = -1;
        trace(c, startNs, "schedule_timeout(): timer for jiffy " + expire + " queued at level " + taskTimer.level
                + ": its bucket expires at jiffy " + fireTick);
        c.taskBlocks(startNs);
        if (earlyWakeNs != Long.MAX_VALUE) {
            while (taskWokenAt < 0 && queue.peekTime() < earlyWakeNs) {
                dispatchOne();
            }
            if (taskWokenAt < 0) {
                c.deleteTimer(taskTimer);
                runTo(earlyWakeNs - 1);
                queue.add(earlyWakeNs, EventQueue.IPI_RESCHED, cpu, WAKES_TASK);
                long at = runUntilWoken();
                int level = taskTimer.level;
                taskTimer = null;
                return new WheelWait(at, false, level, LateReason.NONE, 0, null);
            }
        }
        long at = runUntilWoken();
        long runTick = ticks.jiffiesAt(at);
        LateReason late = runTick > fireTick + 1 ? LateReason.LOST_WAKEUP
                : runTick > fireTick ? LateReason.LATE_TICK
                : fireTick > freshTick ? LateReason.STALE_BASE : LateReason.NONE;
        long lateNs = late == LateReason.NONE ? 0 : (runTick - freshTick) * ticks.tickNs();
        String ended = late == LateReason.LOST_WAKEUP ? (lostEndedBy == null ? "unknown" : lostEndedBy) : null;
        if (late == LateReason.LOST_WAKEUP) {
            trace(c, at, "the timer ran " + (runTick - fireTick) + " jiffies late: lost until " + ended);
        }
        int level = taskTimer.level;
        taskTimer = null;
        return new WheelWait(at, true, level, late, lateNs, ended);
    }

    /** usleep_range()'s hrtimer: started on the task's CPU, which idles until it runs. */
    @Override
    public long hrtimerWait(int cpu, long startNs, long softNs, long hardNs, long otherEventNs) {
        runTo(startNs);
        Cpu c = cpus[cpu];
        taskWokenAt = -1;
        HrtimerCpuBase.start(taskHrtimer, softNs, hardNs, c, startNs);
        c.taskBlocks(startNs);
        return runUntilWoken();
    }

    private boolean taskHrtimerFn(Hrtimer t, long at) {
        wakeTaskOn(t.runningOn.cpu, at);
        return false;
    }

    /**
     * wait_event() until an interrupt on {@code irqCpu} at {@code atNs}: its handler wakes the
     * task (try_to_wake_up() from that CPU: {@link WakeAffinity} then {@link SelectIdleSibling}
     * among the CPUs idle at that moment); a target other than the interrupt's CPU gets a
     * reschedule IPI.
     */
    @Override
    public int interruptWake(int cpu, long startNs, long atNs, int irqCpu) {
        runTo(startNs);
        Cpu c = cpus[cpu];
        taskWokenAt = -1;
        c.taskBlocks(startNs);
        externalFor = irqCpu;
        queue.add(atNs, EventQueue.EXTERNAL, irqCpu, 0);
        runUntilWoken();
        return taskCpu;
    }

    /** A handler for device interrupts that are not the task's (tests). */
    java.util.function.ObjLongConsumer<Cpu> otherDevice;

    /** The device interrupt's handler (an OPAL completion's wake_up()). */
    void externalInterrupt(Cpu on, long at) {
        if (externalFor != on.id) {
            if (otherDevice != null) {
                otherDevice.accept(on, at);
            }
            return;
        }
        externalFor = -1;
        int prev = taskCpu;
        int target = idleSibling.select(topology, prev, affinity.target(prev, on.id),
                i -> cpus[i].activity == Cpu.Activity.IDLE);
        trace(on, at, "device interrupt: wake_up() puts the task on cpu" + target);
        taskCpu = target;
        if (target == on.id) {
            wakeTaskOn(on, at);
        } else {
            taskWokenAt = at;
            cpus[target].wakeTask();
            queue.add(at, EventQueue.IPI_RESCHED, target, 0);
        }
    }

    /** The task blocks and something outside the model wakes it where it slept at {@code untilNs}. */
    @Override
    public void idleWait(int cpu, long startNs, long untilNs) {
        runTo(startNs);
        Cpu c = cpus[cpu];
        taskWokenAt = -1;
        c.taskBlocks(startNs);
        queue.add(untilNs, EventQueue.IPI_RESCHED, cpu, WAKES_TASK);
        runUntilWoken();
    }

    @Override
    public void taskRuns(int cpu, long nowNs) {
        runTo(nowNs);
        taskCpu = cpu;
    }

    @Override
    public void taskBusy(int cpu, long fromNs, long untilNs) {
        runTo(untilNs);
    }

    long now() {
        return now;
    }

    /** The CPU the task is on (tests). */
    int taskCpuForTest() {
        return taskCpu;
    }

    /** Events run so far (for the benchmark and tests). */
    public long events() {
        return events;
    }
}
