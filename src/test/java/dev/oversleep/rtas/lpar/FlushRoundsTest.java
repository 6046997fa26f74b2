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

    private static final long SNOOZE = 100_000;
    private static final long CEDE_EXIT = 10_000;
    private static final long DISPATCH = 3_000_000;

    private static Lpar lpar(String version, boolean loaded) {
        return lpar(version, loaded, new Vcpus(CPUS, 4, false, loaded, SNOOZE, 0, 0));
    }

    /** 8 CPUs in 2 virtual processors of 4 threads, shared or dedicated, idle. */
    private static Lpar idle(boolean shared) {
        return lpar("5.16", false, new Vcpus(CPUS, 4, shared, false, SNOOZE, CEDE_EXIT, DISPATCH));
    }

    private static Lpar lpar(String version, boolean loaded, Vcpus vcpus) {
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(100));
        CallerCpu cpu = new CallerCpu(new TickClock(kp.hz(), 0), FairClass.of(kp.version(), CPUS), loaded, 1.0,
                vcpus, 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1),
                0, cpu);
        return new Lpar(k, cpu, new OsCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), CPUS,
                new SimRandom(2));
    }

    private static boolean[] othersOnly() {
        return cpus(1, CPUS);
    }

    /** CPUs from {@code from} to {@code to} - 1. */
    private static boolean[] cpus(int from, int to) {
        boolean[] on = new boolean[CPUS];
        for (int c = from; c < to; c++) {
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

    /**
     * Shared processors, the partition idle since boot, the caller running. A round on every CPU
     * (5 us items): the caller's own item runs when it blocks; its core's other threads ceded,
     * but the core is dispatched (the caller runs), so they run after the CEDE exit, 10 us; the
     * other core ceded whole, so its four threads wait for the hypervisor to dispatch it, 3 ms.
     * The caller's thread and its siblings are idle for longer than the snooze window by then,
     * so its core cedes too, and the wake-up from the other core's last completion waits for a
     * second dispatch: 2 x 3 ms + 5 us, of which 6 ms waiting for vCPUs. The next round finds
     * both cores ceded again (the other one ran 3 ms ago): the same again.
     */
    @Test
    void onSharedProcessorsARoundWaitsForTheOtherCoresDispatchThenItsOwn() {
        Lpar os = idle(true);
        for (int round = 1; round <= 2; round++) {
            long t0 = os.now();
            os.flushWork("drain_local_pages_wq", os.allCpus(), 5_000);
            assertEquals(2 * DISPATCH + 5_000, os.now() - t0, "round " + round);
            assertEquals(round * 2 * DISPATCH, os.time().get(TimeKind.VCPU_DISPATCH));
            assertEquals(round * 5_000L, os.time().get(TimeKind.FLUSH_WORK));
            assertEquals(2L * round, os.cpu().vcpus().dispatches());
        }
        assertEquals(2L * CPUS, os.flushWorkCalls().get("drain_local_pages_wq"));
    }

    /**
     * Work only on the caller's core's other threads: they ceded, the core runs, so each takes
     * the CEDE exit and its 5 us item; the caller, idle 15 us, still polls and runs at once.
     */
    @Test
    void aRoundOnTheCallersOwnCoreCostsOnlyTheCedeExit() {
        Lpar os = idle(true);
        long t0 = os.now();
        os.flushWork("flush_cpu_slab", cpus(1, 4), 5_000);
        assertEquals(CEDE_EXIT + 5_000, os.now() - t0);
        assertEquals(CEDE_EXIT, os.time().get(TimeKind.VCPU_DISPATCH));
        assertEquals(0, os.cpu().vcpus().dispatches());
        assertEquals(3L, os.flushWorkCalls().get("flush_cpu_slab"));
    }

    /** Dedicated processors: every ceded thread wakes in the CEDE exit; the caller still polls. */
    @Test
    void onDedicatedProcessorsARoundCostsTheCedeExit() {
        Lpar os = idle(false);
        long t0 = os.now();
        os.flushWork("lru_add_drain_per_cpu", os.allCpus(), 5_000);
        assertEquals(CEDE_EXIT + 5_000, os.now() - t0);
        assertEquals(0, os.cpu().vcpus().dispatches());
    }

    /** A core that ran within the snooze window is still dispatched: no wake-up at all. */
    @Test
    void aCoreThatRanWithinTheSnoozeWindowIsWokenWithoutADispatch() {
        Lpar os = idle(true);
        os.cpu().vcpus().ran(5, os.now());
        long t0 = os.now();
        os.flushWork("flush_cpu_slab", cpus(5, 6), 5_000);
        assertEquals(5_000, os.now() - t0);
        assertEquals(0, os.cpu().vcpus().dispatches());
    }
}
