package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each primitive against a hand derivation. The platform is ideal (no wake-up latency), ticks
 * start at multiples of TICK_NSEC, so a duration is exactly (fire tick start - call start).
 */
class KernelPrimitivesTest {
    private static final long MS = 1_000_000;

    private static long duration(Kernel k, Runnable call) {
        long t0 = k.now();
        call.run();
        return k.now() - t0;
    }

    /**
     * HZ=250 (tick 4 ms), called at 401 ms: jiffies J = 100, phase 0.25 tick, armed fresh.
     * 6.12: timeout = msecs_to_jiffies(1) = 1, base forwarded to J (>= 5.9), expires 101,
     * delta 1 → level 0 → B = 102 → fires at 408 ms: 7 ms.
     * 6.11: timeout 1 + 1 = 2 → expires 102 → B = 103 → 412 ms: 11 ms.
     * 4.7 (cascading): timeout 2 → fires at the tick where jiffies == 102 → 408 ms: 7 ms.
     * 4.8 (non-cascading, base J+1 while the tick runs): expires 102, delta 1 → B = 103: 11 ms.
     */
    @ParameterizedTest
    @CsvSource({"6.12,7", "6.11,11", "4.7,7", "4.8,11", "5.16,11"})
    void msleepOneAtHz250ArmedAQuarterIntoATick(String version, long expectedMs) {
        Kernel k = Platforms.kernel(version, 250, Platforms.ideal(), 401 * MS);
        assertEquals(expectedMs * MS, duration(k, () -> k.msleep(1)));
    }

