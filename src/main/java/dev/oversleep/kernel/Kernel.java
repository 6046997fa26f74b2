package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;
import dev.oversleep.sim.SimRandom;

/**
 * The seam between firmware and time: the primitives a driver calls, as the kernel of a
 * {@link KernelProfile} implements them, on one task. Firmware models call these exactly
 * where the C code they mirror does; nothing else reads a clock or sleeps.
 *
 * <p>Each primitive computes, from the kernel's rules, when its timer fires and when the task
 * runs again (adding the platform's wake-up latency and any wait for a CPU), lets the
 * {@link Timebase} make that wait happen, and reports a {@link SleepRecord}.
 */
public final class Kernel {
    private final KernelProfile profile;
    private final Timebase timebase;
    private final TickClock ticks;
    private final TimerWheel wheel;
    private final WakeupLatency wakeupLatency;
    private final double hrtimerEventMeanGapNs;
    private final double spuriousWakeupMeanGapNs;
    private final RunQueue runQueue;
    private final SimRandom rnd;
    private SleepListener listener;
    /** The tick in which this task's own wheel timer last woke it (base-&gt;clk is then J+1). */
    private long firedInTick = Long.MIN_VALUE;
    /** The last tick whose timer softirq processed this CPU's wheel base (a timer fired, or the CPU was busy). */
    private long softirqRanTick;
    private long busyNs;

    public Kernel(KernelProfile profile, PlatformProfile platform, Timebase timebase, SimRandom rnd,
                  long tickPhaseNs, RunQueue runQueue) {
        this.profile = profile;
        this.timebase = timebase;
        this.ticks = new TickClock(profile.hz(), tickPhaseNs);
        this.wheel = new TimerWheel(profile.hz());
        this.wakeupLatency = new WakeupLatency(platform);
        this.hrtimerEventMeanGapNs = meanGap(platform.hrtimerEventRateHz().value());
        this.spuriousWakeupMeanGapNs = meanGap(platform.spuriousWakeupRateHz().value());
        this.runQueue = runQueue;
        this.rnd = rnd;
        this.softirqRanTick = ticks.jiffiesAt(timebase.nowNs()) - 1;
    }

