package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.rtas.lpar.Lpar;
import dev.oversleep.rtas.lpar.WorkItem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each era's rtas_busy_delay() for -2 and every 990x, with and without need_resched(). */
class BusyDelayEraTest {

    /** The primitive and requested time rtas_busy_delay() slept with, or "-" for none. */
    private static String sleptWith(String kernel, int status, boolean needResched) {
        DlparRun.Partition p = TestPartitions.partition(TestPartitions.neverBusy(), kernel, LoadKind.IDLE, 1);
        Lpar os = p.os();
        if (needResched) {
            os.scheduleWork(new WorkItem("test", List.of(new WorkItem.Cpu(1_000)), null));
        }
        List<SleepRecord> records = new ArrayList<>();
        p.kernel().setListener(records::add);
        BusyDelayEra.Outcome o = BusyDelayEra.of(os.version()).delay(status, os);
        records.removeIf(r -> r.primitive().cName().equals("cond_resched"));
        String slept = records.isEmpty() ? "-" : records.get(0).primitive().cName() + " " + records.get(0).requestedNs() / 1000;
        return o + " " + slept;
    }

    @ParameterizedTest(name = "{0} status {1} need_resched {2}: {3}")
    @CsvSource({
        "5.16, -2, false, AT_ONCE -",
        "5.16, -2, true, SLEPT msleep 1000",
        "5.16, 9900, false, AT_ONCE -",
        "5.16, 9900, true, SLEPT msleep 1000",
        "5.16, 9901, true, SLEPT msleep 10000",
        "5.16, 9903, true, SLEPT msleep 1000000",
        "5.16, 9905, true, SLEPT msleep 100000000",
        "5.16, 0, true, NOT_BUSY -",
        "5.17, -2, false, RESCHEDULED -",
        "5.17, -2, true, RESCHEDULED -",
        "5.17, 9900, false, SLEPT usleep_range 100",
        "5.17, 9901, false, SLEPT usleep_range 1000",
        "5.17, 9902, false, SLEPT msleep 100000",
        "5.17, 9905, false, SLEPT msleep 1000000",
        "5.17, -9002, false, NOT_BUSY -",
        "6.12, 9901, false, SLEPT usleep_range 1000",
        "6.13, -2, true, RESCHEDULED -",
        "6.13, 9900, false, SLEPT usleep_range 1000",
        "6.13, 9901, false, SLEPT usleep_range 10000",
        "6.13, 9902, false, SLEPT msleep 100000",
        "6.13, 9905, false, SLEPT msleep 1000000",
    })
    void eachEraChoosesItsSleep(String kernel, int status, boolean needResched, String expected) {
        assertEquals(expected, sleptWith(kernel, status, needResched));
    }

    @ParameterizedTest
    @CsvSource({"5.16, V5_16", "5.17, V5_17", "6.12, V5_17", "6.13, V6_13", "6.18, V6_13", "4.19, V5_16"})
    void erasByRelease(String kernel, BusyDelayEra era) {
        assertEquals(era, BusyDelayEra.of(TestPartitions.kernel(kernel).version()));
        assertNull(null);
    }
}
