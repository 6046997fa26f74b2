package dev.oversleep.kernel.percpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.TickClock;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hrtimer tick broadcast on an idle POWER8 (snooze, Nap, FastSleep with TIMER_STOP), as
 * tick-broadcast.c and tick-broadcast-hrtimer.c of v4.7 to v4.15 run it: the CPU holding the
 * broadcast hrtimer never sits in FastSleep, every CPU in FastSleep is in the broadcast mask with
 * its device shut down, every CPU's events still run at their expiry (the broadcast's IPI stands
 * in for the stopped decrementer), and a CPU entering FastSleep with an earlier event than the
 * broadcast's takes the hrtimer over.
 */
class TickBroadcastTest {
    private static final int FASTSLEEP = 2;

    private static PercpuMachine idle(String version, int cpus, long seed) {
        PlatformProfile p = PlatformProfile.load("openpower-p8-tpm").withCpus(cpus);
        KernelProfile k = KernelProfile.of(version, 250);
        return new PercpuMachine(k, p, new TickClock(k.hz(), 1_234_567), seed, 0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"4.7", "4.10", "4.13", "5.4"})
    void theOwnerNeverSleepsDeepAndEveryDeepSleeperIsInTheMask(String version) {
        PercpuMachine m = idle(version, 32, 3);
        long t = 0;
        int deepSeen = 0;
        for (int step = 0; step < 400; step++) {
            t += 97_000_000;
            m.runTo(t);
            int owner = m.broadcastOwner();
            for (int i = 0; i < 32; i++) {
                Cpu c = m.cpu(i);
                if (c.stateIdx == FASTSLEEP) {
                    deepSeen++;
                    assertTrue(i != owner || m.broadcast().nextEvent() == Long.MAX_VALUE, "cpu" + i + " owns the hrtimer in FastSleep");
                    assertTrue(m.broadcast().inMask(i), "cpu" + i + " in FastSleep outside the broadcast mask");
                }
            }
        }
        assertTrue(deepSeen > 400 * 20, "an idle machine sleeps deep (" + deepSeen + ")");
    }

    /**
     * Every softlockup watchdog (4 s, phase-locked to its start) runs exactly at its expiry on
     * every CPU, whether its CPU naps with its own decrementer or sleeps deep on the broadcast.
     */
    @ParameterizedTest
    @ValueSource(strings = {"4.7", "4.10", "4.13", "5.4"})
    void everyCpusWatchdogRunsOnTimeThroughTheBroadcast(String version) {
        PercpuMachine m = idle(version, 24, 5);
        m.runTo(0);
        Map<Integer, Integer> runs = new HashMap<>();
        long[] worst = {0};
        m.hrtimerWatch = (h, at) -> {
            if (h.name.equals("softlockup watchdog")) {
                runs.merge(h.runningOnOrQueuedCpu(), 1, Integer::sum);
                worst[0] = Math.max(worst[0], at - h.expires);
            }
        };
        m.runTo(40_000_000_000L);
        assertEquals(0, worst[0], "a watchdog ran late");
        assertEquals(24, runs.size());
        runs.values().forEach(n -> assertTrue(n == 10 || n == 11, "runs in 40 s: " + n));
    }

    /**
     * 39c82caff861 (v4.15) gave a stopped device next_event = KTIME_MAX; before it a device
     * stopped by tick_program_event(KTIME_MAX) kept a stale one. No CPU of this machine gets
     * there: its watchdog hrtimer is always queued (re-queued inside the interrupt before the
     * next event is computed), so the queue is never empty. The task's CPU included, under the
     * TPM workload's pattern of I/O waits and msleeps.
     */
    @ParameterizedTest
    @ValueSource(strings = {"4.7", "4.10", "4.13"})
    void noDeviceIsEverAskedToStop(String version) {
        PercpuMachine m = idle(version, 16, 9);
        m.startTaskOn(0, 0);
        for (int i = 0; i < 2000; i++) {
            int cpu = m.taskCpuForTest();
            long t = m.now() + 20_000;
            int woke = m.interruptWake(cpu, t, t + 1_000_000, 0);
            m.taskRuns(woke, m.now() + 10_000);
            long s = m.now() + 5_000;
            CpuModelWait.wheel(m, woke, s, m.ticks().jiffiesAt(s) + 2);
        }
        for (int i = 0; i < 16; i++) {
            assertEquals(0, m.cpu(i).device.stopRequests, "cpu" + i);
        }
    }

    /**
     * Hand-off: a CPU that enters FastSleep with an event earlier than the broadcast's takes the
     * hrtimer (bc_set_next() on it), is refused the state (-EBUSY) and naps; the old owner's
     * device, which a remote cancel does not reprogram, still fires at the old expiry.
     */
    @Test
    void aCpuWithAnEarlierEventTakesTheBroadcastHrtimerAndNaps() {
        PercpuMachine m = idle("4.10", 8, 11);
        TickClock ticks = m.ticks();
        long t = 0;
        m.runTo(t);
        // wait for a moment when the broadcast is armed more than 600 ms ahead and is what its owner's device waits for
        while (m.broadcast().nextEvent() - t < 600_000_000L
                || m.cpu(m.broadcastOwner()).device.nextEvent != m.broadcast().nextEvent()) {
            t += 10_000_000;
            m.runTo(t);
        }
        int oldOwner = m.broadcastOwner();
        long oldExpiry = m.broadcast().nextEvent();
        int x = 0;
        while (m.cpu(x).stateIdx != FASTSLEEP || t - m.cpu(x).stateEnteredNs() < 1_000_000_000L) {
            x++;
        }
        // a task runs on a CPU that has slept deep for a second (so its governor expects long idles),
        // arms an hrtimer 500 ms out (earlier than the broadcast's event) and blocks
        m.startTaskOn(x, t + 1000);
        m.runTo(t + 3 * ticks.tickNs());
        Cpu cx = m.cpu(x);
        long at = t + 500_000_000L;
        Hrtimer h = new Hrtimer("task hrtimer", (timer, now) -> false);
        HrtimerCpuBase.start(h, at, at, cx, t + 3 * ticks.tickNs());
        cx.taskBlocks(t + 3 * ticks.tickNs());
        assertEquals(x, m.broadcastOwner(), "the hrtimer moved to the CPU with the earlier event");
        assertEquals(at, m.broadcast().nextEvent());
        assertEquals(1, cx.stateIdx, "refused FastSleep (-EBUSY), it naps");
        assertFalse(m.broadcast().inMask(x));
        Cpu old = m.cpu(oldOwner);
        assertEquals(oldExpiry, old.device.nextEvent, "the old owner's device still armed for the old expiry");
        assertEquals(oldExpiry, old.decrementer.firesAt(), "and its decrementer still fires then");
    }
}
