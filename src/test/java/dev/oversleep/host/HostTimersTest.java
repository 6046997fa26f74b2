package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Host invariants only: never early, counts, monotonic time, sane units. No latency values. */
class HostTimersTest {
    private final HostTimers timers = HostTimers.load();

    @ParameterizedTest
    @EnumSource(SleepMethod.class)
    void everyMethodSleepsAtLeastTheRequest(SleepMethod method) {
        long[] actual = timers.measureSleeps(method, 200_000, 25, HostTimers.progressCell());
        assertEquals(25, actual.length);
        for (long a : actual) {
            assertTrue(a >= 200_000, method + " woke after " + a + " ns");
            assertTrue(a < 10_000_000_000L, method + " unit sanity: " + a + " ns");
        }
    }

    @Test
    void progressCellCountsEverySample() {
        var cell = HostTimers.progressCell();
        timers.measureSleeps(SleepMethod.TIMERFD, 10_000, 17, cell);
        assertEquals(17, cell.getInt(0));
    }

    @Test
    void cyclicLatenciesAreNeverNegative() {
        HostTimers.CyclicSamples s = timers.measureCyclic(SleepMethod.NANOSLEEP_ABS, 500_000, 40, null);
        assertEquals(40, s.latencyNs().length);
        assertTrue(s.overruns() >= 0);
        for (long l : s.latencyNs()) {
            assertTrue(l >= 0, "latency " + l);
        }
    }

    @Test
    void monotonicClockNeverGoesBackAndCoarseResolutionIsOneTick() {
        long a = timers.monotonicNs();
        timers.sleep(SleepMethod.NANOSLEEP, 1_000);
        long b = timers.monotonicNs();
        assertTrue(b - a >= 1_000);
        Integer hz = HostFactsReader.hzFromTick(timers.resolutionNs(HostClock.MONOTONIC_COARSE));
        assertTrue(hz != null && hz >= 24 && hz <= 10_000, "HZ " + hz);
    }

    @Test
    void aFailedCallNamesTheCallAndTheErrno() {
        NativeCallException e = assertThrows(NativeCallException.class,
                () -> timers.sleep(SleepMethod.NANOSLEEP, 0));
        assertEquals("ovs_sleep_ns(nanosleep) failed: Invalid argument (EINVAL)", e.getMessage());
        assertEquals(22, e.errno());
        assertThrows(NativeCallException.class, () -> timers.sleepUntil(SleepMethod.TIMERFD, 1));
    }

    @Test
    void slackIsPerThreadAndReadsBack() throws InterruptedException {
        long mine = timers.timerSlackNs();
        AtomicReference<Long> seen = new AtomicReference<>();
        Thread t = new Thread(() -> {
            timers.setTimerSlackNs(123_456);
            seen.set(timers.timerSlackNs());
        });
        t.start();
        t.join();
        assertEquals(123_456L, seen.get());
        assertEquals(mine, timers.timerSlackNs());
    }
}
