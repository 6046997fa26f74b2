package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import java.util.List;
import org.junit.jupiter.api.Test;

class MeasurementMergeTest {
    @Test
    void mergedRowsAddHistogramsAndKeepProvenance() {
        HostMeasurement a = BaselineGateTest.measurement(100_000, 1_000, "nanosleep", "timerfd");
        HostMeasurement b = BaselineGateTest.measurement(100_000, 2_000, "nanosleep", "timerfd");
        HostMeasurement m = MeasurementMerge.merge(List.of(
                new MeasurementMerge.Named("a.json", a), new MeasurementMerge.Named("b.json", b)));
        assertEquals(200, m.rows().get(0).count());
        assertEquals(a.rows().get(0).plus(b.rows().get(0)).decodeHistogram(), m.rows().get(0).decodeHistogram());
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
