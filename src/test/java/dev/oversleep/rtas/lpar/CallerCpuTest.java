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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * need_resched() on the DLPAR task's CPU and what sets it: nothing on an idle partition by
 * itself; a kworker woken on this CPU at once; RCU once a grace period it holds up is
 * jiffies_to_sched_qs old; a CPU hog once the task has used its slice (CFS or EEVDF by era).
 */
class CallerCpuTest {
    private static final long TICK = 10_000_000;

    private record Rig(Kernel kernel, CallerCpu cpu) {
    }

    private static Rig rig(String version, boolean hog) {
        return rig(version, hog, new Vcpus(8, 4, false, hog, 100_000, 500_000, 0));
    }

    private static Rig rig(String version, boolean hog, Vcpus vcpus) {
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(100));
        TickClock ticks = new TickClock(kp.hz(), 0);
        CallerCpu cpu = new CallerCpu(ticks, FairClass.of(kp.version(), 8), hog, 1.0, vcpus, 16, 0);
        Kernel k = new Kernel(kp, PlatformProfile.load("powervm-p9-lpar"), new VirtualTimebase(0), new SimRandom(1), 0, cpu);
        return new Rig(k, cpu);
    }

    @Test
    void anIdlePartitionNeverAsksTheSpinningTaskToReschedule() {
        Rig r = rig("5.16", false);
        for (int i = 0; i < 1000; i++) {
            r.kernel().work(1_000_000);
            assertFalse(r.kernel().needResched(), "at " + r.kernel().now());
        }
        assertEquals(0, r.cpu().needReschedCounts().size());
    }

    @ParameterizedTest(name = "kernel {0}")
    @ValueSource(strings = {"5.16", "6.13"})
    void workQueuedOnThisCpuWakesItsKworkerAndSetsNeedResched(String version) {
        Rig r = rig(version, false);
        r.kernel().work(5_000_000);
        WorkItem item = new WorkItem("cpuset_hotplug_workfn", List.of(new WorkItem.Cpu(50_000)), null);
        r.cpu().scheduleWork(r.kernel().now(), item);
        assertTrue(r.kernel().needResched());
        assertEquals(1L, r.cpu().needReschedCounts().get(NeedReschedSource.KWORKER));
        // a second schedule_work() of the pending item changes nothing
        r.cpu().scheduleWork(r.kernel().now(), item);
        assertEquals(1L, r.cpu().needReschedCounts().get(NeedReschedSource.KWORKER));
        // cond_resched() yields: the kworker runs its 50 us, then the task
        r.kernel().condResched();
        assertFalse(r.kernel().needResched());
        assertFalse(item.pending());
        assertEquals(50_000, r.cpu().cpuWaitNs());
    }

    @Test
    void aGracePeriodHeldUpByTheSpinningTaskSetsNeedReschedAfterJiffiesToSchedQs() {
        Rig r = rig("5.16", false);
        assertEquals(10, r.cpu().rcu().schedQsTicks());
        long[] done = {-1};
        r.cpu().rcu().callRcu(r.kernel().now(), t -> done[0] = t);
        // the grace period starts at the next tick (jiffy J), the task never passes a quiescent
        // state; the kthread scans every two jiffies (jiffies_till_next_fqs plus the level-0
        // bucket's jiffy), at J+2, J+4, ...: the first after J + jiffies_to_sched_qs, J+12, flags
        // the CPU urgent, the CPU's next tick, J+13, sets need_resched
        long urgentAt = TICK + 13 * TICK;
        while (r.kernel().now() < urgentAt - 1_000_000) {
            r.kernel().work(500_000);
            assertFalse(r.kernel().needResched(), "too early at " + r.kernel().now());
        }
        r.kernel().work(2_000_000);
        assertTrue(r.kernel().needResched());
        assertEquals(1L, r.cpu().needReschedCounts().get(NeedReschedSource.RCU_URGENT_QS));
        assertEquals(-1, done[0]);
        // the task sleeps: its CPU is quiescent, the grace period ends at the next tick, the
        // callback runs one tick later
        r.kernel().msleep(1);
        assertTrue(done[0] > urgentAt && done[0] <= urgentAt + 3 * TICK, "callback at " + done[0]);
    }

    /**
     * rcu_all_qs() from a cond_resched() that does not reschedule: nothing while RCU has not
     * flagged the CPU; once flagged, a quiescent state that ends the grace period without a
     * yield and before the tick would have set need_resched().
     */
    @Test
    void condReschedReportsAQuiescentStateOnlyWhenRcuFlaggedTheCpuUrgent() {
        Rig r = rig("5.17", false);
        long[] done = {-1};
        r.cpu().rcu().callRcu(r.kernel().now(), t -> done[0] = t);
        long flaggedAt = TICK + 12 * TICK;
        while (r.kernel().now() < flaggedAt - 1_000_000) {
            r.kernel().work(500_000);
            r.cpu().condReschedRcu(r.kernel().now());
            r.kernel().condResched();
            assertFalse(r.cpu().rcu().urgentQs());
        }
        assertEquals(-1, done[0], "no quiescent state from cond_resched() before the flag");
        r.kernel().work(1_500_000);
        assertFalse(r.kernel().needResched(), "the tick has not turned the flag into need_resched() yet");
        assertTrue(r.cpu().rcu().urgentQs(), "flagged by the scan after jiffies_to_sched_qs");
        r.cpu().condReschedRcu(r.kernel().now());
        assertFalse(r.cpu().rcu().urgentQs());
        for (int i = 0; i < 30; i++) {
            r.kernel().work(1_000_000);
            assertFalse(r.kernel().needResched(), "the quiescent state was taken: the tick asks for nothing");
        }
        assertTrue(done[0] > flaggedAt && done[0] <= flaggedAt + 3 * TICK, "callback at " + done[0]);
        assertEquals(0, r.cpu().contextSwitches());
    }

    @Test
    void cfsGivesTheTaskASliceOfTwelveMillisecondsAgainstTheHog() {
        Rig r = rig("5.16", true);
        r.kernel().msleep(1);
        long start = r.kernel().now();
        while (!r.kernel().needResched()) {
            r.kernel().work(100_000);
        }
        long ran = r.kernel().now() - start;
        // sched_slice() of two tasks, 24 ms latency: 12 ms, checked at the tick
        assertTrue(ran > 12_000_000 && ran <= 12_000_000 + TICK + 100_000, "ran " + ran);
        assertEquals(1L, r.cpu().needReschedCounts().get(NeedReschedSource.HOG));
    }

    @Test
    void eevdfGivesTheTaskItsBaseSliceRoundedToATick() {
        Rig r = rig("6.13", true);
        r.kernel().msleep(1);
        long start = r.kernel().now();
        while (!r.kernel().needResched()) {
            r.kernel().work(100_000);
        }
        long ran = r.kernel().now() - start;
        // base slice 0.75 ms * (1 + ilog2(8)) = 3 ms, noticed at the next tick
        assertTrue(ran >= 3_000_000 && ran <= 3_000_000 + TICK + 100_000, "ran " + ran);
    }

    @Test
    void aWokenTaskWaitsForItsVcpuWhenItsIdleCpuHadCeded() {
        Rig r = rig("5.16", false);
        r.kernel().msleep(30);
        // the wake-up of a vCPU idle for longer than the snooze window pays its CEDE exit (here
        // 0.5 ms), accounted apart from waiting behind other tasks
        assertEquals(500_000, r.cpu().vcpuWaitNs());
        assertEquals(0, r.cpu().cpuWaitNs());
    }

    @Test
    void aYieldUnderLoadWaitsForTheHogsSlice() {
        Rig r = rig("5.17", true);
        r.kernel().msleep(1);
        while (!r.kernel().needResched()) {
            r.kernel().work(100_000);
        }
        long before = r.cpu().cpuWaitNs();
        r.kernel().condResched();
        long waited = r.cpu().cpuWaitNs() - before;
        assertTrue(waited >= 10_000_000 && waited <= 30_000_000, "waited " + waited);
    }

    /**
     * usleep_range(1000, 10000), 5.17's sleep for a 9901: an hrtimer programmed for the hard
     * expiry (now + 10 ms, hrtimer_set_expires_range_ns()); on an idle CPU no other hrtimer
     * interrupt runs the queue inside the window (the platform has none), so it fires at 10 ms,
     * not 1 ms. Then the platform's interrupt-to-task latency (5 us) and, the thread having
     * ceded, its wake-up: the CEDE exit on dedicated processors (10 us), the core's dispatch
     * on shared ones (3 ms).
     */
    @Test
    void usleepRangeOnAnIdleCpuEndsAtItsHardExpiryPlusTheVcpusWakeUp() {
        Rig dedicated = rig("5.17", false, new Vcpus(8, 4, false, false, 100_000, 10_000, 3_000_000));
        dedicated.kernel().usleepRange(1000, 10000);
        assertEquals(10_000_000 + 5_000 + 10_000, dedicated.kernel().now());
        assertEquals(10_000, dedicated.cpu().vcpuWaitNs());
        Rig shared = rig("5.17", false, new Vcpus(8, 4, true, false, 100_000, 10_000, 3_000_000));
        shared.kernel().usleepRange(1000, 10000);
        assertEquals(10_000_000 + 5_000 + 3_000_000, shared.kernel().now());
        assertEquals(3_000_000, shared.cpu().vcpuWaitNs());
        assertEquals(1, shared.cpu().vcpus().dispatches());
    }

    /**
     * Shared processors: a thread of the caller's core that ran within the snooze window keeps
     * the core dispatched, so the woken task pays the CEDE exit, not a dispatch.
     */
    @Test
    void aSiblingThreadAwakeKeepsTheCoreDispatched() {
        Vcpus v = new Vcpus(8, 4, true, false, 100_000, 10_000, 3_000_000);
        Rig r = rig("5.16", false, v);
        // msleep(1) from 0: two jiffies (msecs_to_jiffies(1) + 1 before 6.12), a timer at jiffy 2
        // that the level-0 bucket fires at jiffy 3, 30 ms; a sibling thread runs until 40 ms
        v.ran(3, 40_000_000);
        r.kernel().msleep(1);
        assertEquals(30_000_000 + 5_000 + 10_000, r.kernel().now());
        assertEquals(0, v.dispatches());
        // again from jiffy 3: fires at jiffy 6, 60 ms; the sibling stopped at 40 ms and another
        // core's thread does not help: the caller's core ceded whole
        v.ran(5, 100_000_000);
        r.kernel().msleep(1);
        assertEquals(60_000_000 + 5_000 + 3_000_000, r.kernel().now());
        assertEquals(1, v.dispatches());
    }
}
