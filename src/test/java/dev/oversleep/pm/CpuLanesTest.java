package dev.oversleep.pm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CpuLanesTest {
    @Test
    void workFillsTheFirstGapAtOrAfterItsReadyTime() {
        CpuLanes lanes = new CpuLanes(1);
        assertEquals(110, lanes.run(0, 100, 10), "an idle CPU runs work at once");
        assertEquals(30, lanes.run(0, 20, 10), "work earlier in time is not delayed by work placed before it");
        assertEquals(120, lanes.run(0, 105, 10), "ready while busy: after the running work");
        assertEquals(60, lanes.run(0, 25, 30), "does not fit before 100: placed in the gap 30..100");
        assertEquals(161, lanes.run(0, 60, 41), "the gap 60..100 is one unit short: after the work ending at 120");
        assertEquals(100, lanes.run(0, 60, 40), "exactly fits the gap 60..100");
        assertFalse(lanes.idleAt(0, 100));
        assertTrue(lanes.idleAt(0, 200));
        assertEquals(161, lanes.freeFrom(0, 125));
    }
}
