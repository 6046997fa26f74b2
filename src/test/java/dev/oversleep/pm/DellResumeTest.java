package dev.oversleep.pm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.SharedData;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The shipped 7390 machine runs the 7390's own AML from the tables the user passes (the tests
 * pass the shared dump; the product names none), and the acpi_os_sleep policy reaches it.
 */
class DellResumeTest {
    private static PmResult.StrategyRun resume(AcpiOsSleepPolicy policy, int hz) {
        Path dump = SharedData.file("acpi/dell-xps-13-7390.acpidump.txt");
        PmMachine m = MachineFile.load("dell-xps-13-7390").withAcpidump(dump.toString()).machine();
        KernelProfile k = new KernelProfile(KernelVersion.parse("6.12"), Hz.of(hz), true, false);
        return new PmSimulation(m, k, PlatformProfile.load("generic-x86-laptop"), policy, () -> AcpiMachine.load(dump), 4,
                Placement.SPREAD, 1).run(false, PmStrategy.ASYNC_6_16);
    }

    @Test
    void theBuiltInMachineCarriesNoTables() {
        PmMachine m = MachineFile.load("dell-xps-13-7390").machine();
        assertNull(m.acpidump(), "a built-in machine must not depend on test data");
        assertTrue(m.firstAmlCallback() != null, "its callbacks run AML, so the user must pass --acpidump");
    }

    @Test
    void wakeRunsTheThunderboltHandshakeAndThePolicyChangesItsWait() {
        PmResult.StrategyRun msleep = resume(AcpiOsSleepPolicy.MSLEEP, 100);
        PmResult.StrategyRun hrtimer = resume(AcpiOsSleepPolicy.USLEEP_SLACK, 100);
        assertEquals(0, msleep.errors().size(), msleep.errors().toString());
        AmlSleep poll = msleep.amlSleeps().get(0);
        assertEquals("\\_GPE.OSUP", poll.method(), "the OS_UP mailbox poll reached through \\_WAK -> TINI");
        assertEquals(50, poll.requested());
        assertEquals(1, msleep.amlSleeps().size(), "acked 30 ms after the command: one Sleep(50)");
        assertTrue(poll.modeledNs() >= 59_000_000L, "msleep(50) at HZ=100 is 6 ticks: " + poll.modeledNs());
        long slack = hrtimer.amlSleeps().get(0).modeledNs();
        assertTrue(slack >= 50_000_000L && slack < 51_000_000L, "usleep_range(50000, 50050): " + slack);
        DeviceRun wakeMsleep = msleep.devices().get(0);
        DeviceRun wakeHrtimer = hrtimer.devices().get(0);
        assertEquals(PmSimulation.PLATFORM, wakeMsleep.device());
        assertTrue(wakeHrtimer.endNs() < wakeMsleep.endNs(), "_WAK ends earlier with the hrtimer sleep");
        // The next msleep(10) expires two jiffies after the jiffy it starts in; _WAK's end moves within one
        // jiffy, so the saving can vanish at the next tick: never longer, possibly the same.
        assertTrue(hrtimer.totalNs() <= msleep.totalNs());
        PmSimulationTest.assertOrdered(MachineFile.load("dell-xps-13-7390").machine(), msleep, false, PmStrategy.ASYNC_6_16);
    }
}