    /** A kernel on an idle machine whose tick phase and random choices come from the seed. */
    public static Kernel seeded(KernelProfile profile, PlatformProfile platform, Timebase timebase, long seed) {
        SimRandom rnd = new SimRandom(seed);
        return new Kernel(profile, platform, timebase, rnd, rnd.nextLong(profile.hz().tickNs()), RunQueue.IDLE);
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

    public void setListener(SleepListener listener) {
        this.listener = listener;
    }

    /** ktime_get(): now, in ns. */
    public long now() {
        return timebase.nowNs();
    }

    public long jiffies() {
        return ticks.jiffiesAt(now());
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
        long timeout = profile.hz().msecsToJiffies(ms) + (profile.msleepExtraTick() ? 1 : 0);
        long modeled = 0;
        while (timeout > 0) {
            Wait w = scheduleTimeoutWait(timeout, false);
            modeled += w.modeledNs;
            timeout = w.remaining;
        }
        report(Primitive.MSLEEP, ms * 1_000_000, start, modeled, "timer");
    }

    /** schedule_timeout_uninterruptible(t): sleeps t jiffies; returns the jiffies left (0). */
    public long scheduleTimeout(long timeoutJiffies) {
        long start = now();
        Wait w = scheduleTimeoutWait(timeoutJiffies, false);
        report(Primitive.SCHEDULE_TIMEOUT, profile.hz().jiffiesToNs(timeoutJiffies), start, w.modeledNs, w.woke);
        return w.remaining;
    }

    /**
     * schedule_timeout_interruptible(t): like {@link #scheduleTimeout} but any wake-up of the
     * task ends it early, returning the jiffies left. Wake-ups arrive at the platform's
     * spurious wake-up rate. This is why acpi_os_sleep before v3.13 could return early.
     */
    public long scheduleTimeoutInterruptible(long timeoutJiffies) {
        long start = now();
        Wait w = scheduleTimeoutWait(timeoutJiffies, true);
        report(Primitive.SCHEDULE_TIMEOUT_INTERRUPTIBLE, profile.hz().jiffiesToNs(timeoutJiffies), start,
                w.modeledNs, w.woke);
        return w.remaining;
    }

    /**
     * usleep_range(min, max) (kernel/time/sleep_timeout.c): an absolute hrtimer at now + min
     * with slack max - min (none when max &lt; min, which the kernel WARNs about). The timer is
     * programmed for its hard expiry (now + max) and fires earlier, never before now + min,
     * only when another hrtimer interrupt on the CPU lands in the window.
     */
    public void usleepRange(long minUs, long maxUs) {
        long start = now();
        long soft = start + minUs * 1000;
        long hard = soft + (maxUs >= minUs ? (maxUs - minUs) * 1000 : 0);
        long fire = hard;
        runQueue.blocked(start);
        if (hrtimerEventMeanGapNs > 0 && hard > soft) {
            long other = soft + rnd.exponential(hrtimerEventMeanGapNs);
            fire = Math.min(other, hard);
        }
        long ready = fire + wakeupLatency.sample(rnd);
        long wake = ready + runQueue.waitForCpuNs(ready, rnd);
        long end = timebase.waitHrtimer(soft, hard, wake);
        firedInTick = Long.MIN_VALUE;
        report(Primitive.USLEEP_RANGE, minUs * 1000, start, wake - start, end - start, "timer");
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

    /** udelay(us): a busy-wait of exactly us, burning the CPU. */
    public void udelay(long us) {
        long start = now();
        long end = timebase.busyWait(start + us * 1000);
        busyNs += end - start;
        ranBusyUntil(end);
        firedInTick = Long.MIN_VALUE;
        report(Primitive.UDELAY, us * 1000, start, us * 1000, end - start, "busy-wait");
    }

    /** mdelay(ms): udelay in 1000 µs steps. */
    public void mdelay(long ms) {
        for (long i = 0; i < ms; i++) {
            udelay(1000);
        }
    }

    /**
     * cond_resched(): yields only when need_resched() is set, then waits for the CPU.
     */
    public void condResched() {
        long start = now();
        long waited = 0;
        if (runQueue.needResched(start, rnd)) {
            runQueue.blocked(start);
            waited = runQueue.waitForCpuNs(start, rnd);
            timebase.idleUntil(start + waited);
            firedInTick = Long.MIN_VALUE;
        }
        report(Primitive.COND_RESCHED, 0, start, waited, now() - start, waited > 0 ? "rescheduled" : "no-resched");
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
        ranBusyUntil(end);
    }

    /** A busy CPU keeps its tick, and each tick's softirq keeps the wheel base current. */
    private void ranBusyUntil(long end) {
        softirqRanTick = Math.max(softirqRanTick, ticks.jiffiesAt(end));
    }

    /**
     * The task blocks until every CPU has passed a scheduling point (synchronize_rcu(),
     * stop_machine(), a flush of per-CPU work): baseNs on an idle machine, plus whatever the
     * run queue says other CPUs' runnable work adds. No record.
     */
    public void synchronizeCpus(long baseNs) {
        long start = now();
        runQueue.blocked(start);
        timebase.idleUntil(start + baseNs + runQueue.crossCpuSyncNs(start, rnd));
        long wait = runQueue.waitForCpuNs(now(), rnd);
        timebase.idleUntil(now() + wait);
        firedInTick = Long.MIN_VALUE;
    }

    /** The task spends ns elsewhere (not sleeping in a primitive); its next sleep arms fresh. */
    public void idle(long ns) {
        timebase.idleUntil(now() + ns);
        firedInTick = Long.MIN_VALUE;
    }

    private record Wait(long remaining, long modeledNs, String woke) {
    }

    /** schedule_timeout(): expire = jiffies + t; add_timer(); schedule(); return expire - jiffies. */
    private Wait scheduleTimeoutWait(long timeout, boolean interruptible) {
        long start = now();
        long j = ticks.jiffiesAt(start);
        long expire = j + timeout;
        long fireTick = fireTick(j, expire);
        runQueue.blocked(start);
        long event = ticks.tickStart(fireTick);
        String woke = "timer";
        if (interruptible && spuriousWakeupMeanGapNs > 0) {
            long early = start + rnd.exponential(spuriousWakeupMeanGapNs);
            if (early < event) {
                event = early;
                woke = "early-wakeup";
            }
        }
        long ready = event + wakeupLatency.sample(rnd);
        long wake = ready + runQueue.waitForCpuNs(ready, rnd);
        long end = timebase.waitTimer(event, wake);
        firedInTick = woke.equals("timer") ? fireTick : Long.MIN_VALUE;
        if (woke.equals("timer")) {
            softirqRanTick = Math.max(softirqRanTick, fireTick);
        }
        long remaining = Math.max(0, expire - ticks.jiffiesAt(end));
        return new Wait(remaining, wake - start, woke);
    }

    /** The tick whose timer softirq runs a timer armed at jiffies j to expire at expire. */
    private long fireTick(long j, long expire) {
        if (profile.wheel() == WheelKind.CASCADING) {
            return Math.max(expire, j + 1);
        }
        boolean justFired = firedInTick == j;
        long clk = j + profile.baseClockLag(justFired, !justFired, j - softirqRanTick);
        return Math.max(wheel.place(expire, clk).bucketExpiry(), j + 1);
    }

    private void report(Primitive p, long requestedNs, long startNs, long modeledNs, String woke) {
        report(p, requestedNs, startNs, modeledNs, now() - startNs, woke);
    }

    private void report(Primitive p, long requestedNs, long startNs, long modeledNs, long actualNs, String woke) {
        if (listener != null) {
            listener.completed(new SleepRecord(p, requestedNs, startNs, modeledNs,
                    timebase.realizes() ? actualNs : -1, woke));
        }
    }
}
