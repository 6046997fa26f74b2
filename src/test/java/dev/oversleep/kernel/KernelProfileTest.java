package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** The timer-base eras, with the two stable backports of 2fe59f507a65 as issue #11 dates them. */
    @Test
    void releasesMapToTheirTimerBaseEra() {
        assertEquals(TimerEra.CASCADING, KernelProfile.of("4.7", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_IDLE, KernelProfile.of("4.8", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_IDLE, KernelProfile.of("4.9.45", 1000).timerEra());
        assertEquals(TimerEra.MUST_FORWARD_CLK, KernelProfile.of("4.9.46", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_IDLE, KernelProfile.of("4.12.9", 1000).timerEra());
        assertEquals(TimerEra.MUST_FORWARD_CLK, KernelProfile.of("4.12.10", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_IDLE, KernelProfile.of("4.11.12", 1000).timerEra());
        assertEquals(TimerEra.MUST_FORWARD_CLK, KernelProfile.of("4.13", 1000).timerEra());
        assertEquals(TimerEra.MUST_FORWARD_CLK, KernelProfile.of("5.8", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_BEHIND, KernelProfile.of("5.9", 1000).timerEra());
        assertEquals(TimerEra.FORWARD_WHEN_BEHIND, KernelProfile.of("6.18", 1000).timerEra());
        assertEquals(WakeAffinity.PULL_TO_IDLE_WAKER, WakeAffinity.of(KernelVersion.parse("4.15")));
        assertEquals(WakeAffinity.KEEP_IDLE_PREV, WakeAffinity.of(KernelVersion.parse("4.16")));
    }

    @Test
    void theFactoriesNameTheTickConfiguration() {
        assertTrue(KernelProfile.nohzIdle(KernelVersion.parse("4.9"), Hz.of(1000)).nohz());
        assertFalse(KernelProfile.periodicTick(KernelVersion.parse("4.9"), Hz.of(1000)).nohz());
    }

    @Test
    void releasesParseWithPatchLevelsAndPrefixes() {
        assertEquals(KernelVersion.of(6, 12, 3), KernelVersion.parse("6.12.3"));
        assertEquals("6.12.3", KernelVersion.parse("6.12.3").toString());
        assertEquals("6.12", KernelVersion.parse("6.12.0").toString());
        assertTrue(KernelVersion.parse("4.9.46").after(KernelVersion.parse("4.9")));
        assertTrue(KernelVersion.parse("4.9.46").before(KernelVersion.parse("4.10")));
        assertEquals(KernelVersion.of(5, 16), KernelVersion.parse("v5.16"));
        assertEquals(KernelVersion.of(6, 14), KernelVersion.parse("6.14-rc2"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"banana", "6", "6.x", "2.4", "7.3", "99.1", "", "5.20", "3.20", "4.21"})
    void unknownErasAreRefused(String v) {
        BadValueException e = assertThrows(BadValueException.class, () -> KernelVersion.parse(v));
        assertEquals("kernel release", e.subject());
        assertFalse(e.getMessage().contains("--"), "the model names no flag: " + e.getMessage());
        assertTrue(e.relabeled("--kernel").getMessage().startsWith("--kernel '" + v + "': "));
    }
}
