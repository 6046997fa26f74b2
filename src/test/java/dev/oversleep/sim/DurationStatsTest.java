package dev.oversleep.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DurationStatsTest {
    @Test
    void nearestRankPercentilesAndSampleStddevOfOneToHundred() {
        long[] s = new long[100];
        for (int i = 0; i < 100; i++) {
            s[99 - i] = i + 1;
        }
        DurationStats d = DurationStats.of(s);
        // 1..100: mean 50.5 rounds to 51; sample variance n(n+1)/12 = 841.67, sd 29.01.
        assertEquals(new DurationStats(100, 51, 29, 1, 50, 90, 99, 100), d);
        assertEquals(100, s[0], "the caller's array is not sorted in place");
    }

    @Test
    void oneSampleHasNoSpreadAndNoneIsAllZeros() {
        assertEquals(new DurationStats(1, 7, 0, 7, 7, 7, 7, 7), DurationStats.of(new long[] {7}));
        assertEquals(DurationStats.EMPTY, new DurationSamples().stats());
    }

    @Test
    void samplesGrowPastTheirFirstArray() {
        DurationSamples c = new DurationSamples();
        for (int i = 1; i <= 40; i++) {
            c.add(i * 10L);
        }
        DurationStats d = c.stats();
        assertEquals(40, d.count());
        assertEquals(10, d.minNs());
        assertEquals(400, d.maxNs());
        assertEquals(200, d.p50Ns());
        assertEquals(360, d.p90Ns());
    }
}
