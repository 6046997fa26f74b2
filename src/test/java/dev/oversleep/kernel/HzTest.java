package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.oversleep.input.BadInputException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HzTest {

    /** TICK_NSEC = (1e9 + HZ/2) / HZ: 1e9/300 = 3333333.3, +150 then truncated = 3333333. */
    @ParameterizedTest
    @CsvSource({"100,10000000", "250,4000000", "300,3333333", "1000,1000000"})
    void tickNsIsTheKernelsTickNsec(int hz, long tick) {
        assertEquals(tick, Hz.of(hz).tickNs());
    }

    /**
     * msecs_to_jiffies rounds up: HZ=100 ceil(m/10), 250 ceil(m/4), 300 ceil(3m/10), 1000 m.
     * e.g. HZ=250: 1..4 ms → 1 tick, 5 ms → 2; HZ=300: 3 ms = 0.9 tick → 1, 4 ms = 1.2 → 2,
     * 10 ms = 3.0 → 3, 11 ms = 3.3 → 4.
     */
    @ParameterizedTest
    @CsvSource({
        "100,0,0", "100,1,1", "100,10,1", "100,11,2", "100,1000,100",
        "250,0,0", "250,1,1", "250,4,1", "250,5,2", "250,1000,250",
        "300,0,0", "300,1,1", "300,3,1", "300,4,2", "300,10,3", "300,11,4", "300,1000,300",
        "1000,0,0", "1000,1,1", "1000,7,7", "1000,1000,1000"})
    void msecsToJiffiesRoundsUp(int hz, long ms, long jiffies) {
        assertEquals(jiffies, Hz.of(hz).msecsToJiffies(ms));
    }

    /**
     * HZ=300 goes through timeconst.bc's reciprocal: s = 33 (the least s with
     * ceil(2^s * 0.3) >= 2^31), MUL32 = (2^33*300 + 999)/1000 = 2576980378,
     * ADJ32 = 2^33 * 9 / 10 = 7730941132. Its error term (0.4m - 0.8)/2^33 stays below 0.1
     * for m < 2^31, so it equals ceil(3m/10) there (seeded sample plus the edges).
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void hz300ReciprocalEqualsTheCeilingBelow2pow31(long seed) {
        TimeConst c = TimeConst.msecToHz(300);
        assertEquals(new TimeConst(2576980378L, 7730941132L, 33), c);
        SplittableRandom rnd = new SplittableRandom(seed);
        Hz hz = Hz.of(300);
        for (int i = 0; i < 20_000; i++) {
            long m = rnd.nextLong(Integer.MAX_VALUE + 1L);
            assertEquals((3 * m + 9) / 10, hz.msecsToJiffies(m), "m=" + m);
        }
        for (long m : new long[] {Integer.MAX_VALUE, Integer.MAX_VALUE - 9, 2_147_483_640L}) {
            assertEquals((3 * m + 9) / 10, hz.msecsToJiffies(m), "m=" + m);
        }
    }

    /** (int)m < 0 → MAX_JIFFY_OFFSET ((LONG_MAX >> 1) - 1): a sleep without end. */
    @Test
    void twoPow31MillisecondsAndMoreAreForever() {
        assertEquals(Hz.MAX_JIFFY_OFFSET, Hz.of(250).msecsToJiffies(1L << 31));
        assertEquals((Long.MAX_VALUE >> 1) - 1, Hz.of(1000).msecsToJiffies(0xFFFF_FFFFL));
    }

    @Test
    void onlyKconfigValuesAreAccepted() {
        assertThrows(BadInputException.class, () -> Hz.of(200));
        assertThrows(BadInputException.class, () -> Hz.of(0));
        assertEquals(3, Hz.divRoundUp(21, 10));
    }
}
