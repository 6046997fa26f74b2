package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * forward_timer_base() and its callers before and after 2fe59f507a65, each of the three holes
 * the commit names, derived by hand from calc_wheel_index() at HZ=1000 (LVL_START: 63, 504,
 * 4032, 32256; granularity 8^n; bucket = (floor(expires / 8^n) + 1) * 8^n).
 *
 * <p>Every case starts from a CPU that went NOHZ idle at jiffy 1000 with no timer pending
 * (get_next_timer_interrupt(): clk = 1000, is_idle, and since v4.13 must_forward_clk) and
 * stayed idle, taking no interrupt, until jiffy 6000: base-&gt;clk is 5000 jiffies behind.
 */
class TimerBaseForwardingTest {
    private static TimerBase idleSince1000(String version) {
        TimerBase b = new TimerBase(TimerEra.of(KernelVersion.parse(version)), Hz.of(1000), 1000);
        b.nextTimerInterrupt(1000, Long.MAX_VALUE);
        return b;
    }

    /**
     * Hole 3, the window after NOHZ idle exit before the CPU's first tick: timer_clear_idle()
     * has cleared is_idle, so 4.8-4.12 do not forward and a 3-jiffy timer (expires 6003, delta
     * 5003 against clk 1000) lands in level 3: bucket (floor(6003 / 512) + 1) * 512 = 6144.
     * Since v4.13 must_forward_clk still holds: clk = 6000, delta 3, level 0, bucket 6004; the
     * flag then takes is_idle's value (false). 5.9: forwarded because it is behind at all.
     */
    @ParameterizedTest
    @CsvSource({"4.8,3,6144", "4.12,3,6144", "4.9,3,6144", "4.9.46,0,6004", "4.12.10,0,6004", "4.13,0,6004",
        "5.8,0,6004", "5.9,0,6004", "6.12,0,6004"})
    void aTimerArmedRightAfterIdleExit(String version, int level, long bucket) {
        TimerBase b = idleSince1000(version);
        b.clearIdle();
        TimerWheel.Placement p = b.enqueue(6003, 6000);
        assertEquals(level, p.level());
        assertEquals(bucket, p.bucketExpiry());
        if (b.era() == TimerEra.MUST_FORWARD_CLK) {
            assertFalse(b.mustForwardClk(), "forward_timer_base() leaves must_forward_clk = is_idle");
        }
    }

    /** While the base is still idle (a remote enqueue) 4.8 already forwards: the rule of a683f390b93f. */
    @ParameterizedTest
    @CsvSource({"4.8", "4.12", "4.13", "5.9"})
    void aTimerQueuedOnAStillIdleBaseIsForwardedInEveryNonCascadingEra(String version) {
        TimerBase b = idleSince1000(version);
        assertEquals(6004, b.enqueue(6003, 6000).bucketExpiry());
        assertEquals(6000, b.clk());
    }

    /**
     * Hole 1, a pending timer modified: the pending timer sits in level 3, bucket 6144 (queued
     * with expires 6003 against the stale clock). mod_timer() to 6010 at jiffy 6000, is_idle
     * still set: 4.8-4.12 compute the index against clk 1000 first — delta 5010, level 3,
     * bucket 6144, the same index — and keep the timer there, never forwarding. v4.13 forwards
     * first: delta 10, level 0, bucket 6011.
     */
    @ParameterizedTest
    @CsvSource({"4.10,3,6144", "4.12.9,3,6144", "4.12.10,0,6011", "4.13,0,6011"})
    void aPendingTimerModifiedKeepsItsStaleBucketBefore413(String version, int level, long bucket) {
        TimerBase b = idleSince1000(version);
        TimerWheel.Placement pending = new TimerWheel(Hz.of(1000)).place(6003, 1000);
        assertEquals(6144, pending.bucketExpiry());
        TimerWheel.Placement p = b.modPending(6010, 6000, pending);
        assertEquals(level, p.level());
        assertEquals(bucket, p.bucketExpiry());
    }

