package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KernelProfileTest {
    @Test
    void versionsMapToTheBehavioursThatChanged() {
        assertEquals(WheelKind.CASCADING, KernelProfile.of("4.7", 1000).wheel());
        assertEquals(WheelKind.NON_CASCADING, KernelProfile.of("4.8", 1000).wheel());
        assertTrue(KernelProfile.of("6.11", 250).msleepExtraTick());
        assertFalse(KernelProfile.of("6.12", 250).msleepExtraTick());
        assertNull(KernelProfile.of("5.7", 250).fsleepRules());
        assertEquals(FsleepRules.LEGACY, KernelProfile.of("5.8", 250).fsleepRules());
        assertEquals(FsleepRules.LEGACY, KernelProfile.of("6.12", 250).fsleepRules());
        assertEquals(FsleepRules.TICK_BASED, KernelProfile.of("6.13", 250).fsleepRules());
    }

    @Test
    void theBaseClockLagFollowsTheForwardingHistory() {
        assertEquals(1, KernelProfile.of("6.12", 250).baseClockLag(true, false, 0));
        assertEquals(0, KernelProfile.of("6.12", 250).baseClockLag(false, true, 5000));
        assertEquals(1, KernelProfile.of("5.8", 250).baseClockLag(false, false, 0));
        assertEquals(0, KernelProfile.of("5.8", 250).baseClockLag(false, true, 5000));
        // 4.9 with the stale-clock model: the softirq last ran 5000 ticks ago (clk = U + 1)
        KernelProfile stale = new KernelProfile(KernelVersion.parse("4.9"), Hz.of(1000), true, true);
        assertEquals(1 - 5000, stale.baseClockLag(false, true, 5000));
        assertEquals(1, stale.baseClockLag(true, false, 0));
        KernelProfile off = new KernelProfile(KernelVersion.parse("4.9"), Hz.of(1000), true, false);
        assertEquals(1, off.baseClockLag(false, true, 5000));
        KernelProfile fixed = new KernelProfile(KernelVersion.parse("4.13"), Hz.of(1000), true, true);
        assertEquals(0, fixed.baseClockLag(false, true, 5000));
    }

    @Test
    void releasesParseWithPatchLevelsAndPrefixes() {
        assertEquals(KernelVersion.of(6, 12), KernelVersion.parse("6.12.3"));
        assertEquals(KernelVersion.of(5, 16), KernelVersion.parse("v5.16"));
        assertEquals(KernelVersion.of(6, 14), KernelVersion.parse("6.14-rc2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"banana", "6", "6.x", "2.4", "7.3", "99.1", "", "5.20", "3.20", "4.21"})
    void unknownErasAreRefused(String v) {
        assertThrows(BadInputException.class, () -> KernelVersion.parse(v));
    }
}
