package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Expected values derived by hand from kernel/time/timer.c (calc_wheel_index, calc_index). */
class TimerWheelTest {
    private final TimerWheel hz250 = new TimerWheel(Hz.of(250));
    private final TimerWheel hz100 = new TimerWheel(Hz.of(100));

    @Test
    void geometryFollowsTheLevelMacros() {
        assertEquals(9, hz250.depth());
        assertEquals(8, hz100.depth());
        assertEquals(9, new TimerWheel(Hz.of(1000)).depth());
        // LVL_START(n) = 63 << 3(n-1)
        assertEquals(63, TimerWheel.levelStart(1));
        assertEquals(504, TimerWheel.levelStart(2));
        assertEquals(4032, TimerWheel.levelStart(3));
        assertEquals(32256, TimerWheel.levelStart(4));
        assertEquals(512, TimerWheel.granularity(3));
    }

    /**
     * Level boundaries with clk = 1000 (delta = expires - 1000):
     * delta 0 and 62 → level 0, B = expires + 1;
     * delta 63 → level 1, expires 1063: floor(1063/8) = 132, B = 133*8 = 1064;
     * delta 503 → level 1, expires 1503: floor(1503/8) = 187, B = 188*8 = 1504;
     * delta 504 → level 2, expires 1504: floor(1504/64) = 23, B = 24*64 = 1536;
     * delta 4031 → level 2, expires 5031: floor(5031/64) = 78, B = 79*64 = 5056;
     * delta 4032 → level 3, expires 5032: floor(5032/512) = 9, B = 10*512 = 5120;
     * delta 32256 → level 4, expires 33256: floor(33256/4096) = 8, B = 9*4096 = 36864.
     */
    @ParameterizedTest
    @CsvSource({"0,0,1001", "62,0,1063", "63,1,1064", "503,1,1504", "504,2,1536", "4031,2,5056",
        "4032,3,5120", "32256,4,36864"})
    void levelAndBucketExpiryAtEachBoundary(long delta, int level, long bucket) {
        TimerWheel.Placement p = hz250.place(1000 + delta, 1000);
        assertEquals(level, p.level());
        assertEquals(bucket, p.bucketExpiry());
    }

    /** An expiry already in the past is queued at clk: it fires at the next tick processed. */
    @Test
    void aPastExpiryFiresAtTheBaseClock() {
        assertEquals(new TimerWheel.Placement(0, 1000), hz250.place(990, 1000));
    }

    /**
     * The cap. HZ=250 (9 levels): CUTOFF = LVL_START(9) = 63 << 24 = 1056964608,
     * MAX = CUTOFF - LVL_GRAN(8) = 1056964608 - 16777216 = 1040187392 = 62 * 2^24, so a capped
     * timer lands at B = 63 * 2^24 = 1056964608. HZ=100 (8 levels): CUTOFF = 63 << 21 =
     * 132120576, MAX = 62 * 2^21, B = 63 * 2^21 = 132120576.
     */
    @Test
    void hugeTimeoutsAreCappedAtTheWheelsCapacity() {
        assertEquals(new TimerWheel.Placement(8, 1056964608L), hz250.place(2_000_000_000L, 0));
        assertEquals(new TimerWheel.Placement(8, 1056964608L), hz250.place(1056964608L, 0));
        assertEquals(new TimerWheel.Placement(7, 132120576L), hz100.place(500_000_000L, 0));
        assertEquals(1040187392L, hz250.timeoutMax());
    }

    /**
     * The NOHZ pathology of the reference: a 1-tick timer armed 5000 ticks behind the base
     * clock: delta 5001 → level 3; expires 10241 → B = (floor(10241/512)+1)*512 = 10752,
     * 511 ticks after its expiry (512 after jiffies 10240).
     */
    @Test
    void aStaleBaseClockPushesAShortTimerIntoACoarseLevel() {
        TimerWheel.Placement p = hz250.place(10241, 10240 - 5000);
        assertEquals(3, p.level());
        assertEquals(10752, p.bucketExpiry());
    }

    /** Property: at level n the bucket expires 1..8^n ticks after the expiry, never before. */
    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26})
    void roundingAddsBetweenOneTickAndOneGranule(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 50_000; i++) {
            long clk = rnd.nextLong(1L << 40);
            long delta = rnd.nextLong(1L << (3 * rnd.nextInt(1, 9)));
            TimerWheel.Placement p = hz250.place(clk + delta, clk);
            long extra = p.bucketExpiry() - (clk + delta);
            if (delta < hz250.timeoutCutoff()) {
                assertTrue(extra >= 1 && extra <= TimerWheel.granularity(p.level()),
                        "delta " + delta + " level " + p.level() + " extra " + extra);
            }
        }
    }
}
