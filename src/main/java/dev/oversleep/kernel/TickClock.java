package dev.oversleep.kernel;

/**
 * The periodic tick: tick j starts at {@code phaseNs + j * TICK_NSEC}, and jiffies during
 * it equal j. The phase places the ticks relative to the timebase's origin, so a first sleep
 * can start anywhere inside a tick, as on a real machine.
 */
public final class TickClock {
    private final Hz hz;
    private final long phaseNs;
    private final long tickNs;

    public TickClock(Hz hz, long phaseNs) {
        this.hz = hz;
        this.phaseNs = phaseNs;
        this.tickNs = hz.tickNs();
    }

    public Hz hz() {
        return hz;
    }

    public long phaseNs() {
        return phaseNs;
    }

    public long tickNs() {
        return tickNs;
    }

    /** jiffies at an instant. */
    public long jiffiesAt(long ns) {
        long d = ns - phaseNs;
        return d >= 0 ? d / tickNs : Math.floorDiv(d, tickNs);
    }

    /** When tick j starts (its interrupt). */
    public long tickStart(long jiffy) {
        return phaseNs + jiffy * tickNs;
    }
}
