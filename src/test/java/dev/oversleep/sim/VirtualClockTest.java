package dev.oversleep.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import org.junit.jupiter.api.Test;

class VirtualClockTest {
    @Test
    void aSumPastTwoToTheSixtyThreeIsTheInputsFault() {
        VirtualClock c = new VirtualClock(Long.MAX_VALUE - 10);
        BadInputException e = assertThrows(BadInputException.class, () -> c.advanceBy(11));
        assertTrue(e.getMessage().contains("292 years"), e.getMessage());
        assertEquals(Long.MAX_VALUE - 10, c.nowNs(), "the clock did not move");
        // a caller that added first and wrapped hands over a negative instant
        assertThrows(BadInputException.class, () -> c.advanceTo(Long.MAX_VALUE - 10 + 11));
    }

    @Test
    void movingBackWithoutAnOverflowIsStillAModellingBug() {
        VirtualClock c = new VirtualClock(1_000);
        assertThrows(IllegalStateException.class, () -> c.advanceTo(999));
        c.advanceBy(Long.MAX_VALUE - 1_000);
        assertEquals(Long.MAX_VALUE, c.nowNs(), "up to 2^63 - 1 ns is fine");
    }
}
