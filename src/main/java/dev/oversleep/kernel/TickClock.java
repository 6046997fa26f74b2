package dev.oversleep.kernel;

/**
 * The periodic tick: tick j starts at {@code phaseNs + j * TICK_NSEC}, and jiffies during
 * it equal j. The phase places the ticks relative to the timebase's origin, so a first sleep
 * can start anywhere inside a tick, as on a real machine.
 */
public record TickClock(Hz hz, long phaseNs) {

    public long tickNs() {
        return hz.tickNs();
    }

    /** jiffies at an instant. */
    public long jiffiesAt(long ns) {
        return Math.floorDiv(ns - phaseNs, hz.tickNs());
    }

    /** When tick j starts (its interrupt). */
    public long tickStart(long jiffy) {
        return phaseNs + jiffy * hz.tickNs();
    }
}
