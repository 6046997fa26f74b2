package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * AML's Timer through acpi_os_get_timer: since Linux 4.20 (and 4.18.19, 4.19.2) it counts
 * jiffies, so firmware that polls Timer between Stalls waits for a tick. Expected counts derived
 * from timer.asl by hand, on an ideal kernel whose clock and first tick are at 0.
 */
class AcpiTimerTest {
    private static final Path TIMER = Path.of("src/test/resources/acpi/timer.aml");

    private static long stalls(String version, int hz, String method) {
        Kernel k = OversleepMirror.idealKernel(version, hz);
        AmlRun run = AmlRunner.boot(AcpiMachine.load(TIMER), AmlRunner.Options.DEFAULT, k, AcpiOsSleepPolicy.MSLEEP)
                .newRun(k, AcpiOsSleepPolicy.MSLEEP);
        AmlCall c = run.callWithIntegers(method, List.of());
        assertEquals(c.totals().stalls(), ((AmlValue.Int) c.value()).value(), "each iteration stalls once");
        return ((AmlValue.Int) c.value()).value();
    }

    /**
     * TICK: Stall (100) until Timer moves. Counting jiffies it moves at the first tick: 4 ms at
     * HZ=250 (40 Stalls), 10 ms at HZ=100 (100), 1 ms at HZ=1000 (10); reading ktime_get() / 100
     * (4.19) it moves after the first Stall.
     */
    @ParameterizedTest
    @CsvSource({"6.12,250,40", "6.12,100,100", "6.12,1000,10", "4.20,250,40", "4.19.2,250,40", "4.18.19,250,40",
            "4.19,250,1", "4.18,250,1", "4.14,1000,1"})
    void timerMovesOnceATickSince420(String version, int hz, long expected) {
        assertEquals(expected, stalls(version, hz, "\\TICK"));
    }

    /**
     * TOUT: a 1 ms timeout (10,000 units) polled every 50 us. With jiffies the first step of
     * 10^7 / HZ units ends it at the first tick: 4 ms at HZ=250 (80 Stalls), 10 ms at HZ=100
     * (200), 1 ms at HZ=1000 (20); at HZ=300 one step is 33,333 units, the tick 3,333,333 ns:
     * 67 Stalls (3.35 ms, the first poll at or past the tick). With ktime_get() exactly 1 ms (20).
     */
    @ParameterizedTest
    @CsvSource({"6.12,250,80", "6.12,100,200", "6.12,1000,20", "6.12,300,67", "4.19,250,20", "4.19,100,20"})
    void aOneMillisecondTimeoutLastsATick(String version, int hz, long expected) {
        assertEquals(expected, stalls(version, hz, "\\TOUT"));
    }
}
