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

/** Grace periods by tree RCU's rules, and the rcu_sync state machine of a percpu rw-semaphore. */
class RcuTest {
    private static final long TICK = 10_000_000;

    private static Lpar lpar(long phase) {
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.of(5, 16), Hz.of(100));
        CallerCpu cpu = new CallerCpu(new TickClock(kp.hz(), phase), FairClass.of(kp.version(), 8), false, 1.0, 0,
                100_000, 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1),
                phase, cpu);
        return new Lpar(k, cpu, new OsCosts(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100_000, 0), 8,
                new SimRandom(2));
    }

    @Test
    void synchronizeRcuOnAnIdlePartitionTakesTheNextTickThenTwoMore() {
        Lpar os = lpar(4_000_000);
        // now 0, ticks at 4, 14, 24 ms: the GP starts at 4, its first scan at 14 ends it, the
        // callback runs at the tick after, 24
        os.synchronizeRcu();
        assertEquals(24_000_000, os.now());
        assertEquals(24_000_000, os.time().get(TimeKind.SYNCHRONIZE_RCU));
        assertEquals(1, os.cpu().rcu().gracePeriods());
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
}
