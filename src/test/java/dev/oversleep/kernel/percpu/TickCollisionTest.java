package dev.oversleep.kernel.percpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.MachineTrace;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.TickClock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The collision tick-sched.c's "skip reprogram of event if its not changed" mishandles, built on
 * one CPU of the per-CPU machine and played out by era. CPU 0 is idle with its tick stopped and
 * two wheel timers whose buckets expire at jiffies J and J + 3; an hrtimer H of CPU 0 expires
 * exactly at the tick of J + 3. When the sched_timer has run J's timer (it is then not restarted: the tick is stopped),
 * the interrupt's exit re-evaluates the tick: the next event is J + 3's tick, which is what the
 * device is programmed for (H). Before v4.13 the comparison is with dev-&gt;next_event, so the
 * sched_timer is not armed; v4.13 compares ts-&gt;next_tick (reset when the stopped tick fired)
 * and arms it.
 *
 * <p>What then happens to H decides the cost. If H fires, its interrupt finds the timer due and
 * restarts the tick (v4.7 to v4.12: one tick late). If another CPU cancels H, that CPU cannot
 * reprogram CPU 0's device, which fires at the old instant anyway (one tick late). If CPU 0
 * cancels H in an interrupt, the interrupt's own exit re-evaluates the tick against the device's
 * new next event and arms the sched_timer: on time. Only a cancel on CPU 0 outside an interrupt
 * (by the idle task itself, as bc_set_next() does from tick_broadcast_enter() on a CPU holding
 * the broadcast hrtimer) leaves the device armed for CPU 0's next hrtimer, the 4 s watchdog, with
 * nothing to re-evaluate the tick until then.
 */
class TickCollisionTest {
    private static final long TICK = 4_000_000;

    /**
     * Runs the scenario on {@code version} at HZ=250; {@code cancel} is "none", "local" or
     * "remote". Returns how many jiffies after J + 3 its timer ran.
     */
    private static long lateness(String version, String cancel, long plusNs) {
        PlatformProfile p = PlatformProfile.load("openpower-p8-tpm").withCpus(8);
        KernelProfile k = KernelProfile.of(version, 250);
        TickClock ticks = new TickClock(k.hz(), 0);
        PercpuMachine m = new PercpuMachine(k, p, ticks, 7, 0);
        m.nextEventPlus(plusNs);
        Cpu c0 = m.cpu(0);
        // a task runs on CPU 0 (its tick running), queues the two timers and blocks
        m.startTaskOn(0, 497 * TICK);
        long start = 500 * TICK + TICK / 2;
        m.runTo(start);
        long j = ticks.jiffiesAt(start);
        long[] ranAt = {-1};
        WheelTimer first = new WheelTimer("first", (cpu, at) -> { });
        WheelTimer second = new WheelTimer("second", (cpu, at) -> ranAt[0] = at);
        c0.addTimer(first, j + 2, false, start);
        c0.addTimer(second, j + 5, false, start);
        long fireJiffy = second.fireJiffy;
        long collide = ticks.tickStart(fireJiffy) + plusNs;
        Hrtimer h = new Hrtimer("H", (t, at) -> false);
        HrtimerCpuBase.start(h, ticks.tickStart(fireJiffy), ticks.tickStart(fireJiffy), c0, start);
        long cancelAt = ticks.tickStart(fireJiffy) - TICK / 2;
        Cpu canceller = "remote".equals(cancel) ? m.cpu(1) : c0;
        if (!"none".equals(cancel) && !"idle-task".equals(cancel)) {
            m.otherDevice = (cpu, now) -> HrtimerCpuBase.tryToCancel(h, cpu, now);
            m.raiseDeviceInterrupt(canceller.id, cancelAt);
        }
        MachineTrace tr = new MachineTrace();
        m.traceInto(tr);
        c0.taskBlocks(start);
        if ("idle-task".equals(cancel)) {
            m.runTo(cancelAt);
            HrtimerCpuBase.tryToCancel(h, c0, cancelAt);
        }
        m.runTo(collide + 5_000_000_000L);
        if (System.getProperty("trace") != null) {
            tr.lines().forEach(l -> System.out.println(version + " " + cancel + " " + MachineTrace.ms(l.atNs()) + " cpu" + l.cpu() + " " + l.what()));
        }
        assertTrue(ranAt[0] >= ticks.tickStart(fireJiffy), "never early");
        return ticks.jiffiesAt(ranAt[0]) - fireJiffy;
    }

    @ParameterizedTest(name = "{0}: H fires -> {1} jiffies late")
    @CsvSource({"4.7, 1", "4.10, 1", "4.12, 1", "4.13, 0"})
    void aCollidingHrtimerThatFiresCostsOneTickBefore413(String version, long late) {
        assertEquals(late, lateness(version, "none", 0));
    }

    @ParameterizedTest(name = "{0}: H cancelled by another CPU -> {1} jiffies late")
    @CsvSource({"4.7, 1", "4.10, 1", "4.12, 1", "4.13, 0"})
    void aRemoteCancelLeavesTheDeviceArmed(String version, long late) {
        assertEquals(late, lateness(version, "remote", 0));
    }

    @ParameterizedTest(name = "{0}: H cancelled in an interrupt of its own CPU -> on time")
    @CsvSource({"4.7", "4.10", "4.12", "4.13"})
    void anInterruptsExitRearmsTheTickAfterALocalCancel(String version) {
        assertEquals(0, lateness(version, "local", 0));
    }

    @ParameterizedTest(name = "{0}: H cancelled by CPU 0's idle task -> lost for seconds: {1}")
    @CsvSource({"4.7, true", "4.10, true", "4.12, true", "4.13, false"})
    void aCancelOutsideAnInterruptLosesTheWakeUpBefore413(String version, boolean lost) {
        long late = lateness(version, "idle-task", 0);
        if (lost) {
            assertTrue(late > 10, version + ": ran " + late + " jiffies late");
            assertTrue(late * TICK <= 4_200_000_000L, "ended by the watchdog or the decrementer's wrap: " + late);
        } else {
            assertEquals(0, late);
        }
    }

    @ParameterizedTest(name = "{0}: one more nanosecond breaks the equality")
    @CsvSource({"4.7", "4.10", "4.12"})
    void nextEventPlusOneNanosecondNeverSkips(String version) {
        assertEquals(0, lateness(version, "idle-task", 1));
    }
}
