package dev.oversleep.kernel;

import dev.oversleep.sim.VirtualClock;

/** Waits take no real time: the clock jumps to the modelled instant. Deterministic. */
public final class VirtualTimebase implements Timebase {
    private final VirtualClock clock;

    public VirtualTimebase(long startNs) {
        this.clock = new VirtualClock(startNs);
    }

    @Override
    public long nowNs() {
        return clock.nowNs();
    }

    @Override
    public long waitTimer(long fireNs, long modeledWakeNs) {
        clock.advanceTo(modeledWakeNs);
        return modeledWakeNs;
    }

    @Override
    public long waitHrtimer(long softNs, long hardNs, long modeledWakeNs) {
        clock.advanceTo(modeledWakeNs);
        return modeledWakeNs;
    }

    @Override
    public long busyWait(long untilNs) {
        clock.advanceTo(untilNs);
        return untilNs;
    }

    @Override
    public long idleUntil(long untilNs) {
        clock.advanceTo(untilNs);
        return untilNs;
    }

    @Override
    public boolean realizes() {
        return false;
    }
}
