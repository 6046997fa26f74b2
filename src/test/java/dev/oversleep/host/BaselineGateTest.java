package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class BaselineGateTest {

    static HostMeasurement measurement(long request, long oversleepStep, String... methods) {
        List<OversleepRow> rows = java.util.Arrays.stream(methods).map(m -> OversleepRow.fromActuals(m, request,
                LongStream.rangeClosed(1, 100).map(i -> request + i * oversleepStep).toArray())).toList();
        RunConditions c = new RunConditions("SCHED_OTHER", 0, null, 50_000, null, "none", "tsc", null, null);
        return new HostMeasurement(HostMeasurement.SCHEMA, HostMeasurement.KIND_SLEEP, null, c, 0, 1,
                rows, List.of(), null);
    }

    @Test
    void rulesParseFactorsAndAbsoluteUnits() {
        assertEquals(2.0, BaselineGate.Threshold.parse("p99=2x").factor());
        assertEquals(500_000, BaselineGate.Threshold.parse("p99=500us").absoluteNs());
        assertEquals(1_500_000, BaselineGate.Threshold.parse("max=1.5ms").absoluteNs());
        assertEquals(700, BaselineGate.Threshold.parse("p99.9=700ns").absoluteNs());
        assertThrows(BadInputException.class, () -> BaselineGate.Threshold.parse("p98=2x"));
        assertThrows(BadInputException.class, () -> BaselineGate.Threshold.parse("p99=2"));
        assertThrows(BadInputException.class, () -> BaselineGate.Threshold.parse("p99=0x"));
    }

    @Test
    void aRowAboveTwiceItsBaselineFailsAndOneBelowPasses() {
        // oversleeps 1..100 µs vs 3..300 µs: p99 = 99 µs vs 297 µs (within histogram precision)
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep");
        HostMeasurement worse = measurement(100_000, 3_000, "nanosleep");
        List<BaselineGate.Threshold> twice = List.of(BaselineGate.Threshold.parse("p99=2x"));
        BaselineGate.Verdict v = BaselineGate.check(worse, base, twice);
        assertFalse(v.passed());
        assertEquals("nanosleep", v.violations().get(0).method());
        assertTrue(BaselineGate.check(base, worse, twice).passed());
        assertTrue(BaselineGate.check(base, base, twice).passed());
    }

    @Test
    void absoluteLimitsNeedNoBaselineButFactorsDo() {
        HostMeasurement m = measurement(100_000, 1_000, "nanosleep", "timerfd");
        assertEquals(2, BaselineGate.check(m, null, List.of(BaselineGate.Threshold.parse("p99=50us")))
                .violations().size());
        assertTrue(BaselineGate.check(m, null, List.of(BaselineGate.Threshold.parse("p99=200us"))).passed());
        assertThrows(BadInputException.class,
                () -> BaselineGate.check(m, null, List.of(BaselineGate.Threshold.parse("p99=2x"))));
    }

    @Test
    void rowsMissingFromTheBaselineAreListedNotFailed() {
        HostMeasurement base = measurement(100_000, 1_000, "nanosleep");
        HostMeasurement now = measurement(100_000, 1_000, "nanosleep", "timerfd");
        BaselineGate.Verdict v = BaselineGate.check(now, base, List.of(BaselineGate.Threshold.parse("p99=1.1x")));
        assertTrue(v.passed());
        assertEquals(List.of("timerfd 100000 ns"), v.unmatched());
    }
}
