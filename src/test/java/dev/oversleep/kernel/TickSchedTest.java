package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * tick_nohz_stop_sched_tick()'s "skip reprogram of event if its not changed", per era. HZ=1000
 * (TICK_NSEC 1 ms); all instants in ms. The tick of a CPU is stopped with its sched_timer for
 * the wheel timer at 50; then, still idle, a timer is queued on it remotely for 20 while another
 * hrtimer of the CPU is due at exactly 20 (the clockevent device's next event).
 */
class TickSchedTest {
    private static final long MS = 1_000_000;

    private static TickSched stoppedAt50(String version) {
        TickSched t = new TickSched(KernelVersion.parse(version));
        assertEquals(TickSched.Decision.PROGRAMMED, t.stop(10 * MS, 10 * MS + 1, 50 * MS, TickSched.NONE, MS));
        assertEquals(50 * MS, t.schedTimerNs());
        return t;
    }

    /**
     * v4.7-v4.12 compare the new expiry with dev-&gt;next_event: 20 == 20, the reprogram is
     * skipped and the sched_timer stays at 50 — the timer at 20 would wait for the tick at 50.
     * At 20 the colliding hrtimer's interrupt exits with the wheel timer due (delta 0): the tick
     * restarts and the timer runs at the next tick, 21.
     */
    @Test
    void before413ACollidingHrtimerSkipsTheReprogram() {
        for (String v : new String[] {"4.7", "4.10", "4.12"}) {
            TickSched t = stoppedAt50(v);
            assertEquals(TickSched.Decision.SKIPPED, t.stop(12 * MS, 12 * MS, 20 * MS, 20 * MS, MS));
            assertEquals(50 * MS, t.schedTimerNs());
            assertEquals(TickSched.Decision.RESTARTED, t.stop(20 * MS, 20 * MS, 20 * MS, 20 * MS, MS));
        }
    }

    /** v4.13 compares with ts-&gt;next_tick (50): the tick is reprogrammed for 20. */
    @Test
    void since413TheTickIsReprogrammed() {
        TickSched t = stoppedAt50("4.13");
        assertEquals(TickSched.Decision.PROGRAMMED, t.stop(12 * MS, 12 * MS, 20 * MS, 20 * MS, MS));
        assertEquals(20 * MS, t.schedTimerNs());
        assertEquals(TickSched.Decision.SKIPPED, t.stop(13 * MS, 13 * MS, 20 * MS, 20 * MS, MS),
                "the same expiry again: nothing to do");
    }

    /** A running tick is not stopped for an event within a tick; a stopped one is not skipped without a collision. */
    @Test
    void theTickRunsOnForAnEventWithinATick() {
        TickSched t = new TickSched(KernelVersion.parse("4.10"));
        assertEquals(TickSched.Decision.TICK_RUNS, t.stop(10 * MS, 10 * MS + 300_000, 11 * MS, TickSched.NONE, MS));
        TickSched s = stoppedAt50("4.10");
        assertEquals(TickSched.Decision.PROGRAMMED, s.stop(12 * MS, 12 * MS, 30 * MS, 40 * MS, MS));
        assertEquals(30 * MS, s.schedTimerNs());
    }
}
