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
    LATE_TICK("late-tick");

    private final String label;

    LateReason(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
