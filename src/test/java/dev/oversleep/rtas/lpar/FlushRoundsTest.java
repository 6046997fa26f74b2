package dev.oversleep.rtas.lpar;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * One flush round (queue_work_on() on each CPU in the mask, then flush_work() of each, as
 * __drain_all_pages(), __lru_add_drain_all() and flush_all_cpus_locked() do) on the partition's
 * other CPUs, by what those CPUs are doing when the work arrives.
 */
class FlushRoundsTest {
    private static final int CPUS = 8;

    private static Lpar lpar(String version, boolean loaded) {
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(100));
        CallerCpu cpu = new CallerCpu(new TickClock(kp.hz(), 0), FairClass.of(kp.version(), CPUS), loaded, 1.0, 0,
                100_000, 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1),
                0, cpu);
        return new Lpar(k, cpu, new OsCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100_000, 0), CPUS,
                new SimRandom(2));
    }

    private static boolean[] othersOnly() {
        boolean[] on = new boolean[CPUS];
        for (int c = 1; c < CPUS; c++) {
            on[c] = true;
        }
        return on;
    }

    /**
     * CFS, 8 CPUs: sched_latency 24 ms, wakeup granularity 4 ms. A kworker woken on a hog's CPU
     * is placed at min_vruntime - 12 ms, the hog's vruntime less 12 ms; having run 5 us it is
     * still 12 ms behind at its next wake-up, however soon, so check_preempt_wakeup() preempts
     * the hog every time: a round waits only for the items, 100 rounds back to back 100 x 5 us.
     */
    @Test
    void underCfsAKworkerWokenAgainAndAgainPreemptsTheHogEachTime() {
        Lpar os = lpar("5.16", true);
        for (int i = 0; i < 100; i++) {
            os.flushWork("flush_cpu_slab", othersOnly(), 5_000);
        }
        assertEquals(100 * 5_000L, os.time().get(TimeKind.FLUSH_WORK));
    }

    /** EEVDF: the woken kworker is owed service and preempts as well. */
    @Test
    void underEevdfAKworkerPreemptsTheHogEachTime() {
        Lpar os = lpar("6.13", true);
        for (int i = 0; i < 100; i++) {
            os.flushWork("flush_cpu_slab", othersOnly(), 5_000);
        }
        assertEquals(100 * 5_000L, os.time().get(TimeKind.FLUSH_WORK));
    }
}
