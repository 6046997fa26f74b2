package dev.oversleep.acpi.census;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The S3 path's order and choices on census/s3-path.asl, whose every method sleeps a number of
 * milliseconds of its own: which devices are power-manageable and present, children suspended
 * before parents and resumed after them, _PS3 before releasing power resources and _ON before
 * _PS0, a resource shared by two devices switched only by its last and first user, a failed
 * _PS3 leaving its device in D0.
 */
class S3PathTest {
    static final Path FIXTURE = Path.of("src/test/resources/acpi/census/s3-path.aml");

    /** The objects the timed path evaluates, in order, worked out by hand from the ASL. */
    static final List<String> EXPECTED = List.of(
            "\\_TTS(3)",
            "\\_SB.BADD._PS3", // fails: BADD stays in D0 and keeps PRC
            "\\_SB.FUNC.KID2._PS3",
            "\\_SB.DEVA.CHLD._PS3",
            "\\_SB.DEVA._PS3",
            "\\PRA._OFF", // DEVA was its last user (DEVB, without _PS3, released it first)
            "\\_S3_", "\\_PTS(3)", "\\_SI._SST(3)",
            "\\_SI._SST(2)", "\\_WAK(3)", "\\_SI._SST(1)",
            // the scan meets \_SB (created first, as ACPICA's predefined scopes are) before the root's
            // PowerResources: DEVA's _PR0 adds PRA, BADD's adds PRC, then the walk reaches PRB
            "\\PRA._STA", "\\PRC._STA", "\\PRB._STA",
            "\\PRA._ON", "\\_SB.DEVA._PS0",
            "\\_SB.DEVA.CHLD._PS0",
            "\\_SB.DEVB._PS0",
            "\\_SB.FUNC.KID2._PS0",
            "\\_TTS(0)");

    /** 4 + 96 + 72 + 62 + 42 + 10 + 33 + 32 + 20 + 31 + 41 + 61 + 71 + 81 + 95 + 1, from the ASL. */
    static final long REQUESTED_MS = 752;

    static CensusFirmware.Run start(AcpiOsSleepPolicy policy, int hz) {
        PlatformProfile laptop = PlatformProfile.load("generic-x86-laptop");
        return CensusFirmware.boot(FIXTURE, KernelProfile.of("6.12", 250), laptop, 1, 0x00, InterpreterMode.SLACK)
                .start(KernelProfile.of("6.12", hz), laptop, policy, 1);
    }

    @Test
    void runsWhatLinuxRunsInLinuxsOrder() {
        List<String> trace = new ArrayList<>();
        S3Path.Outcome o = S3Path.run(start(AcpiOsSleepPolicy.USLEEP_EXACT, 250), trace);
        assertEquals(EXPECTED, trace);
        assertTrue(o.s3());
        assertEquals(5, o.devices(), "DEVA, CHLD, DEVB, KID2, BADD");
        assertEquals(3, o.powerResources());
        assertEquals(REQUESTED_MS * 1_000_000, o.result().requestedNs());
        assertEquals(16, o.result().sleeps());
        assertEquals(EXPECTED.size(), o.result().evaluated());
        assertEquals(1, o.result().failures().size(), o.result().failures().toString());
        assertTrue(o.result().failures().get(0).startsWith("AE_AML_DIVIDE_BY_ZERO"), o.result().failures().get(0));
        assertEquals(0, o.result().timeouts());
    }

    @ParameterizedTest
    @EnumSource(AcpiOsSleepPolicy.class)
    void neverShorterThanRequestedExceptTheEarlyReturningEra(AcpiOsSleepPolicy policy) {
        for (int hz : new int[] {100, 250, 1000}) {
            S3Path.Result r = S3Path.run(start(policy, hz)).result();
            assertEquals(REQUESTED_MS * 1_000_000, r.requestedNs());
            if (policy != AcpiOsSleepPolicy.SCHEDULE_TIMEOUT) {
                assertTrue(r.totalNs() >= r.requestedNs(), policy + " HZ=" + hz + ": " + r.totalNs());
            }
        }
    }

    @Test
    void usleepExactTakesTheRequestPlusOneWakeupPerSleep() {
        S3Path.Result r = S3Path.run(start(AcpiOsSleepPolicy.USLEEP_EXACT, 250)).result();
        long extra = r.totalNs() - r.requestedNs();
        // generic-x86-laptop: wake-up latency at least 10 us per Sleep, mean 85 us
        assertTrue(extra >= 16 * 10_000L && extra < 16 * 2_000_000L, "extra " + extra);
    }

    @Test
    void stepKeysIgnoreNamePadding() {
        assertEquals("\\_S3", S3Steps.key("\\_S3_"));
        assertEquals("\\_SB.PCI0._ON", S3Steps.key("\\_SB_.PCI0._ON_"));
        assertEquals("\\_", S3Steps.key("\\____"));
        assertEquals("\\", S3Steps.key("\\"));
    }
}
