package dev.oversleep.sim;

/** A nanosecond clock that only moves when told to, and never backwards. */
public final class VirtualClock {
    private long nowNs;

    public VirtualClock(long startNs) {
        this.nowNs = startNs;
    }

    public long nowNs() {
        return nowNs;
    }

    /** Moves to an instant at or after now; moving back is a modelling bug. */
    public void advanceTo(long ns) {
        if (ns < nowNs) {
            throw new IllegalStateException("virtual time would go back from " + nowNs + " to " + ns);
        }
        nowNs = ns;
    }

    public void advanceBy(long ns) {
        advanceTo(nowNs + ns);
    }
}
