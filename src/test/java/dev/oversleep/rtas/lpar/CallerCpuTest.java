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
        KernelProfile kp = KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(100));
        TickClock ticks = new TickClock(kp.hz(), 0);
        CallerCpu cpu = new CallerCpu(ticks, FairClass.of(kp.version(), 8), hog, 1.0, 500_000, 100_000, 16, 0);
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
    void aWokenTaskWaitsForADispatchWhenItsIdleCpuHadCeded() {
        Rig r = rig("5.16", false);
        r.kernel().msleep(30);
        // the wake-up of a vCPU idle for longer than the snooze window pays PowerVM's dispatch
        assertEquals(500_000, r.cpu().cpuWaitNs());
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
}
