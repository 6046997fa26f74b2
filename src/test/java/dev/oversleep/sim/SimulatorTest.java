package dev.oversleep.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimulatorTest {
    @Test
    void eventsRunInTimeOrderAndTiesInSchedulingOrder() {
        Simulator sim = new Simulator(1, 1000);
        List<String> seen = new ArrayList<>();
        sim.at(20, () -> seen.add("b@20"));
        sim.at(10, () -> seen.add("a@10"));
        sim.at(20, () -> seen.add("c@20"));
        sim.at(10, () -> sim.after(10, () -> seen.add("d@20 scheduled last")));
        sim.run();
        assertEquals(List.of("a@10", "b@20", "c@20", "d@20 scheduled last"), seen);
        assertEquals(20, sim.nowNs());
    }

    @Test
    void aRunawayModelHitsTheEventBudgetInsteadOfHanging() {
        Simulator sim = new Simulator(1, 100);
        Runnable[] again = new Runnable[1];
        again[0] = () -> sim.after(1, again[0]);
        sim.at(0, again[0]);
        assertThrows(IllegalStateException.class, sim::run);
        assertThrows(IllegalArgumentException.class, () -> sim.at(-1, () -> { }));
    }

    @Test
    void timeNeverGoesBackAndTheSeedReproducesDraws() {
        VirtualClock c = new VirtualClock(5);
        c.advanceBy(10);
        assertEquals(15, c.nowNs());
        assertThrows(IllegalStateException.class, () -> c.advanceTo(14));
        SimRandom a = new SimRandom(42);
        SimRandom b = new SimRandom(42);
        for (int i = 0; i < 100; i++) {
            assertEquals(a.exponential(1000), b.exponential(1000));
        }
        assertEquals(0, a.exponential(0));
    }

    @Test
    void aCpuRunsOneTaskAtATime() {
        SimCpu cpu = new SimCpu(0);
        cpu.start("usb");
        assertThrows(IllegalStateException.class, () -> cpu.start("audio"));
        cpu.stop(1500);
        assertEquals(1500, cpu.busyNs());
        assertEquals(true, cpu.idle());
    }
}
