package dev.oversleep.kernel.percpu;

import java.util.ArrayList;
import java.util.List;

/**
 * One CPU's hrtimer queue (struct hrtimer_cpu_base, CLOCK_MONOTONIC only; kernel/time/hrtimer.c
 * read in v4.10.1, the same core in v4.7.4 and v4.13.4): the queued timers in expiry order, the
 * cached expires_next and next_timer the device was last armed for, and the rules that decide
 * when starting or removing a timer reprograms the device: only for the local CPU's base, only
 * when the change concerns the first timer. Times are the model's monotonic ns, which start before
 * 0 while the machine idles before the run; the kernel's clamps of negative expiries to 0 (its
 * CLOCK_MONOTONIC never is) do not apply.
 */
final class HrtimerCpuBase {
    final Cpu cpu;
    private final List<Hrtimer> queue = new ArrayList<>(4);
    private long nextOrder;
    long expiresNext = Long.MAX_VALUE;
    Hrtimer nextTimer;
    boolean inHrtirq;
    /** The timer whose callback is running (cpu_base-&gt;running). */
    Hrtimer running;

    HrtimerCpuBase(Cpu cpu) {
        this.cpu = cpu;
    }

    /** enqueue_hrtimer(): true when the timer is now the first (leftmost) of the base. */
    private boolean enqueue(Hrtimer t) {
        t.base = this;
        t.order = nextOrder++;
        int i = queue.size();
        while (i > 0 && queue.get(i - 1).expires > t.expires) {
            i--;
        }
        queue.add(i, t);
        return i == 0;
    }

    /**
     * __remove_hrtimer(): the device is reprogrammed only when asked (a local base) and the timer
     * was the one it is armed for (cpu_base-&gt;next_timer), with skip_equal.
     */
    private void removeQueued(Hrtimer t, boolean reprogram, long now) {
        queue.remove(t);
        t.base = null;
        if (reprogram && t == nextTimer) {
            forceReprogram(true, now);
        }
    }

    /**
     * remove_hrtimer(): removal reprograms only when the base is the calling CPU's
     * ({@code base->cpu_base == this_cpu_ptr(&hrtimer_bases)}); a remote CPU's device keeps its
     * programming and fires for nothing.
     */
    static boolean remove(Hrtimer t, Cpu caller, long now) {
        HrtimerCpuBase b = t.base;
        if (b == null) {
            return false;
        }
        b.removeQueued(t, b.cpu == caller, now);
        return true;
    }

    /**
     * hrtimer_start_range_ns() from {@code caller}: remove (reprogramming the old base only if it
     * is the caller's), set soft and hard expiry, queue on the caller's base (pinned, or not
     * pinned from a busy CPU: get_nohz_timer_target() keeps a busy CPU), and reprogram the
     * device when the timer is now first and earlier than what it is armed for.
     */
    static void start(Hrtimer t, long soft, long hard, Cpu caller, long now) {
        remove(t, caller, now);
        t.softExpires = soft;
        t.expires = hard;
        HrtimerCpuBase b = caller.hrtimers;
        if (b.enqueue(t)) {
            b.reprogram(t, now);
        }
    }

    /**
     * hrtimer_try_to_cancel(): -1 while the callback runs (on any CPU), else 1 if it was queued
     * and is removed now, 0 if it was inactive.
     */
    static int tryToCancel(Hrtimer t, Cpu caller, long now) {
        if (t.base == null) {
            return isRunning(t) ? -1 : 0;
        }
        if (t.base.running == t) {
            return -1;
        }
        return remove(t, caller, now) ? 1 : 0;
    }

    private static boolean isRunning(Hrtimer t) {
        return t.runningOn != null && t.runningOn.running == t;
    }

    /**
     * hrtimer_reprogram(): a timer just queued first on this (local) base arms the device when
     * it is earlier than expires_next, unless hrtimer_interrupt() runs here and will do it.
     */
    private void reprogram(Hrtimer t, long now) {
        if (inHrtirq) {
            return;
        }
        long expires = t.expires;
        if (expires >= expiresNext) {
            return;
        }
        nextTimer = t;
        expiresNext = expires;
        cpu.device.tickProgramEvent(expires, true, now);
    }

    /**
     * hrtimer_force_reprogram(): the device is armed for the first timer's hard expiry
     * (KTIME_MAX: stop it), unless skip_equal and it equals the cached expires_next.
     */
    void forceReprogram(boolean skipEqual, long now) {
        long next = nextEvent();
        if (skipEqual && next == expiresNext) {
            return;
        }
        expiresNext = next;
        if (cpu.m.tracing(cpu)) {
            cpu.m.trace(cpu, now, "hrtimer_force_reprogram(): the device armed for "
                    + (nextTimer == null ? "nothing" : nextTimer.name + " at " + cpu.m.fmt(next)));
        }
        cpu.device.tickProgramEvent(next, true, now);
    }

    /** __hrtimer_get_next_event(): the first timer's hard expiry (KTIME_MAX if none); sets next_timer. */
    long nextEvent() {
        if (queue.isEmpty()) {
            nextTimer = null;
            return Long.MAX_VALUE;
        }
        nextTimer = queue.get(0);
        return nextTimer.expires;
    }

    /**
     * hrtimer_interrupt(): dev-&gt;next_event = KTIME_MAX on entry; every timer whose soft expiry
     * has passed runs (__run_hrtimer(): removed without reprogramming, its callback, re-queued
     * if it asked to restart and did not restart itself); then the device is armed for the
     * first remaining timer. Callbacks take no time here, so a first timer still due after them
     * is run in a retry, as the interrupt's retry loop does.
     */
    void interrupt(long now) {
        cpu.device.nextEvent = Long.MAX_VALUE;
        while (true) {
            inHrtirq = true;
            expiresNext = Long.MAX_VALUE;
            runQueues(now);
            long next = nextEvent();
            expiresNext = next;
            inHrtirq = false;
            if (cpu.device.tickProgramEvent(next, false, now) == 0) {
                return;
            }
        }
    }

    /**
     * __hrtimer_run_queues(): timers in hard-expiry order until the first whose soft expiry has
     * not passed ("we don't add extra wakeups by delaying timers that are right-of a not yet
     * expired timer").
     */
    private void runQueues(long now) {
        while (!queue.isEmpty() && queue.get(0).softExpires <= now) {
            runOne(queue.get(0), now);
        }
    }

    private void runOne(Hrtimer t, long now) {
        cpu.m.hrtimerRuns(t, now);
        if (cpu.m.tracing(cpu) && t != cpu.tick.schedTimer) {
            cpu.m.trace(cpu, now, "hrtimer_interrupt(): runs " + t.name);
        }
        running = t;
        t.runningOn = this;
        removeQueued(t, false, now);
        boolean restart = t.function.run(t, now);
        if (restart && !t.enqueued()) {
            enqueue(t);
        }
        running = null;
        t.runningOn = null;
    }

    /** The queued timers, first first (for the trace and tests). */
    List<Hrtimer> queued() {
        return List.copyOf(queue);
    }
}
