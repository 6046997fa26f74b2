package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.percpu.PercpuMachine;
import dev.oversleep.sim.SimRandom;

/**
 * The seam between firmware and time: the primitives a driver calls, as the kernel of a
 * {@link KernelProfile} implements them, for one task on a {@link Machine} of the platform's
 * CPUs. Firmware models call these exactly where the C code they mirror does; nothing else reads
 * a clock or sleeps.
 *
 * <p>Each primitive computes, from the kernel's rules and the state of the CPU the task is on,
 * when its timer fires and when the task runs again (adding the platform's wake-up latency and
 * any wait for a CPU), lets the {@link Timebase} make that wait happen, and reports a
 * {@link SleepRecord}. A wheel timer is queued on the base of the CPU that arms it and fires
 * there; the task woken by it stays on that CPU. A task woken by an interrupt (an I/O or
 * firmware completion) goes where the era's {@link WakeAffinity} puts it.
 */
public final class Kernel {
    /** include/acpi/actypes.h: 100 ns units in a second. */
    private static final long ACPI_100NSEC_PER_SEC = 10_000_000L;
    private final KernelProfile profile;
    private final Timebase timebase;
    private final TickClock ticks;
    private final CpuModel machine;
    private final WakeupLatency wakeupLatency;
    private final double hrtimerEventMeanGapNs;
    private final double spuriousWakeupMeanGapNs;
    private final RunQueue runQueue;
    private final SimRandom rnd;
    private SleepListener listener;
    private MachineTrace trace;
    private int cpu;
    private long busyNs;
    private long migrations;
    /** Set by the last wheel wait: its level and lateness, for the record of the call. */
    private int lastLevel = TimerBase.NO_LEVEL;
    private LateReason lastLate = LateReason.NONE;
    private long lastLateNs;
    private String lastEndedBy;

    public Kernel(KernelProfile profile, PlatformProfile platform, Timebase timebase, SimRandom rnd,
                  long tickPhaseNs, RunQueue runQueue) {
        this(profile, platform, timebase, rnd, tickPhaseNs, runQueue, 0);
    }

    /**
     * @param startCpu the CPU the task runs on when the model starts (its tick running)
     */
    public Kernel(KernelProfile profile, PlatformProfile platform, Timebase timebase, SimRandom rnd,
                  long tickPhaseNs, RunQueue runQueue, int startCpu) {
        this.profile = profile;
        this.timebase = timebase;
        this.ticks = new TickClock(profile.hz(), tickPhaseNs);
        this.machine = platform.simulatesEachCpu() && profile.nohz()
                ? new PercpuMachine(profile, platform, ticks, rnd.seed(), timebase.nowNs())
                : new Machine(profile, platform, ticks, rnd.seed(), timebase.nowNs());
        if (startCpu < 0 || startCpu >= machine.topology().cpus()) {
            throw new IllegalArgumentException("no CPU " + startCpu + " on " + machine.topology().cpus() + " CPUs");
        }
        this.wakeupLatency = new WakeupLatency(platform);
        this.hrtimerEventMeanGapNs = meanGap(platform.hrtimerEventRateHz().value());
        this.spuriousWakeupMeanGapNs = meanGap(platform.spuriousWakeupRateHz().value());
        this.runQueue = runQueue;
        this.rnd = rnd;
        this.cpu = startCpu;
        machine.startTaskOn(startCpu, timebase.nowNs());
    }

    /** A kernel on an idle machine whose tick phase and random choices come from the seed. */
    public static Kernel seeded(KernelProfile profile, PlatformProfile platform, Timebase timebase, long seed) {
        SimRandom rnd = new SimRandom(seed);
        return new Kernel(profile, platform, timebase, rnd, rnd.nextLong(profile.hz().tickNs()), RunQueue.IDLE);
    }

    /**
     * A kernel in virtual time from 0 whose task starts on a CPU drawn from the seed (wherever a
     * process happens to start on an idle machine), after the tick phase.
     */
    public static Kernel virtualOnSeededCpu(KernelProfile profile, PlatformProfile platform, long seed) {
        SimRandom rnd = new SimRandom(seed);
        long phase = rnd.nextLong(profile.hz().tickNs());
        int cpu = (int) rnd.nextLong((long) platform.cpus().value());
        return new Kernel(profile, platform, new VirtualTimebase(0), rnd, phase, RunQueue.IDLE, cpu);
    }

    /** {@link #seeded} in virtual time starting at 0. */
    public static Kernel virtual(KernelProfile profile, PlatformProfile platform, long seed) {
        return seeded(profile, platform, new VirtualTimebase(0), seed);
    }

