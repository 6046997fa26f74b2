package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;
import java.util.List;

/**
 * The CPUs of an otherwise idle machine as the timer code sees them: per CPU a {@link TimerBase}
 * and a {@link TickSched}, whether it runs the modelled task (and so its tick), and when its idle
 * state was last re-evaluated. A CPU the task is not on is idle with its tick stopped; the
 * platform's {@link PeriodicTimer}s interrupt it, and each such interrupt's exit brings its base
 * up to date (tick_nohz_irq_exit() → tick_nohz_stop_sched_tick() → get_next_timer_interrupt()).
 * The state of a CPU is brought forward lazily when the task touches it, so a machine of hundreds
 * of CPUs costs what the CPUs the task visits cost.
 *
 * <p>Before the modelled run the machine was idle: a CPU's base was last evaluated at its last
 * periodic interrupt, which may lie before the run's start (a CPU first touched 1 s into the run
 * may have been idle since its watchdog fired 3.5 s earlier), or at the run's start when the
 * platform declares no periodic timer (the model's horizon: without background timers a real
 * CPU's base could be stale since boot).
 */
public final class Machine implements CpuModel {
    /**
     * The most periodic interrupts one sleep may step through: about 5 s of computing.
     * Each is applied in turn (its exit re-evaluates the stopped tick), so a platform timer of
     * microseconds under a sleep of minutes would not end; such a run is refused instead.
     */
    static final long MAX_INTERRUPTS_PER_SLEEP = 10_000_000;
    /**
     * The most work all the sleeps of one run may spend stepping through periodic interrupts,
     * counted as interrupts times the timers each one looks at: some seconds of computing (about
     * 30 ns each here). A million sleeps of 24 days each (the 4 s watchdog: half a million
     * interrupts a sleep), or a platform of fifty 1 us timers under a machine's msleep()s, would
     * otherwise run for hours or minutes.
     */
    static final long MAX_STEP_WORK_PER_RUN = 300_000_000;

    private final KernelProfile profile;
    private final TickClock ticks;
    private final CpuTopology topology;
    private final TimerEra era;
    private final WakeAffinity affinity;
    private final SelectIdleSibling idleSibling;
    private final InterruptRouting interrupts;
    private final String platformName;
    private final PeriodicActivity activity;
    private final long startNs;
    private final Cpu[] cpus;
    /** Work spent so far stepping through periodic interrupts ({@link #MAX_STEP_WORK_PER_RUN}). */
    private long stepWork;

    /** One hardware thread. */
    static final class Cpu {
        final int id;
        final TimerBase base;
        final TickSched tick;
        /** The periodic tick runs (the task runs here, or it idles for less than a tick). */
        boolean tickRunning;
        /** The first jiffy whose tick runs since the tick last (re)started (the first tick start after it). */
        long firstTickJiffy;
        /** The last jiffy whose timer softirq has been applied while the tick ran. */
        long lastSoftirqJiffy = Long.MIN_VALUE;
        /** The latest instant whose idle re-evaluation is applied to the base. */
        long lastIdleEvalNs;
        /** The first periodic interrupt after the last one looked at (a cache; MIN_VALUE: unknown). */
        long nextPeriodicNs = Long.MIN_VALUE;
        /** The first periodic hrtimer expiry after {@link #hrScanNs} (the device's other event; a cache). */
        long nextHrtimerNs = Long.MIN_VALUE;
        long hrScanNs = Long.MIN_VALUE;

        Cpu(int id, TimerBase base, TickSched tick) {
            this.id = id;
            this.base = base;
            this.tick = tick;
        }
    }

    Machine(KernelProfile profile, PlatformProfile platform, TickClock ticks, long seed, long startNs) {
        this.profile = profile;
        this.ticks = ticks;
        this.topology = platform.topology();
        this.era = TimerEra.of(profile.version());
        this.affinity = WakeAffinity.of(profile.version());
        this.idleSibling = SelectIdleSibling.of(profile.version());
        this.interrupts = new InterruptRouting(platform.topology().cpus(), (int) platform.irqCpu().value(), seed);
        this.platformName = platform.name();
        List<PeriodicTimer> timers = profile.nohz() ? platform.periodicTimers() : List.of();
        this.activity = new PeriodicActivity(timers, topology.cpus(), seed, ticks);
        this.startNs = startNs;
        this.cpus = new Cpu[topology.cpus()];
    }

    @Override
    public CpuTopology topology() {
        return topology;
    }

