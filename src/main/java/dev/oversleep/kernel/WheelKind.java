package dev.oversleep.kernel;

/** Which timer wheel an era has; it decides at which tick a jiffy timer fires. */
public enum WheelKind {
    /**
     * The cascading wheel before v4.8: a timer fires in the tick where jiffies reaches its
     * expiry (an expiry already reached fires in the next tick), so a timeout of t ticks lasts
     * between t-1 and t ticks.
     */
    CASCADING,
    /**
     * The non-cascading wheel since v4.8 (kernel/time/timer.c, commit 500462a9de65): a timer
     * fires at its bucket's expiry, {@link TimerWheel#place}.
     */
    NON_CASCADING
}
