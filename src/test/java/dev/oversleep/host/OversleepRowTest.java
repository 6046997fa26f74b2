package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OversleepRowTest {

    @org.junit.jupiter.api.Test
    void earlyWakesAreCountedAndRecordedAsZero() {
        long request = 100_000;
        long[] actual = {request - 5, request, request + 1000, request + 2000, request - 1};
        OversleepRow r = OversleepRow.fromActuals("nanosleep", request, actual);
        assertEquals(5, r.count());
        assertEquals(2, r.early());
        assertEquals(0, r.oversleep().minNs());
        assertEquals(r.decodeHistogram().highestEquivalentValue(2000), r.oversleep().maxNs());
        assertNull(r.overruns());
    }

    /** Merge arithmetic: two runs merged equal one run over all their samples. */
    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15})
    void mergingTwoRowsEqualsOneRowOverAllSamples(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long request = 1_000_000;
        long[] a = LongStream.generate(() -> request - 100 + rnd.nextLong(500_000)).limit(300).toArray();
        long[] b = LongStream.generate(() -> request + rnd.nextLong(5_000_000)).limit(700).toArray();
        long[] all = LongStream.concat(Arrays.stream(a), Arrays.stream(b)).toArray();

        OversleepRow merged = OversleepRow.fromActuals("timerfd", request, a)
                .plus(OversleepRow.fromActuals("timerfd", request, b));
        OversleepRow whole = OversleepRow.fromActuals("timerfd", request, all);
        assertEquals(whole.decodeHistogram(), merged.decodeHistogram());
        assertEquals(whole.oversleep(), merged.oversleep());
        assertEquals(whole.oversleepP999Ns(), merged.oversleepP999Ns());
        assertEquals(1000, merged.count());
        assertEquals(Arrays.stream(all).filter(x -> x < request).count(), merged.early());
    }
}