    @Override
    public TimerEra timerEra() {
        return era;
    }

    public WakeAffinity wakeAffinity() {
        return affinity;
    }

    /**
     * Routes the device and firmware completion interrupts ({@link IrqRouting}); by default they
     * go to the platform's irq_cpu.
     */
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

    /** The base of a CPU as it stands (for tests and reports; not brought forward). */
    @Override
    public TimerBase base(int cpu) {
        return cpu(cpu).base;
    }

    Cpu cpu(int id) {
        Cpu c = cpus[id];
        if (c == null) {
            long before = activity.lastBetween(id, Long.MIN_VALUE, startNs);
            long evalNs = before == Long.MIN_VALUE ? startNs : before;
            long j = ticks.jiffiesAt(evalNs);
            c = new Cpu(id, new TimerBase(era, profile.hz(), j), new TickSched(profile.version()));
            c.lastIdleEvalNs = evalNs;
            c.base.nextTimerInterrupt(j, Long.MAX_VALUE);
            c.tick.stop(ticks.tickStart(j), evalNs, TickSched.NONE, TickSched.NONE, ticks.tickNs());
            cpus[id] = c;
        }
        return c;
    }

    /**
     * The task starts running on a CPU at the run's start, with the tick running and the softirq
     * of the current tick done.
     */
    @Override
    public void startTaskOn(int id, long nowNs) {
        Cpu c = cpu(id);
        c.tick.restart();
        c.base.clearIdle();
        c.tickRunning = true;
        c.firstTickJiffy = Long.MIN_VALUE;
        long j = ticks.jiffiesAt(nowNs);
        c.base.runTimerSoftirq(j);
        c.lastSoftirqJiffy = j;
    }

    /**
     * Applies the timer softirqs of the ticks that ran on a CPU with its tick running, up to now:
     * each tick start after the tick (re)started raises TIMER_SOFTIRQ (run_local_timers()); the
     * latest one leaves the base as it is after __run_timers().
     */
    void catchUpTicks(Cpu c, long nowNs) {
        if (c.tickRunning) {
            catchUpTicksTo(c, ticks.jiffiesAt(nowNs));
        }
    }

    /** {@link #catchUpTicks} with jiffies at now already known. */
    void catchUpTicksTo(Cpu c, long j) {
        if (!c.tickRunning) {
            return;
        }
        if (j >= c.firstTickJiffy && j > c.lastSoftirqJiffy) {
            c.base.runTimerSoftirq(j);
            c.lastSoftirqJiffy = j;
        }
    }

    /**
     * Brings an idle CPU's base forward to the last periodic interrupt at or before now: its exit
     * re-evaluates the tick (get_next_timer_interrupt() with the pending timer, if any); a wheel
     * timer's interrupt first runs the timer softirq.
     */
    void refreshIdle(Cpu c, long nowNs, long pendingTimer) {
        if (c.tickRunning) {
            catchUpTicks(c, nowNs);
            return;
        }
        if (c.nextPeriodicNs > nowNs) {
            return;
        }
        long e = activity.lastBetween(c.id, c.lastIdleEvalNs, nowNs);
        boolean wheel = activity.lastWasWheel();
        c.nextPeriodicNs = activity.nextAfter(c.id, nowNs);
        if (e == Long.MIN_VALUE) {
            return;
        }
        long j = ticks.jiffiesAt(e);
        if (wheel) {
            c.base.runTimerSoftirq(j);
        }
        c.base.nextTimerInterrupt(j, pendingTimer);
        c.lastIdleEvalNs = e;
    }

    /**
     * The task leaves a CPU, which goes idle (tick_nohz_idle_enter()): get_next_timer_interrupt()
     * forwards the base and marks it idle when the next wheel timer is more than a tick away;
     * tick_nohz_stop_sched_tick() stops the tick unless that timer is within a tick, in which case
     * timer_clear_idle() undoes the idle mark and the tick runs on. With high-resolution timers
     * the tick's next event is the wheel's alone: hrtimer_get_next_event() returns KTIME_MAX when
     * hres is active (kernel/time/hrtimer.c, v4.10.17), hrtimers program the clockevent
     * themselves and only make up the device's next event.
     *
     * @param wheelFireTick the tick at which a wheel timer pending on this CPU fires, or
     *                      {@link Long#MAX_VALUE}
     * @param hrtimerNs     an hrtimer of the task pending on this CPU, or {@link TickSched#NONE}
     */
    void goIdle(Cpu c, long nowNs, long wheelFireTick, long hrtimerNs) {
        goIdle(c, nowNs, ticks.jiffiesAt(nowNs), wheelFireTick, hrtimerNs);
    }

