package dev.oversleep.rtas.lpar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.TickClock;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Grace periods by tree RCU's rules, and the rcu_sync state machine of a percpu rw-semaphore. */
class RcuTest {
    private static final long TICK = 10_000_000;

    private static Lpar lpar(long phase) {
        return lpar(KernelVersion.of(5, 16), 100, false, phase);
    }

    private static Lpar lpar(KernelVersion v, int hz, boolean loaded, long phase) {
        return lpar(v, hz, loaded, phase, new Vcpus(8, 4, false, loaded, 100_000, 0, 0));
    }

    private static Lpar lpar(KernelVersion v, int hz, boolean loaded, long phase, Vcpus vcpus) {
        KernelProfile kp = KernelProfile.nohzIdle(v, Hz.of(hz));
        CallerCpu cpu = new CallerCpu(new TickClock(kp.hz(), phase), FairClass.of(kp.version(), 8), loaded, 1.0,
                vcpus, 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1),
                phase, cpu);
        return new Lpar(k, cpu, new OsCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 8,
                new SimRandom(2));
    }

    @Test
    void synchronizeRcuOnAnIdlePartitionTakesTheNextTickThenThreeMore() {
        Lpar os = lpar(4_000_000);
        // now 0, ticks at 4, 14, 24, 34 ms: the GP starts at 4 (jiffy J); the kthread's
        // schedule_timeout(1) expires at J+1, a level-0 bucket that fires at J+2 = 24, where the
        // scan reports the idle CPUs; the callback runs at the caller's tick after, 34
        os.synchronizeRcu();
        assertEquals(34_000_000, os.now());
        assertEquals(34_000_000, os.time().get(TimeKind.SYNCHRONIZE_RCU));
        assertEquals(1, os.cpu().rcu().gracePeriods());
    }

    /**
     * The grace period's length from RCU's own rules: jiffies_till_first_fqs = 1 at HZ=100 and
     * 3 at HZ=1000 (RCU_JIFFIES_TILL_FORCE_QS), plus the level-0 bucket's jiffy; idle CPUs are
     * reported by that first scan, CPUs running hogs in user mode from their second tick; the
     * waiter runs at its CPU's tick after the end. The cascading wheel (before v4.8) fires at
     * the expiry itself.
     */
    @ParameterizedTest
    @CsvSource({
        "5.16, 100, false, 2, 10",
        "5.16, 100, true, 2, 10",
        "5.16, 1000, false, 4, 100",
        "5.16, 1000, true, 2, 100",
        "6.13, 100, false, 2, 10",
        "6.13, 1000, false, 4, 100",
        "4.4, 100, false, 1, 10",
    })
    void aGracePeriodEndsWhereTheRulesOfItsEraPutIt(String version, int hz, boolean loaded, long endJiffies,
                                                     long schedQs) {
        Lpar os = lpar(KernelVersion.parse(version), hz, loaded, 0);
        long tick = 1_000_000_000L / hz;
        assertEquals(hz == 100 ? 1 : 3, os.cpu().rcu().firstFqsTicks());
        assertEquals(schedQs, os.cpu().rcu().schedQsTicks());
        os.kernel().work(tick / 2);
        os.synchronizeRcu();
        // the grace period starts at the tick after the call (1), ends endJiffies later, and the
        // waiter's callback runs at the tick after that; under load the woken task may then
        // wait for the hog to give up the CPU
        long sync = os.time().get(TimeKind.SYNCHRONIZE_RCU);
        assertEquals((1 + endJiffies + 1) * tick - tick / 2, sync);
        assertEquals(os.now() - tick / 2, sync + os.time().get(TimeKind.CPU_WAIT));
    }

    @Test
    void theForceQuiescentStateWaitLandsInTheBucketAfterItsExpiry() {
        RcuTree rcu = lpar(0).cpu().rcu();
        assertEquals(102, rcu.fqsJiffy(100, 1));
        RcuTree old = lpar(KernelVersion.of(4, 4), 100, false, 0).cpu().rcu();
        assertEquals(101, old.fqsJiffy(100, 1));
    }

    @Test
    void theFirstWriterWaitsAGracePeriodTheNextOnesWhileReadersAreSlowDoNot() {
        Lpar os = lpar(0);
        RcuSync sync = new RcuSync("mem_hotplug_lock", os.cpu().rcu());
        os.writerEnter(sync);
        long first = os.now();
        assertTrue(first >= 2 * TICK, "waited " + first);
        assertEquals(RcuSync.State.GP_PASSED, sync.state());
        os.writerExit(sync);
        assertEquals(RcuSync.State.GP_EXIT, sync.state());
        os.writerEnter(sync);
        assertEquals(first, os.now(), "GP_EXIT: no wait");
        os.writerExit(sync);
        assertEquals(RcuSync.State.GP_REPLAY, sync.state());
        // rcu_sync_func: GP_REPLAY -> GP_EXIT (another grace period) -> GP_IDLE
        os.kernel().msleep(100);
        assertEquals(RcuSync.State.GP_IDLE, sync.state());
        long t = os.now();
        os.writerEnter(sync);
        assertTrue(os.now() - t >= 2 * TICK, "idle again: a grace period");
    }

    @Test
    void aCallbackQueuedDuringAGracePeriodNeedsTheNextOne() {
        Lpar os = lpar(0);
        long[] a = {-1};
        long[] b = {-1};
        os.callRcu(t -> a[0] = t);
        os.kernel().work(TICK + 1_000);
        os.callRcu(t -> b[0] = t);
        os.kernel().msleep(100);
        assertTrue(a[0] > 0 && b[0] > a[0], a[0] + " then " + b[0]);
        assertEquals(2, os.cpu().rcu().gracePeriods());
        assertFalse(b[0] - a[0] < TICK);
    }

    /**
     * Shared processors, dispatch 3 ms, ticks at 0, 10, 20 ms...: the task calls
     * synchronize_rcu() at 5 ms and blocks, and the whole partition is idle. Every interrupt of
     * the grace period finds the caller's core ceded: the tick at 10 ms that starts it runs at
     * 13 ms (still jiffy 1); the kthread's first scan (jiffy 1 + 1, in the bucket of jiffy 3:
     * 30 ms) runs at 33 ms and ends it; the callback's tick at 40 ms runs at 43 ms and wakes the
     * task on a running CPU. Three dispatches; the grace period is 35 ms + 3 ms, as only the
     * last one is not absorbed by the ticks.
     */
    @Test
    void onSharedProcessorsEachInterruptOfAGracePeriodWaitsForItsCoresDispatch() {
        Lpar os = lpar(KernelVersion.of(5, 16), 100, false, 0, new Vcpus(8, 4, true, false, 100_000, 10_000,
                3_000_000));
        os.kernel().work(5_000_000);
        os.synchronizeRcu();
        assertEquals(43_000_000, os.now());
        assertEquals(38_000_000, os.time().get(TimeKind.SYNCHRONIZE_RCU));
        assertEquals(3, os.cpu().vcpus().dispatches());
    }

    /** The same on dedicated processors: each of those interrupts pays the CEDE exit only. */
    @Test
    void onDedicatedProcessorsTheGracePeriodsInterruptsPayTheCedeExit() {
        Lpar os = lpar(KernelVersion.of(5, 16), 100, false, 0, new Vcpus(8, 4, false, false, 100_000, 10_000,
                3_000_000));
        os.kernel().work(5_000_000);
        os.synchronizeRcu();
        assertEquals(40_010_000, os.now());
        assertEquals(0, os.cpu().vcpus().dispatches());
    }
}
