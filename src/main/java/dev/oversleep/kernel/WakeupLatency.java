package dev.oversleep.kernel;

import dev.oversleep.sim.SimRandom;

/**
 * Time from a timer's interrupt to the woken task running: the platform's minimum plus an
 * exponential tail with the platform's mean (a shifted exponential; the shape is a modelling
 * choice, the two numbers are the platform's).
 */
public final class WakeupLatency {
    private final long minNs;
    private final double tailMeanNs;

    public WakeupLatency(PlatformProfile p) {
        this.minNs = (long) p.wakeupLatencyMinNs().value();
        this.tailMeanNs = p.wakeupLatencyMeanNs().value() - minNs;
    }

    public long sample(SimRandom rnd) {
        return minNs + rnd.exponential(tailMeanNs);
    }
}