    /** {@link #goIdle} with jiffies at now already known. */
    void goIdle(Cpu c, long nowNs, long j, long wheelFireTick, long hrtimerNs) {
        catchUpTicksTo(c, j);
        long basemono = ticks.tickStart(j);
        c.base.nextTimerInterrupt(j, wheelFireTick);
        long wheelNs = wheelFireTick == Long.MAX_VALUE ? TickSched.NONE : ticks.tickStart(wheelFireTick);
        long device = Math.min(hrtimerNs, nextHrtimerAfter(c, nowNs));
        TickSched.Decision d = c.tick.stop(basemono, nowNs, wheelNs, device, ticks.tickNs());
        if (d == TickSched.Decision.TICK_RUNS || wheelNs - basemono <= ticks.tickNs()) {
            c.base.clearIdle();
        }
        c.tickRunning = d == TickSched.Decision.TICK_RUNS;
        c.lastIdleEvalNs = nowNs;
    }

    /**
     * The periodic interrupts a CPU takes while the task sleeps there with a wheel timer due at
     * {@code fireTick}: each exit re-evaluates the stopped tick. Returns the tick at which the
     * timer really runs: {@code fireTick}, or the next one when a reprogram was skipped and left
     * the sched_timer away from the timer's tick ({@link TickSched}).
     */
    long sleepWithTimer(Cpu c, long fromNs, long fireTick) {
        long fireNs = ticks.tickStart(fireTick);
        if (c.tickRunning) {
            return fireTick;
        }
        if (c.nextPeriodicNs > fromNs && c.nextPeriodicNs >= fireNs) {
            return fireTick;
        }
        long interrupts = activity.countBetween(c.id, fromNs, fireNs);
        if (interrupts > MAX_INTERRUPTS_PER_SLEEP) {
            throw new BadInputException("platform " + platformName + ": its periodic timers would interrupt CPU "
                    + c.id + " " + interrupts + " times during one sleep of " + String.format(java.util.Locale.ROOT, "%.3f", (fireNs - fromNs) / 1e9)
                    + " s, each stepped through (at most " + MAX_INTERRUPTS_PER_SLEEP + "): lengthen their periods "
                    + "or shorten the sleep");
        }
        stepWork += interrupts * activity.timersOn(c.id);
        if (stepWork > MAX_STEP_WORK_PER_RUN) {
            throw new BadInputException("platform " + platformName + ": stepping through its periodic timers'"
                    + " interrupts during the run's sleeps would take more than " + MAX_STEP_WORK_PER_RUN
                    + " timer looks in all: fewer or shorter sleeps, or fewer timers or longer periods");
        }
        for (long e = activity.nextAfter(c.id, fromNs); e < fireNs; e = activity.nextAfter(c.id, e)) {
            long j = ticks.jiffiesAt(e);
            if (activity.lastWasWheel()) {
                c.base.runTimerSoftirq(j);
            }
            c.base.nextTimerInterrupt(j, fireTick);
            long device = Math.min(c.tick.schedTimerNs(), nextHrtimerAfter(c, e));
            c.tick.stop(ticks.tickStart(j), e, fireNs, device, ticks.tickNs());
            c.lastIdleEvalNs = e;
        }
        if (c.tick.stopped() && c.tick.schedTimerNs() > fireNs) {
            return fireTick + 1;
        }
        return fireTick;
    }

    /** The CPU's next periodic hrtimer expiry after t, from the cache while t has not passed it. */
    private long nextHrtimerAfter(Cpu c, long t) {
        if (t >= c.hrScanNs && t < c.nextHrtimerNs) {
            return c.nextHrtimerNs;
        }
        c.hrScanNs = t;
        c.nextHrtimerNs = activity.nextHrtimerAfter(c.id, t);
        return c.nextHrtimerNs;
    }

    /** The timer softirq of the tick at which the task's timer runs on this CPU. */
    void timerFired(Cpu c, long tick) {
        c.base.runTimerSoftirq(tick);
        c.lastSoftirqJiffy = tick;
        c.lastIdleEvalNs = Math.max(c.lastIdleEvalNs, ticks.tickStart(tick));
    }

