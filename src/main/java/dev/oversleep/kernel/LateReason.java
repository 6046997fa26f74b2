package dev.oversleep.kernel;

/** Why a wheel sleep fired later than the same timer would on a current base and a punctual tick. */
public enum LateReason {
    /** Not late. */
    NONE("none"),
    /**
     * Armed against a base clock left behind by NOHZ idle: the longer delta put it in a coarser
     * level, whose granularity rounded the expiry up ({@link TimerEra}).
     */
    STALE_BASE("stale-base"),
    /**
     * The tick that should have run the timer did not come: the stopped tick's reprogram was
     * skipped ({@link TickSched}), and the timer ran at the next tick.
     */
    LATE_TICK("late-tick"),
    /**
     * The tick that should have run the timer never came, nor did any other interrupt of its CPU
     * for more than a tick: the wake-up was lost until an unrelated interrupt (the softlockup
     * watchdog, the decrementer's wrap, a device or an IPI) ended it. Only the per-CPU machine
     * ({@link dev.oversleep.kernel.percpu.PercpuMachine}) can find one.
     */
    LOST_WAKEUP("lost-wakeup");

    private final String label;

    LateReason(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
