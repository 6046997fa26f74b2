package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.Param;
import java.util.List;
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
}
