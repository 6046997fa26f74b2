package dev.oversleep.rtas.lpar;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import org.junit.jupiter.api.Test;

/**
 * has_cpu_slab() across the MEM_GOING_OFFLINE flushes of one request: the caller's CPU holds a
 * per-CPU slab of every cache each time (it allocates); another CPU holds one only until it is
 * flushed, per cache.
 */
class SlabFlushTest {
    private static Lpar lpar(double share) {
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.of(5, 16), Hz.of(100));
        CallerCpu cpu = new CallerCpu(new TickClock(kp.hz(), 0), FairClass.of(kp.version(), 4), false, 1.0,
                new Vcpus(4, 4, false, false, 100_000, 0, 0), 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1),
                0, cpu);
        return new Lpar(k, cpu, new OsCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, share, 0, 0, 0, 0), 4,
                new SimRandom(2));
    }

    @Test
    void aFlushedCpuHoldsNoSlabOfThatCacheAgainButTheCallersAlwaysDoes() {
        Lpar os = lpar(1.0);
        boolean[] all = {true, true, true, true};
        boolean[] callerOnly = {true, false, false, false};
        assertArrayEquals(all, os.slabCpus(0));
        assertArrayEquals(callerOnly, os.slabCpus(0));
        assertArrayEquals(all, os.slabCpus(1), "another cache was not flushed yet");
        assertArrayEquals(callerOnly, os.slabCpus(1));
    }

    @Test
    void withNoShareOnlyTheCallersCpuIsEverFlushed() {
        Lpar os = lpar(0.0);
        assertArrayEquals(new boolean[]{true, false, false, false}, os.slabCpus(0));
    }
}
