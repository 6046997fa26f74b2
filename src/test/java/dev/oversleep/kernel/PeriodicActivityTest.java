package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.Param;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PeriodicActivityTest {
    /**
     * A wheel timer is delivered at the start of its tick, so the next expiry after t is after t
     * however short its period: one shorter than a jiffy used to give back an instant at or
     * before t, and a sleep on such a platform looped forever.
     */
    @ParameterizedTest(name = "period {0} ns at HZ=250")
    @ValueSource(longs = {1_000, 100_000, 3_999_999, 4_000_000, 10_000_000})
    void theNextWheelExpiryIsAlwaysLaterAndAtATickStart(long periodNs) {
        TickClock ticks = new TickClock(Hz.of(250), 1_234_567);
        PeriodicTimer timer = new PeriodicTimer("t", "timer", new Param(periodNs, "test"), "each");
        PeriodicActivity a = new PeriodicActivity(List.of(timer), 2, 42, ticks);
        long t = 0;
        for (int i = 0; i < 2_000; i++) {
            long next = a.nextAfter(1, t);
            assertTrue(next > t, "next " + next + " after " + t);
            assertEquals(next, ticks.tickStart(ticks.jiffiesAt(next)), "delivered at a tick start");
            assertTrue(a.lastWasWheel());
            assertTrue(next - t <= Math.max(periodNs, ticks.hz().tickNs()) + ticks.hz().tickNs(),
                    "no expiry skipped: " + (next - t) + " ns gap");
            t = next;
        }
    }

    /**
     * The count a sleep is checked with is what stepping costs: exactly the hrtimer expiries in
     * the interval, and for a wheel timer at least the ticks it is delivered at.
     */
    @ParameterizedTest(name = "{0} every {1} ns")
    @CsvSource({"hrtimer, 1000", "hrtimer, 333333", "hrtimer, 4000000", "timer, 1000", "timer, 3999999", "timer, 9000000"})
    void theCountOfInterruptsBoundsTheStepsThroughThem(String kind, long periodNs) {
        TickClock ticks = new TickClock(Hz.of(250), 1_234_567);
        PeriodicTimer timer = new PeriodicTimer("t", kind, new Param(periodNs, "test"), "each");
        PeriodicActivity a = new PeriodicActivity(List.of(timer), 2, 7, ticks);
        long from = 5_000_123;
        long to = from + 40_000_000;
        long steps = 0;
        for (long e = a.nextAfter(1, from); e <= to; e = a.nextAfter(1, e)) {
            steps++;
        }
        long counted = a.countBetween(1, from, to);
        if (kind.equals("hrtimer")) {
            assertEquals(steps, counted);
        } else {
            assertTrue(steps <= counted && counted <= steps + 2, steps + " steps, counted " + counted);
        }
    }

    /**
     * A platform timer of 1 µs under a sleep of 100 s would be stepped through 10^8 times (it used
     * to run for about a minute of real time per simulated 100 s): the sleep is refused as bad
     * input at once, and a short sleep on the same platform still runs.
     */
    @Test
    void aSleepThatWouldStepThroughTooManyInterruptsIsRefused(@TempDir Path dir) throws Exception {
        String json = Files.readString(Path.of("firmware-models/platforms/generic-x86-laptop.json"))
                .replace("\"value\": 4000000000", "\"value\": 1000");
        Path file = Files.writeString(dir.resolve("fast-watchdog.json"), json);
        PlatformProfile fast = PlatformProfile.load(file.toString());
        Kernel k = Platforms.kernel("6.12", 250, fast, 0);
        k.msleep(20);
        BadInputException e = assertThrows(BadInputException.class, () -> k.msleep(100_000));
        assertTrue(e.getMessage().contains("would interrupt CPU"), e.getMessage());
    }

    /**
     * Sleeps each within the bound still add up: 30 sleeps of 9 s under a 1 µs platform timer
     * (and the laptop's clocksource watchdog: two timers to look at) step through 2.7 * 10^8
     * interrupts, over the run's budget; the run is refused when it reaches it, after the sleeps
     * that fit.
     */
    @Test
    void sleepsThatTogetherWouldStepThroughTooManyInterruptsAreRefused(@TempDir Path dir) throws Exception {
        String json = Files.readString(Path.of("firmware-models/platforms/generic-x86-laptop.json"))
                .replace("\"value\": 4000000000", "\"value\": 1000");
        Path file = Files.writeString(dir.resolve("fast-watchdog.json"), json);
        Kernel k = Platforms.kernel("6.12", 250, PlatformProfile.load(file.toString()), 0);
        int slept = 0;
        BadInputException e = null;
        while (e == null && slept < 30) {
            try {
                k.msleep(9_000);
                slept++;
            } catch (BadInputException refused) {
                e = refused;
            }
        }
        assertTrue(e != null && e.getMessage().contains("more than 300000000 timer looks in all"), String.valueOf(e));
        assertTrue(slept >= 10 && slept < 30, slept + " sleeps before the refusal");
    }
}