    /**
     * The CPU a wake-up by {@code waker} puts the task on ({@link WakeAffinity}, then
     * {@link SelectIdleSibling} with every CPU idle: the task is the machine's only work and it
     * sleeps); a waker other than that CPU takes the interrupt and, the task going elsewhere,
     * re-evaluates its own idle tick at the interrupt's exit.
     */
    int wake(int prev, int waker, long nowNs) {
        int target = idleSibling.select(topology, prev, affinity.target(prev, waker), cpu -> true);
        if (waker != target) {
            Cpu w = cpu(waker);
            refreshIdle(w, nowNs, Long.MAX_VALUE);
            if (!w.tickRunning) {
                w.base.nextTimerInterrupt(ticks.jiffiesAt(nowNs), Long.MAX_VALUE);
                w.lastIdleEvalNs = nowNs;
            }
        }
        return target;
    }

    /**
     * The woken task runs on a CPU (tick_nohz_idle_exit()): timer_clear_idle(), and the tick
     * restarts, its next expiry the first tick start after now. The interrupt that woke the CPU
     * set need_resched, so its exit did not re-evaluate the tick: the base is as its last idle
     * evaluation left it.
     */
    void runTaskOn(Cpu c, long nowNs) {
        runTaskOn(c, nowNs, ticks.jiffiesAt(nowNs));
    }

    /** {@link #runTaskOn} with jiffies at now already known. */
    void runTaskOn(Cpu c, long nowNs, long j) {
        refreshIdle(c, nowNs, Long.MAX_VALUE);
        catchUpTicksTo(c, j);
        c.base.clearIdle();
        c.tick.restart();
        if (!c.tickRunning) {
            c.tickRunning = true;
            c.firstTickJiffy = j + 1;
            c.lastSoftirqJiffy = j;
        }
    }


    /**
     * schedule_timeout() on a CPU brought forward in closed form: the timer is placed against the
     * base as its last evaluation left it (the stale clock of 4.8 to 4.12 included), the CPU goes
     * idle, and the periodic interrupts it takes until the timer's tick are stepped through
     * ({@link #sleepWithTimer}). A skipped reprogram costs the tick after ({@link TickSched}).
     */
    @Override
    public WheelWait wheelWait(int cpu, long startNs, long expire, long earlyWakeNs) {
        Cpu c = cpu(cpu);
        long j = ticks.jiffiesAt(startNs);
        catchUpTicksTo(c, j);
        TimerWheel.Placement placed = c.base.enqueue(expire, j);
        long fireTick = Math.max(placed.bucketExpiry(), j + 1);
        long freshTick = c.base.clk() >= j ? fireTick : Math.max(c.base.placeFresh(expire, j).bucketExpiry(), j + 1);
        goIdle(c, startNs, j, fireTick, TickSched.NONE);
        long runTick = sleepWithTimer(c, startNs, fireTick);
        LateReason late = runTick > fireTick ? LateReason.LATE_TICK
                : fireTick > freshTick ? LateReason.STALE_BASE : LateReason.NONE;
        long event = ticks.tickStart(runTick);
        if (earlyWakeNs < event) {
            return new WheelWait(earlyWakeNs, false, placed.level(), LateReason.NONE, 0, null);
        }
        timerFired(c, runTick);
        long lateNs = late == LateReason.NONE ? 0 : (runTick - freshTick) * ticks.tickNs();
        return new WheelWait(event, true, placed.level(), late, lateNs, null);
    }

    @Override
    public long hrtimerWait(int cpu, long startNs, long softNs, long hardNs, long otherEventNs) {
        goIdle(cpu(cpu), startNs, Long.MAX_VALUE, hardNs);
        return hardNs > softNs ? Math.min(otherEventNs, hardNs) : hardNs;
    }

    @Override
    public int interruptWake(int cpu, long startNs, long atNs, int irqCpu) {
        Cpu prev = cpu(cpu);
        goIdle(prev, startNs, Long.MAX_VALUE, TickSched.NONE);
        refreshIdle(prev, atNs, Long.MAX_VALUE);
        return wake(cpu, irqCpu, atNs);
    }

    @Override
    public void idleWait(int cpu, long startNs, long untilNs) {
        goIdle(cpu(cpu), startNs, Long.MAX_VALUE, TickSched.NONE);
    }

    @Override
    public void taskRuns(int cpu, long nowNs) {
        runTaskOn(cpu(cpu), nowNs);
    }

    /** A busy CPU keeps its tick; its softirqs are applied when next looked at ({@link #catchUpTicks}). */
    @Override
    public void taskBusy(int cpu, long fromNs, long untilNs) {
    }
}