    /**
     * Back to back on 6.12: the first msleep(1) from 401 ms wakes at 408 ms (tick 102) with
     * base->clk = 103; the next is armed at phase 0: expires 103, delta 0 → level 0 →
     * B = 104 → 416 ms: exactly 8 ms = 2 ticks, the reference's (t + 1 - phi) with phi = 0.
     */
    @Test
    void msleepInALoopSitsAtTheUpperBound() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.ideal(), 401 * MS);
        k.msleep(1);
        assertEquals(8 * MS, duration(k, () -> k.msleep(1)));
        assertEquals(8 * MS, duration(k, () -> k.msleep(4)));
        // msleep(5) = 2 ticks: expires J+2, delta 1 → B = J+3: 12 ms
        assertEquals(12 * MS, duration(k, () -> k.msleep(5)));
    }

    /**
     * msleep(1000) at HZ=250 on 6.12 from t = 0 (J = 0, fresh): 250 jiffies, delta 250 → level 1
     * (63 <= 250 < 504) → B = (floor(250/8) + 1) * 8 = 256 → 1024 ms. On 4.7: 251 ticks → 1004 ms.
     */
    @Test
    void longMsleepRoundsUpToTheLevelOneGranule() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.ideal(), 0);
        assertEquals(1024 * MS, duration(k, () -> k.msleep(1000)));
        Kernel old = Platforms.kernel("4.7", 250, Platforms.ideal(), 0);
        assertEquals(1004 * MS, duration(old, () -> old.msleep(1000)));
    }

    /** msleep(0): 0 ticks since 6.12 (no sleep at all); 1 tick before, i.e. up to the tick after next. */
    @Test
    void msleepZeroByEra() {
        Kernel k = Platforms.kernel("6.12", 1000, Platforms.ideal(), 500_000);
        assertEquals(0, duration(k, () -> k.msleep(0)));
        Kernel old = Platforms.kernel("6.11", 1000, Platforms.ideal(), 500_000);
        // timeout 0 + 1, J = 0, base forwarded to J (>= 5.9): expires 1, delta 1 → B = 2: 2 ms - 0.5 ms
        assertEquals(1_500_000, duration(old, () -> old.msleep(0)));
    }

    /** usleep_range(1000, 1200) without other hrtimers fires at its hard deadline: 1.2 ms. */
    @Test
    void usleepRangeFiresAtTheHardDeadline() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.ideal(), 123_456);
        assertEquals(1_200_000, duration(k, () -> k.usleepRange(1000, 1200)));
        // max < min: the kernel WARNs and uses no slack
        assertEquals(500_000, duration(k, () -> k.usleepRange(500, 100)));
    }

    /**
     * A fixed --call window is that window for every request: usleep-range:0-0 is
     * usleep_range(0, 0), which on an ideal platform ends at once (it used to run as a relative
     * window, usleep_range(ms * 1000, 0): a full request long).
     */
    @ParameterizedTest
    @CsvSource({"usleep-range:0-0, 5, 0", "usleep-range:100-200, 5, 200000", "usleep-range:300-300, 1, 300000",
        "usleep-range, 2, 2000000", "usleep-range:+50%, 2, 3000000"})
    void aFixedCallWindowIgnoresTheRequestAndARelativeOneFollowsIt(String call, long ms, long expectedNs) {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.ideal(), 123_456);
        assertEquals(expectedNs, duration(k, () -> SleepCall.parse(call).invoke(k, ms)));
    }

    /** With other hrtimers on the CPU it fires inside the window, never before its minimum. */
    @Test
    void usleepRangeCoalescesWithOtherHrtimersButNeverEarly() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.with(0, 0, 20_000, 0), 0);
        List<Long> d = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            d.add(duration(k, () -> k.usleepRange(1000, 2000)));
        }
        assertTrue(d.stream().allMatch(x -> x >= 1_000_000 && x <= 2_000_000), d.toString());
        assertTrue(d.stream().anyMatch(x -> x < 2_000_000), "a 20 kHz hrtimer stream must land in a 1 ms window");
    }

    /**
     * fsleep since 6.13 at HZ=250 (USLEEP_RANGE_UPPER_BOUND = 4 ticks = 16000 us):
     * 10 us → udelay(10); 15999 → usleep_range(15999, 15999 + 3999) = 19998 us; 16000 → msleep(16).
     * Before 6.13: 20000 → usleep_range(20000, 40000); 20001 → msleep(21).
     */
    @Test
    void fsleepFollowsTheEraRules() {
        List<SleepRecord> seen = new ArrayList<>();
        Kernel k = Platforms.kernel("6.13", 250, Platforms.ideal(), 0);
        k.setListener(seen::add);
        assertEquals(10_000, duration(k, () -> k.fsleep(10)));
        assertEquals(19_998_000, duration(k, () -> k.fsleep(15_999)));
        k.fsleep(16_000);
        assertEquals(List.of(Primitive.UDELAY, Primitive.USLEEP_RANGE, Primitive.MSLEEP),
                seen.stream().map(SleepRecord::primitive).toList());
        assertEquals(16 * MS, seen.get(2).requestedNs());

        Kernel legacy = Platforms.kernel("6.12", 250, Platforms.ideal(), 0);
        assertEquals(40 * MS, duration(legacy, () -> legacy.fsleep(20_000)));
        List<SleepRecord> legacySeen = new ArrayList<>();
        legacy.setListener(legacySeen::add);
        legacy.fsleep(20_001);
        assertEquals(Primitive.MSLEEP, legacySeen.get(0).primitive());
        assertEquals(21 * MS, legacySeen.get(0).requestedNs());

        Kernel tooOld = Platforms.kernel("5.7", 250, Platforms.ideal(), 0);
        assertThrows(BadInputException.class, () -> tooOld.fsleep(100));
    }

    /** udelay is exact and burns the CPU; mdelay is udelay in 1000 us steps. */
    @Test
    void udelayBusyWaitsExactly() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.with(50_000, 90_000, 0, 0), 777);
        assertEquals(250_000, duration(k, () -> k.udelay(250)));
        assertEquals(3 * MS, duration(k, () -> k.mdelay(3)));
        assertEquals(3_250_000, k.busyNs());
    }

    /** schedule_timeout returns the jiffies left: 0 after a full sleep. */
    @Test
    void scheduleTimeoutReturnsZeroAfterAFullSleep() {
        Kernel k = Platforms.kernel("6.12", 100, Platforms.ideal(), 0);
        assertEquals(0, k.scheduleTimeout(3));
        assertEquals(0, k.scheduleTimeoutInterruptible(3));
    }

    /**
     * schedule_timeout_interruptible returns early when the task is woken: with wake-ups at
     * 1 kHz a 100-tick sleep at HZ=100 (1 s) ends long before, returning the ticks left.
     */
    @Test
    void interruptibleSleepReturnsEarlyOnAWakeup() {
        Kernel k = Platforms.kernel("6.12", 100, Platforms.with(0, 0, 0, 1000), 0);
        long t0 = k.now();
        long left = k.scheduleTimeoutInterruptible(100);
        assertTrue(left > 0, "ticks left " + left);
        assertTrue(k.now() - t0 < 1000 * MS);
        Kernel uninterruptible = Platforms.kernel("6.12", 100, Platforms.with(0, 0, 0, 1000), 0);
        assertEquals(0, uninterruptible.scheduleTimeout(100));
    }

    /**
     * acpi_os_sleep policies at HZ=250 from a tick start:
     * usleep-slack: ms <= 5 → +50 us; ms > 5 → +10*ms us (5 → 5.05 ms, 10 → 10.1 ms);
     * usleep-exact: exactly ms; hybrid: threshold 12 * 1000 / 250 = 48 ms: 47 → usleep_range(47000,
     * 47000 + 5875) = 52.875 ms; 48 → msleep(48) = 12 ticks, fresh at phase 0 → B = J + 13: 52 ms;
     * msleep: msleep(10) = ceil(10/4) = 3 ticks → B = J + 4: 16 ms.
     */
    @ParameterizedTest
    @CsvSource({"usleep-slack,5,5050000", "usleep-slack,10,10100000", "usleep-exact,7,7000000",
        "hybrid,47,52875000", "hybrid,48,52000000", "msleep,10,16000000"})
    void acpiOsSleepPolicies(String policy, long ms, long expectedNs) {
        Kernel k = Platforms.kernel("6.14", 250, Platforms.ideal(), 40 * MS);
        assertEquals(expectedNs, duration(k, () -> AcpiOsSleepPolicy.parse(policy).sleep(k, ms)));
    }

    @Test
    void eraDefaultsOfAcpiOsSleep() {
        assertEquals(AcpiOsSleepPolicy.SCHEDULE_TIMEOUT, KernelProfile.of("3.12", 250).acpiOsSleepDefault());
        assertEquals(AcpiOsSleepPolicy.MSLEEP, KernelProfile.of("3.13", 250).acpiOsSleepDefault());
        assertEquals(AcpiOsSleepPolicy.MSLEEP, KernelProfile.of("6.13", 250).acpiOsSleepDefault());
        assertEquals(AcpiOsSleepPolicy.USLEEP_SLACK, KernelProfile.of("6.14", 250).acpiOsSleepDefault());
    }

    /** Wake-up latency is added after the timer fires: min 50 us, mean 50 us → exactly +50 us. */
    @Test
    void wakeupLatencyIsAddedAfterTheTimer() {
        Kernel k = Platforms.kernel("6.12", 250, Platforms.with(50_000, 50_000, 0, 0), 401 * MS);
        assertEquals(7 * MS + 50_000, duration(k, () -> k.msleep(1)));
    }

    /**
     * The 4.8-4.12 NOHZ pathology. HZ=1000, the softirq last ran in tick -1 (base clk 0), the CPU
     * idles 5 s, then msleep(2) at 5000.5 ms: timeout 2 + 1 = 3, expires 5003, delta against the
     * stale base 5003 → level 3 (4032 <= 5003 < 32256) → B = (floor(5003/512) + 1) * 512 = 5120:
     * 119.5 ms instead of 3.5 ms. v4.13 forwards the base to J: delta 3 → level 0 → B = 5004.
     */
    @Test
    void aTimerArmedAgainstAStaleBaseRoundsUpToACoarseLevel() {
        java.util.function.Function<String, Kernel> make = v -> new Kernel(
                KernelProfile.nohzIdle(KernelVersion.parse(v), Hz.of(1000)), Platforms.ideal(),
                new VirtualTimebase(0), new dev.oversleep.sim.SimRandom(1), 0, RunQueue.IDLE);
        Kernel old = make.apply("4.9");
        old.idle(5_000_500_000L);
        assertEquals(119_500_000, duration(old, () -> old.msleep(2)));
        // right after that timer fired the base is current again: 3 ticks + the level-0 tick
        assertEquals(4 * MS, duration(old, () -> old.msleep(2)));
        Kernel fixed = make.apply("4.13");
        fixed.idle(5_000_500_000L);
        assertEquals(3_500_000, duration(fixed, () -> fixed.msleep(2)));
    }
}
