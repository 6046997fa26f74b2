package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import dev.oversleep.sim.DurationStats;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class MeasurementMergeTest {
    /** HdrHistogram with 3 significant digits: a value is kept within 1 part in 1000. */
    private static void assertWithinHistogramPrecision(long exact, long fromHistogram, String what) {
        assertTrue(Math.abs(fromHistogram - exact) <= Math.max(1, exact / 1000),
                what + ": histogram " + fromHistogram + ", exact " + exact);
    }

    /**
     * The oracle is arithmetic on the raw samples of both runs together (100 oversleeps of
     * 1..100 µs and 100 of 2..200 µs), not the histogram code the merge uses.
     */
    @Test
    void mergedRowsHaveTheStatisticsOfAllSamplesTogether() {
        HostMeasurement a = BaselineGateTest.measurement(100_000, 1_000, "nanosleep", "timerfd");
        HostMeasurement b = BaselineGateTest.measurement(100_000, 2_000, "nanosleep", "timerfd");
        HostMeasurement m = MeasurementMerge.merge(List.of(
                new MeasurementMerge.Named("a.json", a), new MeasurementMerge.Named("b.json", b)));

        long[] all = LongStream.concat(LongStream.rangeClosed(1, 100).map(i -> i * 1_000),
                LongStream.rangeClosed(1, 100).map(i -> i * 2_000)).sorted().toArray();
        assertEquals(75_750, Arrays.stream(all).sum() / all.length, "the oracle's own mean");
        for (OversleepRow row : m.rows()) {
            DurationStats s = row.oversleep();
            assertEquals(200, s.count());
            assertEquals(0, row.early());
            assertWithinHistogramPrecision(1_000, s.minNs(), "min");
            assertWithinHistogramPrecision(200_000, s.maxNs(), "max");
            assertWithinHistogramPrecision(75_750, s.meanNs(), "mean");
            // nearest rank: the 100th, 180th and 198th of the 200 sorted samples
            assertWithinHistogramPrecision(all[99], s.p50Ns(), "p50");
            assertWithinHistogramPrecision(all[179], s.p90Ns(), "p90");
            assertWithinHistogramPrecision(all[197], s.p99Ns(), "p99");
        }
        assertEquals(List.of("a.json", "b.json"), m.mergedFrom());
        assertEquals(2, m.durationNs());
        assertNull(m.conditions().busyFraction());
    }

    @Test
    void differentConfigurationsAreRefusedNamingTheFileAndField() {
        HostMeasurement a = BaselineGateTest.measurement(100_000, 1_000, "nanosleep");
        HostMeasurement other = BaselineGateTest.measurement(200_000, 1_000, "nanosleep");
        BadInputException e = assertThrows(BadInputException.class, () -> MeasurementMerge.merge(List.of(
                new MeasurementMerge.Named("a.json", a), new MeasurementMerge.Named("b.json", other))));
        assertTrue(e.getMessage().startsWith("b.json: field 'rows'"), e.getMessage());
        assertThrows(BadInputException.class,
                () -> MeasurementMerge.merge(List.of(new MeasurementMerge.Named("a.json", a))));
    }
}
