package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.sim.SimRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The fromIdle bug of issue #11: a CPU that was busy keeps its tick, and each tick's softirq
 * leaves base-&gt;clk one ahead of jiffies, NOHZ or not.
 *
 * <p>HZ=250 (4 ms ticks), ticks at multiples of TICK_NSEC, the call at 1 ms (jiffies 0, a
 * quarter into the tick). udelay(8000) busy-waits two ticks to 9 ms (jiffies 2); the ticks at
 * 4 and 8 ms ran their timer softirq, so base-&gt;clk = 3 (v4.13-v5.8: run_timer_softirq clears
 * must_forward_clk and __run_timers leaves clk = jiffies + 1). schedule_timeout(63): expires =
 * 65, delta = 65 - 3 = 62 &lt; 63 → level 0 → bucket 66 → fires at 264 ms: 255 ms. The old
 * model took the busy CPU for one coming out of NOHZ idle (clk = jiffies = 2): delta 63 →
 * level 1 → (floor(65 / 8) + 1) * 8 = 72 → 288 ms: 279 ms with NOHZ, 255 ms without.
 */
class BusyCpuKeepsItsTickTest {
    private static final long MS = 1_000_000;

    @ParameterizedTest
    @CsvSource({"4.14,true", "4.14,false", "5.8,true", "5.8,false"})
    void scheduleTimeoutAfterUdelayLastsTheSameWithAndWithoutNohz(String version, boolean nohz) {
        KernelProfile p = nohz ? KernelProfile.nohzIdle(KernelVersion.parse(version), Hz.of(250)) : KernelProfile.periodicTick(KernelVersion.parse(version), Hz.of(250));
        Kernel k = new Kernel(p, Platforms.ideal(), new VirtualTimebase(MS), new SimRandom(7), 0, RunQueue.IDLE);
        k.udelay(8000);
        long t0 = k.now();
        k.scheduleTimeout(63);
        assertEquals(255 * MS, k.now() - t0);
    }
}