    private static double meanGap(double rateHz) {
        return rateHz > 0 ? 1e9 / rateHz : 0;
    }

    public KernelProfile profile() {
        return profile;
    }

    public TickClock ticks() {
        return ticks;
    }

    public SimRandom random() {
        return rnd;
    }

    public Timebase timebase() {
        return timebase;
    }

    /** The CPUs and their timer state. */
    public CpuModel machine() {
        return machine;
    }

    /** The CPU the task is on. */
    public int cpu() {
        return cpu;
    }

    /** How many times a wake-up put the task on another CPU. */
    public long migrations() {
        return migrations;
    }

    public void setListener(SleepListener listener) {
        this.listener = listener;
    }

    /**
     * Records every primitive call, and on a machine simulated CPU by CPU what its timer code
     * did on the task's CPU, into {@code t} (null: off).
     */
    public void trace(MachineTrace t) {
        this.trace = t;
        machine.traceInto(t);
    }

    /** Runs the kernel with a what-if rule change ({@link WhatIf}). */
    public void whatIf(WhatIf w) {
        machine.apply(w);
    }

    /** ktime_get(): now, in ns. */
    public long now() {
        return timebase.nowNs();
    }

    public long jiffies() {
        return ticks.jiffiesAt(now());
    }

    /**
     * acpi_os_get_timer() (drivers/acpi/osl.c): AML's Timer, in 100 ns units, counted from this
     * kernel's time 0. Where the release counts jiffies ({@link KernelProfile#acpiTimerCountsJiffies})
     * it moves once a tick, by ACPI_100NSEC_PER_SEC / HZ in integer division (33,333 at HZ=300),
     * so AML that polls Timer between Stalls waits for the next tick; before, it is ktime_get() / 100.
     */
    public long acpiOsGetTimer() {
        if (profile.acpiTimerCountsJiffies()) {
            return (jiffies() - ticks.jiffiesAt(0)) * (ACPI_100NSEC_PER_SEC / profile.hz().value());
        }
        return now() / 100;
    }

    /** CPU time this task burned busy-waiting or working. */
    public long busyNs() {
        return busyNs;
    }

    /**
     * msleep(ms) (kernel/time/timer.c; kernel/time/sleep_timeout.c since v6.13): timeout =
     * msecs_to_jiffies(ms), plus one tick before v6.12, then
     * {@code while (timeout) timeout = schedule_timeout_uninterruptible(timeout);} so it never
     * returns early.
     */
    public void msleep(long ms) {
        long start = now();
        int startCpu = cpu;
        long timeout = profile.hz().msecsToJiffies(ms) + (profile.msleepExtraTick() ? 1 : 0);
        long modeled = 0;
        int level = TimerBase.NO_LEVEL;
        LateReason late = LateReason.NONE;
        long lateNs = 0;
        String endedBy = null;
        while (timeout > 0) {
            timeout = scheduleTimeoutWait(timeout, false);
            modeled += waitModeledNs;
            level = lastLevel;
            if (lastLate != LateReason.NONE) {
                late = lastLate;
                lateNs += lastLateNs;
                endedBy = lastEndedBy;
            }
        }
        report(Primitive.MSLEEP, ms * 1_000_000, start, modeled, now() - start, "timer", startCpu, level, late, lateNs,
                endedBy);
    }

    /** schedule_timeout_uninterruptible(t): sleeps t jiffies; returns the jiffies left (0). */
    public long scheduleTimeout(long timeoutJiffies) {
        long start = now();
        int startCpu = cpu;
        long remaining = scheduleTimeoutWait(timeoutJiffies, false);
        report(Primitive.SCHEDULE_TIMEOUT, profile.hz().jiffiesToNs(timeoutJiffies), start, waitModeledNs,
                now() - start, woke(), startCpu, lastLevel, lastLate, lastLateNs,
                lastEndedBy);
        return remaining;
    }

    /**
     * schedule_timeout_interruptible(t): like {@link #scheduleTimeout} but any wake-up of the
     * task ends it early, returning the jiffies left. Wake-ups arrive at the platform's
     * spurious wake-up rate. This is why acpi_os_sleep before v3.13 could return early.
     */
    public long scheduleTimeoutInterruptible(long timeoutJiffies) {
        long start = now();
        int startCpu = cpu;
        long remaining = scheduleTimeoutWait(timeoutJiffies, true);
        report(Primitive.SCHEDULE_TIMEOUT_INTERRUPTIBLE, profile.hz().jiffiesToNs(timeoutJiffies), start,
                waitModeledNs, now() - start, woke(), startCpu, lastLevel, lastLate, lastLateNs,
                lastEndedBy);
        return remaining;
    }

