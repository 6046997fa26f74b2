package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * select_idle_sibling() when the target is busy, by era, on a 4-core SMT2 laptop (one LLC) and
 * on POWER8 (SMT8, the LLC one core). The expected CPUs follow the loops of kernel/sched/fair.c
 * in v4.7.4 and v4.10.17 by hand.
 */
class SelectIdleSiblingTest {
    private static final CpuTopology LAPTOP = new CpuTopology(8, 2, 8);
    private static final CpuTopology POWER8 = new CpuTopology(160, 8, 8);

    private static IntPredicate busy(Integer... cpus) {
        Set<Integer> b = Set.of(cpus);
        return cpu -> !b.contains(cpu);
    }

    @Test
    void anIdleTargetOrAnIdleCacheSharingPrevIsKept() {
        for (SelectIdleSibling s : SelectIdleSibling.values()) {
            assertEquals(3, s.select(LAPTOP, 5, 3, busy()));
            assertEquals(5, s.select(LAPTOP, 5, 3, busy(3)));
            assertEquals(16, s.select(POWER8, 16, 16, busy()));
        }
    }

    /**
     * v4.7: at the LLC (MC) level the groups are the cores; core 0 holds the target, so the
     * first core after it with both threads idle: core 1 (CPU 2); with CPU 3 busy too, core 2 is
     * half busy (5), so core 3 (CPU 6); with every core half busy, the SMT level: the target's
     * sibling, CPU 1. v4.10: select_idle_core() wraps from the target over CPUs — CPU 2 is the
     * first whose core is idle; then, no idle core, select_idle_cpu() takes the first idle CPU
     * from the target: CPU 1.
     */
    @Test
    void aBusyTargetOnTheLaptop() {
        SelectIdleSibling old = SelectIdleSibling.of(KernelVersion.parse("4.7"));
        SelectIdleSibling now = SelectIdleSibling.of(KernelVersion.parse("4.10"));
        assertEquals(2, old.select(LAPTOP, 0, 0, busy(0)));
        assertEquals(6, old.select(LAPTOP, 0, 0, busy(0, 3, 5)));
        assertEquals(1, old.select(LAPTOP, 0, 0, busy(0, 3, 5, 7)));
        assertEquals(2, now.select(LAPTOP, 0, 0, busy(0)));
        assertEquals(6, now.select(LAPTOP, 0, 0, busy(0, 3, 5)));
        assertEquals(1, now.select(LAPTOP, 0, 0, busy(0, 3, 5, 7)));
        assertEquals(0, now.select(LAPTOP, 0, 0, cpu -> false), "nothing idle: the target");
    }

    /**
     * POWER8: the LLC is the core, so both eras stay among the target core's eight threads: the
     * first idle one after the target, wrapping within the core (4.7 walks the SMT groups from the
     * target's in CPU order; 4.10's select_idle_cpu() wraps from the target).
     */
    @Test
    void aBusyTargetOnPower8StaysInItsCore() {
        for (String v : new String[] {"4.7", "4.10"}) {
            SelectIdleSibling s = SelectIdleSibling.of(KernelVersion.parse(v));
            assertEquals(21, s.select(POWER8, 20, 20, busy(20)));
            assertEquals(16, s.select(POWER8, 20, 22, busy(20, 22, 23)), v);
        }
    }
}
