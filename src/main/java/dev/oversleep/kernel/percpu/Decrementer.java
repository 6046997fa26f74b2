package dev.oversleep.kernel.percpu;

/**
 * The POWER decrementer behind a CPU's clockevent device (arch/powerpc/kernel/time.c, v4.7.4 to
 * v4.13.4, the same in these respects): decrementers_next_tb, the instant the handler is due,
 * and DEC itself, which counts down to its exception and can hold at most decrementer_max
 * (0x7FFFFFFF timebase ticks). Every timer exception first re-arms DEC with decrementer_max, so
 * a CPU whose device was stopped or shut down still takes one about every 4.19 s.
 */
final class Decrementer {
    private final Cpu cpu;
    private final long maxNs;
    private long nextTb = Long.MAX_VALUE;
    private long firesAt = Long.MAX_VALUE;

    Decrementer(Cpu cpu, long maxNs) {
        this.cpu = cpu;
        this.maxNs = maxNs;
    }

    long firesAt() {
        return firesAt;
    }

    /** decrementer_set_next_event(): decrementers_next_tb = now + delta; set_dec(delta). */
    void setNextEvent(long deltaNs, long now) {
        nextTb = now + deltaNs;
        arm(now + Math.min(deltaNs, maxNs));
    }

    /** decrementer_shutdown(): decrementer_set_next_event(decrementer_max). */
    void shutdown(long now) {
        setNextEvent(maxNs, now);
    }

    /**
     * timer_interrupt(): set_dec(decrementer_max), then __timer_interrupt(): when
     * decrementers_next_tb has passed it is cleared and the event handler runs (returns true);
     * otherwise DEC is re-armed for the rest ("timer_irqs_others").
     */
    boolean exception(long now) {
        arm(now + maxNs);
        return due(now);
    }

    /** tick_broadcast_ipi_handler(): decrementers_next_tb = now, then __timer_interrupt(). */
    boolean broadcastIpi(long now) {
        nextTb = now;
        return due(now);
    }

    private boolean due(long now) {
        if (now >= nextTb) {
            nextTb = Long.MAX_VALUE;
            return true;
        }
        if (nextTb - now <= maxNs) {
            arm(nextTb);
        }
        return false;
    }

    private void arm(long t) {
        firesAt = t;
        cpu.decArmed(t);
    }
}
