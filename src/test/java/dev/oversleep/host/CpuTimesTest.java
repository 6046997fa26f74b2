package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CpuTimesTest {
    @Test
    void busyAndStealFractionsComeFromTheDeltaOfTheCpuLine() {
        // user nice system idle iowait irq softirq steal
        CpuTimes a = CpuTimes.parse("cpu  100 0 50 800 50 0 0 0 0 0");
        CpuTimes b = CpuTimes.parse("cpu  160 0 70 880 60 0 10 20 0 0");
        // deltas: user 60, system 20, idle 80, iowait 10, softirq 10, steal 20: total 200
        CpuTimes.CpuLoad load = CpuTimes.between(a, b).orElseThrow();
        assertEquals(90.0 / 200, load.busyFraction(), 1e-12);
        assertEquals(20.0 / 200, load.stealFraction(), 1e-12);
    }

    @Test
    void noElapsedTimeGivesNoLoadAndAMissingFileGivesNothing() {
        CpuTimes a = CpuTimes.parse("cpu 1 2 3 4 5 6 7 8");
        assertTrue(CpuTimes.between(a, a).isEmpty());
        assertTrue(CpuTimes.read(Path.of("/nonexistent/stat")).isEmpty());
        assertTrue(CpuTimes.read(Path.of("/proc/stat")).isPresent());
    }
}
