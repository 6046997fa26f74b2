package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadValueException;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class BaselineGateTest {

    /** Rows of 100 samples each: request + i * step for i = 1..100, per method. */
    static HostMeasurement measurement(long request, long oversleepStep, String... methods) {
        List<OversleepRow> rows = java.util.Arrays.stream(methods).map(m -> OversleepRow.fromActuals(m, request,
                LongStream.rangeClosed(1, 100).map(i -> request + i * oversleepStep).toArray())).toList();
        RunConditions c = new RunConditions("SCHED_OTHER", 0, null, 50_000, null, "none", "tsc", 0L, null, null);
        return new HostMeasurement(HostMeasurement.SCHEMA, HostMeasurement.KIND_SLEEP, null, ThreadSetup.NONE, c, 0, 1,
                rows, List.of(), null);
    }

    private static List<BaselineGate.Threshold> rules(String... texts) {
        return java.util.Arrays.stream(texts).map(BaselineGate.Threshold::parse).toList();
    }

    @Test
    void rulesParseFactorsAndAbsoluteUnits() {
        assertEquals(2.0, BaselineGate.Threshold.parse("p99=2x").factor());
        assertEquals(500_000, BaselineGate.Threshold.parse("p99=500us").absoluteNs());
        assertEquals(1_500_000, BaselineGate.Threshold.parse("max=1.5ms").absoluteNs());
        assertEquals(700, BaselineGate.Threshold.parse("p99.9=700ns").absoluteNs());
        assertThrows(BadValueException.class, () -> BaselineGate.Threshold.parse("p98=2x"));
        assertThrows(BadValueException.class, () -> BaselineGate.Threshold.parse("p99=2"));
        assertThrows(BadValueException.class, () -> BaselineGate.Threshold.parse("p99=0x"));
    }

    @Test
    void aRowAboveTwiceItsBaselineFailsAndOneBelowPasses() {
        // oversleeps 1..100 µs vs 3..300 µs: p99 = 99 µs vs 297 µs (within histogram precision)
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep");
        HostMeasurement worse = measurement(100_000, 3_000, "nanosleep");
        BaselineGate.Verdict v = new BaselineGate(rules("p99=2x"), base, false).check(worse);
        assertFalse(v.passed());
        assertEquals("nanosleep", v.violations().get(0).method());
        assertTrue(new BaselineGate(rules("p99=2x"), worse, false).check(base).passed());
        BaselineGate.Verdict same = new BaselineGate(rules("p99=2x"), base, false).check(base);
        assertTrue(same.passed());
        assertEquals(1, same.compared());
    }

    @Test
    void absoluteLimitsNeedNoBaselineButFactorsDo() {
        HostMeasurement m = measurement(100_000, 1_000, "nanosleep", "timerfd");
        assertEquals(2, new BaselineGate(rules("p99=50us"), null, false).check(m).violations().size());
        assertTrue(new BaselineGate(rules("p99=200us"), null, false).check(m).passed());
        assertThrows(BadValueException.class, () -> new BaselineGate(rules("p99=2x"), null, false));
    }

    /** The case: a baseline of other lengths compares nothing, and that is no pass. */
    @Test
    void aGateThatComparedNothingFailsUnlessMissingRowsAreAllowed() {
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep", "timerfd");
        HostMeasurement now = measurement(200_000, 1_000, "nanosleep", "timerfd");
        BaselineGate.Verdict strict = new BaselineGate(rules("p99=2x"), base, false).check(now);
        assertEquals(0, strict.compared());
        assertEquals(List.of("nanosleep 200 us", "timerfd 200 us"), strict.unmatched());
        assertFalse(strict.passed());
        assertTrue(new BaselineGate(rules("p99=2x"), base, true).check(now).passed());
    }

    @Test
    void rowsMissingFromTheBaselineFailTheGateUnlessAllowed() {
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep");
        HostMeasurement now = measurement(100_000, 1_000, "nanosleep", "timerfd");
        BaselineGate.Verdict v = new BaselineGate(rules("p99=1.1x"), base, false).check(now);
        assertEquals(List.of("timerfd 100 us"), v.unmatched());
        assertEquals(1, v.compared());
        assertFalse(v.passed());
        assertTrue(new BaselineGate(rules("p99=1.1x"), base, true).check(now).passed());
    }

    /** Known before measuring: the series the plan will measure and the baseline lacks. */
    @Test
    void missingRowsAreKnownFromThePlan() {
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep");
        List<MeasurementCampaign.Series> plan = List.of(new MeasurementCampaign.Series(SleepMethod.NANOSLEEP, 100_000),
                new MeasurementCampaign.Series(SleepMethod.NANOSLEEP, 1_000_000),
                new MeasurementCampaign.Series(SleepMethod.TIMERFD, 100_000));
        BaselineGate gate = new BaselineGate(rules("p99=2x"), base, false);
        assertEquals(List.of("nanosleep 1000 us", "timerfd 100 us"), gate.missingRows(HostMeasurement.KIND_SLEEP, plan));
        assertEquals(List.of(), new BaselineGate(rules("p99=2x"), base, true).missingRows(HostMeasurement.KIND_SLEEP, plan));
        assertEquals(List.of(), new BaselineGate(rules("p99=1ms"), base, false).missingRows(HostMeasurement.KIND_SLEEP, plan));
        assertTrue(gate.sameKind(HostMeasurement.KIND_SLEEP));
        assertFalse(gate.sameKind(HostMeasurement.KIND_CYCLIC));
    }
}