    /**
     * usleep_range(min, max) (kernel/time/sleep_timeout.c): an absolute hrtimer at now + min
     * with slack max - min (none when max &lt; min, which the kernel WARNs about). The timer is
     * programmed for its hard expiry (now + max) and fires earlier, never before now + min,
     * only when another hrtimer interrupt on the CPU lands in the window. The hrtimer is the
     * CPU's own, so the task wakes where it slept.
     */
    public void usleepRange(long minUs, long maxUs) {
        long start = now();
        long soft = start + minUs * 1000;
        long hard = soft + (maxUs >= minUs ? (maxUs - minUs) * 1000 : 0);
        runQueue.blocked(start);
        long other = hrtimerEventMeanGapNs > 0 && hard > soft ? soft + rnd.exponential(hrtimerEventMeanGapNs)
                : Long.MAX_VALUE;
        long fire = machine.hrtimerWait(cpu, start, soft, hard, other);
        long ready = fire + wakeupLatency.sample(rnd);
        long wake = ready + runQueue.waitForCpuNs(ready, rnd);
        long end = timebase.waitHrtimer(soft, hard, wake);
        machine.taskRuns(cpu, end);
        report(Primitive.USLEEP_RANGE, minUs * 1000, start, wake - start, end - start, "timer", cpu,
                TimerBase.NO_LEVEL, LateReason.NONE, 0);
    }

    /**
     * fsleep(us) (include/linux/delay.h, since v5.8): picks udelay, usleep_range or msleep by
     * the era's {@link FsleepRules}.
     */
    public void fsleep(long us) {
        FsleepRules rules = profile.fsleepRules();
        if (rules == null) {
            throw new BadInputException("fsleep does not exist in kernel " + profile.version() + " (added in 5.8)");
        }
        FsleepRules.FsleepChoice c = rules.choose(us, profile.hz());
        switch (c.primitive()) {
            case UDELAY -> udelay(c.a());
            case USLEEP_RANGE -> usleepRange(c.a(), c.b());
            default -> msleep(c.a());
        }
    }

    /** udelay(us): a busy-wait of exactly us, burning the CPU; its tick keeps running. */
    public void udelay(long us) {
        long start = now();
        long end = timebase.busyWait(start + us * 1000);
        busyNs += end - start;
        report(Primitive.UDELAY, us * 1000, start, us * 1000, end - start, "busy-wait", cpu, TimerBase.NO_LEVEL,
                LateReason.NONE, 0);
    }

    /** mdelay(ms): udelay in 1000 µs steps. */
    public void mdelay(long ms) {
        for (long i = 0; i < ms; i++) {
            udelay(1000);
        }
    }

    /**
     * cond_resched(): yields only when need_resched() is set, then waits for the CPU. The task
     * stays runnable on its CPU, so the tick keeps running.
     */
    public void condResched() {
        long start = now();
        long waited = 0;
        if (runQueue.needResched(start, rnd)) {
            runQueue.blocked(start);
            waited = runQueue.waitForCpuNs(start, rnd);
            timebase.idleUntil(start + waited);
        }
        report(Primitive.COND_RESCHED, 0, start, waited, now() - start, waited > 0 ? "rescheduled" : "no-resched", cpu,
                TimerBase.NO_LEVEL, LateReason.NONE, 0);
    }

    /** need_resched() as the task would see it now. */
    public boolean needResched() {
        return runQueue.needResched(now(), rnd);
    }

    /**
     * CPU work of the task itself (a firmware call's cost, kernel work between calls): the CPU
     * is busy for ns scaled by the run queue's CPU-time factor. Kernel code is not preempted
     * here (the paths modelled run without CONFIG_PREEMPT); it yields only at its own
     * cond_resched() or sleeps. No record.
     */
    public void work(long ns) {
        long start = now();
        long end = timebase.busyWait(start + Math.round(ns * runQueue.cpuTimeFactor()));
        busyNs += end - start;
    }

    /**
     * The task blocks until every CPU has passed a scheduling point (synchronize_rcu(),
     * stop_machine(), a flush of per-CPU work): baseNs on an idle machine, plus whatever the
     * run queue says other CPUs' runnable work adds. Woken where it slept. No record.
     */
    public void synchronizeCpus(long baseNs) {
        long start = now();
        runQueue.blocked(start);
        long until = start + baseNs + runQueue.crossCpuSyncNs(start, rnd);
        machine.idleWait(cpu, start, until);
        timebase.idleUntil(until);
        long wait = runQueue.waitForCpuNs(now(), rnd);
        timebase.idleUntil(now() + wait);
        machine.taskRuns(cpu, now());
    }

