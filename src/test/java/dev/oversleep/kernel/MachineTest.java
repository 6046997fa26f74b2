package dev.oversleep.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.sim.SimRandom;
import org.junit.jupiter.api.Test;

/** What the CPUs of the machine do while the task is elsewhere, and where wake-ups put the task. */
class MachineTest {
    private static Kernel on(String version, String platform, int startCpu) {
        return new Kernel(KernelProfile.of(version, 1000), PlatformProfile.load(platform), new VirtualTimebase(0),
                new SimRandom(3), 0, RunQueue.IDLE, startCpu);
    }

    /**
     * A CPU idle for 10 s with no interrupt would keep the base its idle entry left; the
     * softlockup watchdog hrtimer (every 4 s on every CPU) interrupts it, and each exit from that
     * interrupt brings base-&gt;clk to jiffies. So CPU 0, idle since the start, lags by less than
     * 4000 jiffies when the I/O interrupt wakes the task onto it at 10 s; on a platform without
     * periodic timers it lags by the whole 10 000.
     */
    @Test
    void theWatchdogBoundsHowStaleAnIdleCpusBaseGets() {
        Kernel k = on("4.10", "openpower-p8-tpm", 5);
        k.waitForInterrupt(10_000_000_000L, 0);
        assertEquals(0, k.cpu(), "4.10: the idle waker pulls the task");
        long lag = k.jiffies() - k.machine().base(0).clk();
        assertTrue(lag > 0 && lag < 4000, "lag " + lag);

        Kernel bare = new Kernel(KernelProfile.of("4.10", 1000), Platforms.ideal(), new VirtualTimebase(0),
                new SimRandom(3), 0, RunQueue.IDLE, 2);
        bare.waitForInterrupt(10_000_000_000L, 0);
        assertEquals(10_000, bare.jiffies() - bare.machine().base(0).clk());
    }

    /** Timer wake-ups never move the task; an interrupt's wake-up moves it to an idle waker up to v4.15 only. */
    @Test
    void wakeUpsGoWhereTheEraPutsThem() {
        for (String v : new String[] {"4.7", "4.15", "4.16", "6.12"}) {
            Kernel k = on(v, "openpower-p8-tpm", 17);
            k.msleep(5);
            k.usleepRange(2000, 2300);
            assertEquals(17, k.cpu(), v);
            k.waitForInterrupt(k.now() + 1_000_000, 0);
            assertEquals(v.equals("4.7") || v.equals("4.15") ? 0 : 17, k.cpu(), v);
            assertEquals(k.cpu() == 0 ? 1 : 0, k.migrations());
        }
    }

    /** --cpus keeps cores and cache domains where they divide the count. */
    @Test
    void aSmallerMachineKeepsItsCores() {
        PlatformProfile p = PlatformProfile.load("openpower-p8-tpm");
        assertEquals(new CpuTopology(160, 8, 8), p.topology());
        assertEquals(new CpuTopology(16, 8, 8), p.withCpus(16).topology());
        assertEquals(new CpuTopology(12, 1, 12), p.withCpus(12).topology());
        assertTrue(p.topology().sharesCache(8, 15) && !p.topology().sharesCache(7, 8));
    }
}