    /**
     * Hole 1 again, an index that changes: pending in level 4 (expires 40000 queued at clk 1000:
     * delta 39000, bucket (floor(40000 / 4096) + 1) * 4096 = 40960), modified to 6100 after
     * idle exit (is_idle clear). 4.10: index against clk 1000, delta 5100 → level 3; no forward
     * (not idle), the clock unchanged → enqueued at that stale index, bucket 6144. With the
     * base still idle 4.10 forwards after the index, sees the clock moved and recalculates:
     * delta 100 → level 1, bucket (762 + 1) * 8 = 6104. v4.13 forwards first either way: 6104.
     */
    @ParameterizedTest
    @CsvSource({"4.10,false,6144", "4.10,true,6104", "4.13,false,6104", "4.13,true,6104"})
    void aPendingTimerMovedToANewIndex(String version, boolean stillIdle, long bucket) {
        TimerBase b = idleSince1000(version);
        if (!stillIdle) {
            b.clearIdle();
        }
        TimerWheel.Placement pending = new TimerWheel(Hz.of(1000)).place(40000, 1000);
        assertEquals(new TimerWheel.Placement(4, 40960), pending);
        assertEquals(bucket, b.modPending(6100, 6000, pending).bucketExpiry());
    }

    /**
     * Hole 2, add_timer_on(): clocksource_watchdog() re-arms itself with add_timer_on() on the
     * next CPU, expires jiffies + HZ/2 = 6500. 4.8-4.12 do not forward there: delta 5500 →
     * level 3, bucket (12 + 1) * 512 = 6656, 156 ms late. v4.13 forwards: delta 500 → level 1,
     * bucket (812 + 1) * 8 = 6504.
     */
    @ParameterizedTest
    @CsvSource({"4.8,3,6656", "4.12,3,6656", "4.9.46,1,6504", "4.13,1,6504", "5.9,1,6504"})
    void addTimerOnAnIdleCpu(String version, int level, long bucket) {
        TimerBase b = idleSince1000(version);
        TimerWheel.Placement p = b.addTimerOn(6500, 6000);
        assertEquals(level, p.level());
        assertEquals(bucket, p.bucketExpiry());
    }

    /**
     * The fromIdle case: a CPU busy through tick j ran that tick's timer softirq. Up to v5.8 it
     * leaves base-&gt;clk = j + 1 and must_forward_clk clear, so a timer armed in tick j is
     * placed against j + 1; since v5.9 a tick without a due timer leaves the clock alone and
     * the enqueue forwards it to j.
     */
    @Test
    void aBusyTickLeavesTheClockOneAheadUntil59() {
        TimerBase b = idleSince1000("4.14");
        b.clearIdle();
        b.runTimerSoftirq(6002);
        assertEquals(6003, b.clk());
        assertFalse(b.mustForwardClk());
        // expires 6065: delta 62 from 6003 → level 0, 6066; from 6002 it is 63 → level 1,
        // (floor(6065 / 8) + 1) * 8 = 6072
        assertEquals(new TimerWheel.Placement(0, 6066), b.enqueue(6065, 6002));

        TimerBase later = idleSince1000("5.9");
        later.clearIdle();
        later.runTimerSoftirq(6002);
        assertEquals(1000, later.clk(), "no timer due: __run_timers() does not run");
        assertEquals(new TimerWheel.Placement(1, 6072), later.enqueue(6065, 6002));
    }

    /**
     * get_next_timer_interrupt(): forwards the clock to basej when the next timer is later,
     * marks the base idle only when it sleeps more than a tick, and not idle when a timer is due.
     */
    @Test
    void goingIdleForwardsAndMarksTheBase() {
        TimerBase b = new TimerBase(TimerEra.MUST_FORWARD_CLK, Hz.of(1000), 1000);
        b.runTimerSoftirq(1000);
        assertFalse(b.mustForwardClk());
        b.nextTimerInterrupt(1005, 1006);
        assertEquals(1005, b.clk());
        assertFalse(b.isIdle(), "the next timer is one tick away");
        assertFalse(b.mustForwardClk());
        b.nextTimerInterrupt(1005, 1010);
        assertTrue(b.isIdle());
        assertTrue(b.mustForwardClk());
        b.nextTimerInterrupt(1010, 1010);
        assertFalse(b.isIdle(), "a due timer: the base is not idle");
        assertEquals(1010, b.clk());
    }

    /** Before v4.8 the clock decides nothing: a timer fires at its expiry. */
    @Test
    void theCascadingWheelPlacesAtTheExpiry() {
        TimerBase b = idleSince1000("4.7");
        assertEquals(new TimerWheel.Placement(TimerBase.NO_LEVEL, 6003), b.enqueue(6003, 6000));
        assertEquals(new TimerWheel.Placement(TimerBase.NO_LEVEL, 6500), b.addTimerOn(6500, 6000));
    }
}