    /**
     * The task spends ns elsewhere, blocked on something outside the model, and is woken where
     * it slept at the end (no wake-up latency added). Its CPU idles meanwhile.
     */
    public void idle(long ns) {
        long start = now();
        machine.idleWait(cpu, start, start + ns);
        timebase.idleUntil(start + ns);
        machine.taskRuns(cpu, now());
    }

    /**
     * wait_event() on a completion that an interrupt on {@code irqCpu} signals at
     * {@code completesAtNs} (an I/O request, an OPAL firmware call answered asynchronously):
     * the task sleeps in TASK_UNINTERRUPTIBLE, its CPU idles, and the interrupt's
     * wake_up() puts it where the era's {@link WakeAffinity} says; it runs after the platform's
     * wake-up latency. Returns when the task runs again.
     */
    public long waitForInterrupt(long completesAtNs, int irqCpu) {
        long start = now();
        runQueue.blocked(start);
        long at = Math.max(start, completesAtNs);
        int target = machine.interruptWake(cpu, start, at, irqCpu);
        if (trace != null) {
            trace.add(start, cpu, "wait_event(): the interrupt on cpu" + irqCpu + " " + MachineTrace.ms(at - start)
                    + " later wakes the task onto cpu" + target);
        }
        if (target != cpu) {
            migrations++;
            cpu = target;
        }
        long ready = at + wakeupLatency.sample(rnd);
        long wake = ready + runQueue.waitForCpuNs(ready, rnd);
        long end = timebase.waitHrtimer(at, at, wake);
        machine.taskRuns(cpu, end);
        return end;
    }

    /** Set by the last schedule_timeout wait: how long it lasted to the task running, and why it ended. */
    private long waitModeledNs;
    private boolean waitByTimer;

    /**
     * schedule_timeout(): expire = jiffies + t; the timer is queued on the base of the task's
     * CPU (__mod_timer()), the task sleeps, the CPU idles until the timer's tick (or an early
     * wake-up); return expire - jiffies. How long it lasted and why it ended are left in
     * {@link #waitModeledNs} and {@link #waitByTimer}.
     */
    private String woke() {
        return waitByTimer ? "timer" : "early-wakeup";
    }

    private long scheduleTimeoutWait(long timeout, boolean interruptible) {
        long start = now();
        long expire = ticks.jiffiesAt(start) + timeout;
        runQueue.blocked(start);
        long early = interruptible && spuriousWakeupMeanGapNs > 0 ? start + rnd.exponential(spuriousWakeupMeanGapNs)
                : Long.MAX_VALUE;
        CpuModel.WheelWait w = machine.wheelWait(cpu, start, expire, early);
        lastLevel = w.level();
        lastLate = w.late();
        lastLateNs = w.lateNs();
        lastEndedBy = w.endedBy();
        long ready = w.eventNs() + wakeupLatency.sample(rnd);
        long wake = ready + runQueue.waitForCpuNs(ready, rnd);
        long end = timebase.waitTimer(w.eventNs(), wake);
        machine.taskRuns(cpu, end);
        waitModeledNs = wake - start;
        waitByTimer = w.byTimer();
        return Math.max(0, expire - ticks.jiffiesAt(end));
    }

    private void traceCall(Primitive p, long requestedNs, long startNs, long modeledNs, int onCpu, int level,
                           LateReason late, String lostUntil) {
        SleepRecord r = new SleepRecord(p, requestedNs, startNs, modeledNs, -1, "", onCpu, level, late, 0, lostUntil);
        String key = r.lateKey();
        trace.add(startNs, onCpu, p.cName() + "(" + MachineTrace.ms(requestedNs) + ") returned after "
                + MachineTrace.ms(modeledNs) + (key == null ? "" : ", late: " + key));
    }

    private void report(Primitive p, long requestedNs, long startNs, long modeledNs, long actualNs, String woke,
                        int onCpu, int level, LateReason late, long lateNs) {
        report(p, requestedNs, startNs, modeledNs, actualNs, woke, onCpu, level, late, lateNs, null);
    }

    private void report(Primitive p, long requestedNs, long startNs, long modeledNs, long actualNs, String woke,
                        int onCpu, int level, LateReason late, long lateNs, String lostUntil) {
        if (trace != null) {
            traceCall(p, requestedNs, startNs, modeledNs, onCpu, level, late, lostUntil);
        }
        if (listener != null) {
            listener.completed(new SleepRecord(p, requestedNs, startNs, modeledNs,
                    timebase.realizes() ? actualNs : -1, woke, onCpu, level, late, lateNs, lostUntil));
        }
    }
}
