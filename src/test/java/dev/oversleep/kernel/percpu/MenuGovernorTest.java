package dev.oversleep.kernel.percpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.input.Param;
import dev.oversleep.kernel.IdleState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * menu_select() and menu_update() of drivers/cpuidle/governors/menu.c (v4.10), with values
 * worked out by hand from the C for POWER8's states (snooze 0/0, Nap 4 us/100 us, FastSleep
 * 40 us/300 ms).
 */
class MenuGovernorTest {
    private static final List<IdleState> P8 = List.of(
            state("snooze", 0, 0, false, true), state("Nap", 4_000, 100_000, false, false),
            state("FastSleep", 40_000, 300_000_000, true, false));

    private static IdleState state(String name, long exitNs, long residencyNs, boolean stop, boolean poll) {
        return new IdleState(name, new Param(exitNs, "test"), new Param(residencyNs, "test"), stop, poll);
    }

    /** menu_enable_device() zeroes the intervals: their typical value is 0, so the first choice is state 0. */
    @Test
    void aFreshGovernorPollsFirst() {
        assertEquals(0, new MenuGovernor(P8, false).select(2_000_000_000L, 0));
    }

    /**
     * Eight idles of 4 s that each lasted their sleep length: the factor of bucket 5 stays at
     * RESOLUTION * DECAY (each update: f - f/8 + 1024, with measured &gt;= MAX_INTERESTING), the
     * typical interval is 4 s (variance 0), so a 2 s sleep length predicts 2 s: FastSleep.
     */
    @Test
    void longSteadyIdlesChooseFastSleep() {
        MenuGovernor g = new MenuGovernor(P8, false);
        for (int i = 0; i < 9; i++) {
            g.select(4_000_000_000L, 4_000_000);
            g.reflect(2);
        }
        assertEquals(8192, g.factor(5));
        assertEquals(2, g.select(2_000_000_000L, 4_000_000));
        assertEquals(2_000_000, g.lastPredictedUs);
    }

    /**
     * Idles of 1 ms against a 2 s sleep length (a task waiting for an interrupt while the next
     * timer is the watchdog): each update adds 1024 * 1000 / 2,000,000 = 0 after the decay, so the
     * factor falls by 1/8 each time: 8192 → 7168 → 6272 → ... ; and the typical interval becomes
     * 1 ms. The prediction is then 1 ms (the minimum of the two): Nap, never FastSleep.
     */
    @Test
    void shortIdlesAgainstALongSleepLengthNap() {
        MenuGovernor g = new MenuGovernor(P8, false);
        g.select(2_000_000_000L, 0);
        g.reflect(1);
        g.select(2_000_000_000L, 1004);
        assertEquals(7168, g.factor(5), "8192 - 8192/8 + 1024*(1004-4)/2000000");
        g.reflect(1);
        g.select(2_000_000_000L, 1004);
        assertEquals(6272, g.factor(5), "7168 - 896 + 0");
        for (int i = 0; i < 8; i++) {
            g.reflect(1);
            g.select(2_000_000_000L, 1004);
        }
        g.reflect(1);
        assertEquals(1, g.select(2_000_000_000L, 1004));
        assertEquals(1000, g.lastPredictedUs, "the typical interval: eight idles of 1004 - 4 us");
    }

    /**
     * v4.10 skips a state whose target residency is too long and keeps looking deeper; v4.11
     * stops there. With a state list whose residencies are not in order (state 1 needs 500 us,
     * state 2 only 100 us), a 300 us prediction takes state 2 in 4.10 and state 0 in 4.11.
     */
    @Test
    void v410ContinuesPastATooDeepStateV411Stops() {
        List<IdleState> odd = List.of(state("poll", 0, 0, false, true), state("a", 1_000, 500_000, false, false),
                state("b", 1_000, 100_000, false, false));
        MenuGovernor v410 = new MenuGovernor(odd, false);
        MenuGovernor v411 = new MenuGovernor(odd, true);
        for (MenuGovernor g : List.of(v410, v411)) {
            for (int i = 0; i < 9; i++) {
                g.select(300_000, 300);
                g.reflect(0);
            }
        }
        assertEquals(2, v410.select(300_000, 300));
        assertEquals(0, v411.select(300_000, 300));
    }
}
