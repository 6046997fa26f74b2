package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.Primitive;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** rtas_busy_delay's exact sleep for -2 and each 990x, per era (arch/powerpc/kernel/rtas.c). */
class BusyDelayEraTest {

    /** need_resched() is always set, or never. */
    static RunQueue resched(boolean set) {
        return new RunQueue() {
            @Override
            public boolean needResched(long nowNs, SimRandom rnd) {
                return set;
            }

            @Override
            public long waitForCpuNs(long nowNs, SimRandom rnd) {
                return 0;
            }
        };
    }

    private static List<SleepRecord> delay(String version, boolean needResched, int status, boolean[] again) {
        Kernel k = TestProfiles.kernel(version, resched(needResched));
        List<SleepRecord> seen = new ArrayList<>();
        k.setListener(seen::add);
        again[0] = BusyDelayEra.of(KernelVersion.parse(version)).delay(status, k);
        return seen;
    }

    @Test
    void erasByRelease() {
        assertEquals(BusyDelayEra.V5_16, BusyDelayEra.of(KernelVersion.parse("5.16")));
        assertEquals(BusyDelayEra.V5_17, BusyDelayEra.of(KernelVersion.parse("5.17")));
        assertEquals(BusyDelayEra.V5_17, BusyDelayEra.of(KernelVersion.parse("6.12")));
        assertEquals(BusyDelayEra.V6_13, BusyDelayEra.of(KernelVersion.parse("6.13")));
    }

    /** 5.16: busy → retry; it sleeps msleep(10^n) (1 for -2) only when need_resched() is set. */
    @ParameterizedTest
    @CsvSource({"-2,1", "9900,1", "9901,10", "9902,100", "9903,1000", "9904,10000", "9905,100000"})
    void v516SleepsTheHintOnlyWhenReschedIsNeeded(int status, long ms) {
        boolean[] again = new boolean[1];
        assertTrue(delay("5.16", false, status, again).isEmpty());
        assertTrue(again[0]);
        List<SleepRecord> s = delay("5.16", true, status, again);
        assertTrue(again[0]);
        assertEquals(1, s.size());
        assertEquals(Primitive.MSLEEP, s.get(0).primitive());
        assertEquals(ms * 1_000_000, s.get(0).requestedNs());
    }

    /**
     * 5.17: -2 → cond_resched(); 990x → ms = clamp(10^n, 1, 1000); ms <= 20 →
     * usleep_range(ms*100, ms*1000), else msleep(ms): 9900 → (100, 1000) us, 9901 → (1000, 10000) us,
     * 9902 → msleep(100), 9903..9905 → msleep(1000).
     */
    @ParameterizedTest
    @CsvSource({"9900,USLEEP_RANGE,100000", "9901,USLEEP_RANGE,1000000", "9902,MSLEEP,100000000",
        "9903,MSLEEP,1000000000", "9904,MSLEEP,1000000000", "9905,MSLEEP,1000000000", "-2,COND_RESCHED,0"})
    void v517AlwaysSleepsOnExtendedDelay(int status, Primitive primitive, long requestedNs) {
        for (boolean resched : new boolean[] {false, true}) {
            boolean[] again = new boolean[1];
            List<SleepRecord> s = delay("5.17", resched, status, again);
            assertTrue(again[0]);
            assertEquals(primitive, s.get(0).primitive());
            assertEquals(requestedNs, s.get(0).requestedNs());
        }
    }

    /** 9900's usleep_range(100, 1000) lasts to its hard deadline, 1 ms, on an idle CPU. */
    @Test
    void v517UsleepRangeWindowIsHundredToThousandMicroseconds() {
        Kernel k = TestProfiles.kernel("5.17", RunQueue.IDLE);
        long t0 = k.now();
        BusyDelayEra.V5_17.delay(9900, k);
        long took = k.now() - t0;
        assertTrue(took >= 1_000_000 && took < 1_500_000, "took " + took);
    }

    /** 6.13: 990x → fsleep(clamp(10^n, 1, 1000) * 1000); at HZ=100 (4 ticks = 40 ms) 1 and 10 ms are usleep_range. */
    @ParameterizedTest
    @CsvSource({"9900,USLEEP_RANGE,1000000", "9901,USLEEP_RANGE,10000000", "9902,MSLEEP,100000000",
        "9905,MSLEEP,1000000000", "-2,COND_RESCHED,0"})
    void v613SleepsThroughFsleep(int status, Primitive primitive, long requestedNs) {
        boolean[] again = new boolean[1];
        List<SleepRecord> s = delay("6.13", false, status, again);
        assertTrue(again[0]);
        assertEquals(primitive, s.get(0).primitive());
        assertEquals(requestedNs, s.get(0).requestedNs());
    }

    @Test
    void nonBusyStatusesEndTheLoopInEveryEra() {
        for (String v : List.of("5.16", "5.17", "6.13")) {
            for (int status : new int[] {0, -1, -3, -9000, 1, 9906}) {
                boolean[] again = new boolean[1];
                assertTrue(delay(v, true, status, again).isEmpty());
                assertFalse(again[0], v + " " + status);
            }
        }
    }
}
