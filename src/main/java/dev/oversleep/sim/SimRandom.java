package dev.oversleep.sim;

import java.util.SplittableRandom;

/**
 * The seeded random source of one run. Every random choice of a run is drawn from here, in
 * program order, so a seed reproduces a run exactly.
 */
public final class SimRandom {
    private final long seed;
    private final SplittableRandom rnd;

    public SimRandom(long seed) {
        this.seed = seed;
        this.rnd = new SplittableRandom(seed);
    }

    public long seed() {
        return seed;
    }

    /** Uniform in [0, bound). */
    public long nextLong(long bound) {
        return bound <= 0 ? 0 : rnd.nextLong(bound);
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        return rnd.nextDouble();
    }

    /** Exponentially distributed with the given mean (0 when the mean is 0). */
    public long exponential(double mean) {
        if (mean <= 0) {
            return 0;
        }
        return (long) (-Math.log(1.0 - rnd.nextDouble()) * mean);
    }

    /** A child stream for an independent part of a run (e.g. one run of several). */
    public SimRandom split() {
        return new SimRandom(rnd.nextLong());
    }
}
