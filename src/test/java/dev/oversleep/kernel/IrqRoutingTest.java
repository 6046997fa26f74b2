package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadValueException;
import dev.oversleep.sim.DurationStats;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where completion interrupts land, and what that does to an msleep armed right after the
 * wake-up: on one fixed CPU (XICS on PowerNV) the task's base is never stale; spread over the
 * machine (the what-if), each wake-up pulls the task (up to v4.15) onto a CPU idle since its last
 * watchdog interrupt, and v4.8 to v4.12 arm the msleep against that CPU's stale base.
 */
class IrqRoutingTest {
    private static final PlatformProfile P8 = PlatformProfile.load("openpower-p8-tpm");

    private static Map<String, Long> lateOfIoWaitMsleep(String version, IrqRouting routing, int iterations) {
        Kernel k = Kernel.virtualOnSeededCpu(KernelProfile.of(version, 1000), P8, 11);
        k.machine().routeInterrupts(routing);
        List<SleepSweep.Row> rows = SleepSweep.run(k, SleepCall.parse("msleep"), List.of(2L), iterations,
                LoopMode.IO_WAIT, 1_000_000L);
        return rows.get(0).lateByReason();
    }

    @Test
    void parsesACpuOrDistributedAndRefusesTheRest() {
        assertEquals(IrqRouting.fixed(3), IrqRouting.parse("3", 160));
        assertTrue(IrqRouting.parse("distributed", 160).distributed());
        assertEquals(IrqRouting.PLATFORM, IrqRouting.parse(null, 160));
        assertEquals("interrupt CPU '160': no such CPU (160 CPUs)",
                assertThrows(BadValueException.class, () -> IrqRouting.parse("160", 160)).getMessage());
        assertThrows(BadValueException.class, () -> IrqRouting.parse("-1", 160));
        assertThrows(BadValueException.class, () -> IrqRouting.parse("any", 160));
    }

    /** Fixed routing names one CPU; distributed draws over the machine, the same draws for the same seed. */
    @Test
    void distributedDrawsEveryPartOfTheMachineBySeed() {
        Kernel a = Kernel.virtual(KernelProfile.of("4.10", 1000), P8, 5);
        assertEquals(0, a.machine().irqCpu());
        a.machine().routeInterrupts(IrqRouting.fixed(42));
        assertEquals(42, a.machine().irqCpu());
        assertEquals(42, a.machine().fixedIrqCpu());
        a.machine().routeInterrupts(IrqRouting.distributedUniformly());
        Kernel b = Kernel.virtual(KernelProfile.of("4.10", 1000), P8, 5);
        b.machine().routeInterrupts(IrqRouting.distributedUniformly());
        BitSet seen = new BitSet();
        for (int i = 0; i < 2000; i++) {
            int cpu = a.machine().irqCpu();
            assertEquals(cpu, b.machine().irqCpu());
            seen.set(cpu);
        }
        assertEquals(160, seen.cardinality());
    }

    /**
     * The stale base by era, from the simulation alone, after I/O waits of 1 ms mean (as an OPAL
     * I2C request's): with interrupts spread over the machine, msleep(2) after the wake-up lands a
     * level or two up on v4.8–v4.12 (the window after NOHZ idle exit before the CPU's first tick,
     * one of 2fe59f507a65's holes), the task having been pulled onto a CPU idle since its last
     * watchdog interrupt; v4.13 and the 4.9.46 backport forward the base (must_forward_clk),
     * v4.16 keeps the task where it slept, and the cascading v4.7 wheel has no base clock to be
     * stale. With the interrupt on one CPU only the first wake-up, which brings the task to that
     * CPU (idle since before the run), can be late; after it the base lags by the 1 ms wait only.
     */
    @ParameterizedTest
    @CsvSource({"4.7, false", "4.8, true", "4.10, true", "4.12, true", "4.9.46, false", "4.13, false",
            "4.16, false"})
    void onlyTheOpenWindowOfItsEraMakesTheSleepLate(String version, boolean stale) {
        Map<String, Long> spread = lateOfIoWaitMsleep(version, IrqRouting.distributedUniformly(), 30);
        if (stale) {
            long staleSleeps = spread.entrySet().stream().filter(e -> e.getKey().startsWith("stale-base:level-"))
                    .mapToLong(Map.Entry::getValue).sum();
            assertTrue(staleSleeps >= 25, version + " " + spread);
        } else {
            assertEquals(Map.of(), spread, version);
        }
        Map<String, Long> fixed = lateOfIoWaitMsleep(version, IrqRouting.PLATFORM, 30);
        long lateFixed = fixed.values().stream().mapToLong(Long::longValue).sum();
        assertTrue(lateFixed <= (stale ? 1 : 0), version + " fixed " + fixed);
    }

    /** Distributed routing is seeded: the same seed gives the same durations. */
    @Test
    void distributedRoutingIsDeterministic() {
        DurationStats[] s = new DurationStats[2];
        for (int i = 0; i < 2; i++) {
            Kernel k = Kernel.virtualOnSeededCpu(KernelProfile.of("4.10", 250), P8, 7);
            k.machine().routeInterrupts(IrqRouting.distributedUniformly());
            s[i] = SleepSweep.run(k, SleepCall.parse("msleep"), List.of(1L, 5L), 20, LoopMode.IO_WAIT, 500_000_000L)
                    .get(1).samples().stats();
        }
        assertEquals(s[0], s[1]);
    }
}
