package dev.oversleep.acpi.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.LoadReport;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The example machine the project ships (firmware-models/acpi/example-laptop.asl): it loads
 * cleanly, and its S3 path runs what the ASL's header says, in Linux's order, with the Sleep
 * requests summed there by hand.
 */
class ExampleLaptopTest {
    static final Path EXAMPLE = Path.of("firmware-models/acpi/example-laptop.aml");

    static CensusFirmware.Run start(int fill, AcpiOsSleepPolicy policy, int hz) {
        PlatformProfile laptop = PlatformProfile.load("generic-x86-laptop");
        return CensusFirmware.boot(EXAMPLE, KernelProfile.of("6.12", 250), laptop, 1, fill, InterpreterMode.SLACK)
                .start(KernelProfile.of("6.12", hz), laptop, policy, 1);
    }

    @Test
    void loadsWithoutAProblem() {
        LoadReport r = LoadReport.of("example", AcpiMachine.load(EXAMPLE));
        assertEquals(List.of(), r.warnings());
        assertEquals(19, r.methods(), "the ASL's 19 Methods");
        assertEquals(7, r.sleepSites());
        assertEquals(1, r.stallSites());
    }

    /**
     * Worked out from the ASL: dpm_list is RP01, XHCI, GFX0 (namespace order), suspended from
     * its end; PXP's only user is RP01; no _TTS, no \_SI._SST.
     */
    @Test
    void theS3PathRunsInLinuxsOrder() {
        List<String> trace = new ArrayList<>();
        S3Path.Outcome o = S3Path.run(start(0x00, AcpiOsSleepPolicy.USLEEP_SLACK, 250), trace);
        assertEquals(List.of(
                "\\_SB.PCI0.GFX0._PS3", "\\_SB.PCI0.XHCI._PS3", "\\_SB.PCI0.RP01._PS3", "\\_SB.PCI0.RP01.PXP._OFF",
                "\\_S3_", "\\_PTS(3)", "\\_WAK(3)",
                "\\_SB.PCI0.RP01.PXP._STA",
                "\\_SB.PCI0.RP01.PXP._ON", "\\_SB.PCI0.RP01._PS0", "\\_SB.PCI0.XHCI._PS0", "\\_SB.PCI0.GFX0._PS0"), trace);
        assertTrue(o.s3());
        assertEquals(3, o.devices());
        assertEquals(1, o.powerResources());
        assertEquals(List.of(), o.result().failures());
        assertEquals(0, o.result().timeouts());
    }

    /**
     * Fill 0x00: 10 x 1 + 8 x 2 + 10 + 10 + 20 + 100 + 10 = 176 ms in 23 Sleeps; fill 0xFF ends
     * both polls at their first read: 176 - 10 - 16 = 150 ms in 5.
     */
    @ParameterizedTest
    @CsvSource({"0x00, 176, 23", "0xFF, 150, 5"})
    void requestsTheSleepsTheAslSums(String fill, long requestedMs, int sleeps) {
        S3Path.Result r = S3Path.run(start(Integer.decode(fill), AcpiOsSleepPolicy.USLEEP_EXACT, 250)).result();
        assertEquals(requestedMs * 1_000_000, r.requestedNs());
        assertEquals(sleeps, r.sleeps());
        assertEquals(1, r.stalls(), "XHCI._PS0's Stall (50)");
    }

    /**
     * msleep(m) on 6.12 is schedule_timeout(msecs_to_jiffies(m)) (the extra jiffy went in
     * 4381b895f544), and its timer lands in a level-0 bucket that expires one jiffy later
     * (calc_index(), kernel/time/timer.c): at HZ=100, ceil(m / 10) + 1 jiffies, so the 23 Sleeps
     * take 20 x 10 + 20 x 8 + 20 + 20 + 30 + 110 + 20 = 560 ms, less what the first sleep's tick
     * was already past, plus the wake-ups.
     */
    @Test
    void msleepAtHz100IsTheJiffySumTheAslGives() {
        S3Path.Result r = S3Path.run(start(0x00, AcpiOsSleepPolicy.MSLEEP, 100)).result();
        long ms = 1_000_000;
        assertTrue(r.totalNs() > 550 * ms && r.totalNs() < 562 * ms, "msleep HZ=100: " + r.totalNs());
    }
}
