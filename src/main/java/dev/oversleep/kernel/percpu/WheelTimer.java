package dev.oversleep.kernel.percpu;

/**
 * A timer-wheel timer (struct timer_list) pending on one CPU's base: where it was placed
 * (the jiffy its bucket expires at; its own expiry on the cascading wheel) and its callback.
 */
final class WheelTimer {
    interface Callback {
        void run(Cpu cpu, long now);
    }

    final String name;
    final Callback callback;
    /** The jiffy at which the softirq runs it: the bucket expiry, or the expiry before v4.8. */
    long fireJiffy;
    int level;
    Cpu on;

    WheelTimer(String name, Callback callback) {
        this.name = name;
        this.callback = callback;
    }

    boolean pending() {
        return on != null;
    }
}
