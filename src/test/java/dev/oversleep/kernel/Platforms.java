package dev.oversleep.kernel;

import dev.oversleep.input.Param;

/** Platform profiles for tests whose expected values are derived by hand. */
final class Platforms {
    private Platforms() {
    }

    /** No wake-up latency, no other hrtimers, no spurious wake-ups: pure kernel rules. */
    static PlatformProfile ideal() {
        return with(0, 0, 0, 0);
    }

    static PlatformProfile with(double latencyMin, double latencyMean, double hrtimerRate, double spuriousRate) {
        return new PlatformProfile(PlatformProfile.SCHEMA, "test", "test", new Param(4, "test"),
                new Param(latencyMin, "test"), new Param(latencyMean, "test"), new Param(hrtimerRate, "test"),
                new Param(spuriousRate, "test"));
    }

    /** A kernel in virtual time with ticks at multiples of TICK_NSEC, starting at startNs. */
    static Kernel kernel(String version, int hz, PlatformProfile platform, long startNs) {
        KernelProfile p = KernelProfile.of(version, hz);
        return new Kernel(p, platform, new VirtualTimebase(startNs), new dev.oversleep.sim.SimRandom(7), 0,
                RunQueue.IDLE);
    }
}
