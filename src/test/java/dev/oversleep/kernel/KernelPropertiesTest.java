package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seeded property tests over random eras, HZ values, lengths and loop modes. */
class KernelPropertiesTest {
    private static final String[] ERAS = {"3.10", "4.7", "4.8", "4.9", "4.9.46", "4.10", "4.12", "4.12.10", "4.13",
        "4.14", "4.15", "4.16", "5.8", "5.9", "5.16", "6.11", "6.12", "6.13", "6.14"};
    private static final String[] PLATFORMS = {"generic-x86-laptop", "openpower-p8-tpm", "arm-juno-r2"};
    private static final int[] HZS = {100, 250, 300, 1000};
    private static final List<String> CALLS = List.of("msleep", "fsleep", "udelay", "usleep-range",
            "usleep-range:+25%", "usleep-range:x2", "acpi-os-sleep", "acpi-os-sleep:msleep",
            "acpi-os-sleep:usleep-exact", "acpi-os-sleep:hybrid", "acpi-os-sleep:usleep-slack", "schedule-timeout",
            "acpi-os-sleep:schedule-timeout");

    /**
     * Never early: every primitive lasts at least its request, except two that the kernel
     * itself lets return early: schedule_timeout_interruptible on a wake-up, and a bare
     * schedule_timeout(msecs_to_jiffies(ms)) on the pre-4.8 cascading wheel, which fires in
     * the tick where jiffies reaches the expiry, (t-1, t] ticks after arming; msleep adds its
     * extra tick precisely for that. Calls follow short idles, busy stretches or long idle gaps
     * that an interrupt ends (on up to 160 CPUs, on the platform's interrupt CPU or distributed,
     * with stale bases where the era leaves them);
     * a stale base never appears in an era that forwards whenever behind, nor on the cascading wheel.
     */
    @ParameterizedTest
    @ValueSource(longs = {101, 102, 103, 104, 105, 106, 107, 108})
    void noPrimitiveReturnsEarly(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 300; i++) {
            String era = ERAS[rnd.nextInt(ERAS.length)];
            int hz = HZS[rnd.nextInt(HZS.length)];
            String callName = CALLS.get(rnd.nextInt(CALLS.size()));
            KernelProfile profile = KernelProfile.of(era, hz);
            boolean mayBeEarly = callName.endsWith("schedule-timeout")
                    && profile.wheel() == WheelKind.CASCADING
                    || callName.equals("acpi-os-sleep") && profile.acpiOsSleepDefault() == AcpiOsSleepPolicy.SCHEDULE_TIMEOUT
                    && profile.wheel() == WheelKind.CASCADING;
            if (mayBeEarly || callName.equals("fsleep") && profile.fsleepRules() == null) {
                continue;
            }
            PlatformProfile platform = PlatformProfile.load(PLATFORMS[rnd.nextInt(PLATFORMS.length)]);
            Kernel k = Kernel.virtualOnSeededCpu(profile, platform, rnd.nextLong());
            if (rnd.nextBoolean()) {
                k.machine().routeInterrupts(IrqRouting.distributedUniformly());
            }
            List<SleepRecord> records = new java.util.ArrayList<>();
            k.setListener(records::add);
            SleepCall call = SleepCall.parse(callName);
            long ms = rnd.nextInt(4) == 0 ? rnd.nextLong(3000) : rnd.nextLong(30);
            for (int n = 0; n < 5; n++) {
                switch (rnd.nextInt(4)) {
                    case 0 -> k.idle(rnd.nextLong(profile.hz().tickNs()));
                    case 1 -> k.waitForInterrupt(k.now() + rnd.nextLong(5_000_000_000L), k.machine().irqCpu());
                    case 2 -> k.udelay(rnd.nextLong(10_000));
                    default -> { }
                }
                long t0 = k.now();
                call.invoke(k, ms);
                long took = k.now() - t0;
                assertTrue(took >= ms * 1_000_000, callName + " " + ms + " ms on " + profile + " took " + took + " ns");
            }
            TimerEra era2 = profile.timerEra();
            for (SleepRecord r : records) {
                assertTrue(r.lateNs() >= 0);
                if (r.late() == LateReason.STALE_BASE) {
                    assertTrue(era2 == TimerEra.FORWARD_WHEN_IDLE || era2 == TimerEra.MUST_FORWARD_CLK, profile + " " + r);
                }
            }
        }
    }

    /** The same seed gives the same run on a 160-CPU machine with interrupt wake-ups, record for record. */
    @ParameterizedTest
    @ValueSource(strings = {"4.10", "4.13", "5.9"})
    void theSameSeedGivesTheSameRecords(String era) {
        List<List<SleepRecord>> runs = new java.util.ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Kernel k = Kernel.virtualOnSeededCpu(KernelProfile.of(era, 1000), PlatformProfile.load("openpower-p8-tpm"), 42);
            List<SleepRecord> seen = new java.util.ArrayList<>();
            k.setListener(seen::add);
            for (int n = 0; n < 50; n++) {
                k.waitForInterrupt(k.now() + k.random().exponential(1e9), k.machine().irqCpu());
                k.msleep(2);
                k.usleepRange(1000, 1300);
            }
            runs.add(seen);
        }
        assertEquals(runs.get(0), runs.get(1));
    }

    /** The pre-4.8 bare schedule_timeout really can be early: the model must show it, not hide it. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void bareScheduleTimeoutOnTheCascadingWheelCanBeEarly(long seed) {
        Kernel k = Kernel.virtual(KernelProfile.of("4.7", 250), Platforms.ideal(), seed);
        boolean early = false;
        for (int i = 0; i < 50 && !early; i++) {
            k.idle(k.random().nextLong(4_000_000) + 1);
            long t0 = k.now();
            SleepCall.parse("schedule-timeout").invoke(k, 4);
            early = k.now() - t0 < 4_000_000;
        }
        assertTrue(early);
    }

    /** msleep is monotone in ms: from the same state, asking for more never sleeps less. */
    @ParameterizedTest
    @ValueSource(longs = {201, 202, 203, 204, 205})
    void msleepIsMonotoneInMs(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (String era : ERAS) {
            int hz = HZS[rnd.nextInt(HZS.length)];
            long offset = rnd.nextLong(10_000_000);
            long previous = -1;
            for (long ms = 0; ms <= 1200; ms += 1 + rnd.nextInt(7)) {
                Kernel k = Kernel.virtual(KernelProfile.of(era, hz), PlatformProfile.load("generic-x86-laptop"), seed);
                k.idle(offset);
                long t0 = k.now();
                k.msleep(ms);
                long took = k.now() - t0;
                assertTrue(took >= previous, era + " HZ=" + hz + " msleep(" + ms + ") " + took + " < " + previous);
                previous = took;
            }
        }
    }

    /**
     * fsleep picks the primitive its era's rules name, for any length. USLEEP_RANGE_UPPER_BOUND
     * is 4 ticks in us: (TICK_NSEC << 2) / 1000 = 40000 at HZ=100, 16000 at 250,
     * 13333 at 300 (TICK_NSEC 3333333), 4000 at 1000.
     */
    @ParameterizedTest
    @ValueSource(longs = {301, 302, 303})
    void fsleepPicksThePrimitiveTheEraSays(long seed) {
        java.util.Map<Integer, Long> upperBoundUs = java.util.Map.of(100, 40_000L, 250, 16_000L, 300, 13_333L, 1000, 4_000L);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 2000; i++) {
            boolean tickBased = rnd.nextBoolean();
            int hz = HZS[rnd.nextInt(HZS.length)];
            long us = rnd.nextLong(1, 60_000);
            KernelProfile p = KernelProfile.of(tickBased ? "6.14" : "6.12", hz);
            long bound = tickBased ? upperBoundUs.get(hz) : 20_001;
            Primitive expected = us <= 10 ? Primitive.UDELAY : us < bound ? Primitive.USLEEP_RANGE : Primitive.MSLEEP;
            assertEquals(expected, p.fsleepRules().choose(us, p.hz()).primitive(), p + " us=" + us);
        }
    }
}
