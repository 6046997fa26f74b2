package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.cli.OversleepCommand;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Against a real TPM: swtpm (Debian package 'swtpm'). Under CI, which installs it, these tests
 * must run; on a machine without swtpm they are skipped with the reason.
 */
class SwtpmBackendTest {
    static boolean onPath(String exe) {
        return SwtpmBackendTestSupport.onPath(exe);
    }

    @BeforeAll
    static void needSwtpm() {
        assumeTrue(onPath("swtpm") || "true".equals(System.getenv("CI")),
                "swtpm is not installed (Debian package swtpm); CI installs it and runs these tests");
    }

    @Test
    void theRealTpmEndsWithTheSamePcrAsTheSha256Chain() throws Exception {
        ExtendResult.Run real = TpmFixtures.run(40, DriverEra.USLEEP_RANGE, "4.14", 1000,
                ChipProfile.load("nuvoton-npct650"), () -> SwtpmBackend.start(true), ChipFaults.NONE);
        assertEquals(TpmFixtures.expectedPcr16(40), real.pcrValue());
        ExtendResult.Run embedded = TpmFixtures.run(40, DriverEra.USLEEP_RANGE, "4.14", 1000,
                ChipProfile.load("nuvoton-npct650"), () -> new EmbeddedTpm(1), ChipFaults.NONE);
        assertEquals(embedded.pcrValue(), real.pcrValue());
        assertEquals(embedded.totalNs(), real.totalNs(), "timing comes from the model, not the backend");
    }

    /** tpm2-tools, an independent client, reads the same PCR from the same swtpm. */
    @Test
    void tpm2ToolsReadsTheSamePcr() throws Exception {
        assumeTrue(onPath("tpm2_pcrread") || "true".equals(System.getenv("CI")), "tpm2-tools is not installed");
        SwtpmBackend tpm = SwtpmBackend.start(false);
        try {
            for (int i = 0; i < 10; i++) {
                assertEquals(0, Tpm2.responseCode(tpm.execute(Tpm2.pcrExtend(16, TpmFamily.TPM_2_0.digest(i)))));
            }
            tpm.disconnect();
            ProcessBuilder pb = new ProcessBuilder("tpm2_pcrread", "sha256:16").redirectErrorStream(true);
            pb.environment().put("TPM2TOOLS_TCTI", "swtpm:host=127.0.0.1,port=" + tpm.dataPort());
            Process p = pb.start();
            String out = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out);
            assertTrue(out.toLowerCase().contains("0x" + TpmFixtures.expectedPcr16(10)), out);
        } finally {
            tpm.close();
        }
    }

    private static Optional<ProcessHandle> swtpmChild(Process jvm, long waitMs) throws InterruptedException {
        long end = System.currentTimeMillis() + waitMs;
        while (System.currentTimeMillis() < end) {
            Optional<ProcessHandle> c = jvm.descendants()
                    .filter(h -> h.info().command().map(s -> s.endsWith("swtpm")).orElse(false)).findFirst();
            if (c.isPresent()) {
                return c;
            }
            Thread.sleep(50);
        }
        return Optional.empty();
    }

    private static Process longSwtpmRun() throws Exception {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), OversleepCommand.class.getName(),
                "tpm", "extend", "--backend", "swtpm", "--count", "1000000")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }

    /**
     * SIGTERM mid-run (what kill sends; Ctrl-C's SIGINT runs the same shutdown hook, but a
     * process started in the background of a non-interactive shell ignores SIGINT, so the test
     * cannot rely on it): the hook stops swtpm. Sent as soon as swtpm appears, before the run
     * may even have connected.
     */
    @Test
    void aTerminatedRunLeavesNoSwtpmBehind() throws Exception {
        Process jvm = longSwtpmRun();
        ProcessHandle swtpm = swtpmChild(jvm, 20_000).orElseThrow(() -> new AssertionError("swtpm never started"));
        jvm.destroy();
        assertTrue(jvm.waitFor(20, TimeUnit.SECONDS), "the run did not end on SIGTERM");
        swtpm.onExit().get(10, TimeUnit.SECONDS);
        assertFalse(swtpm.isAlive());
    }

    /**
     * A killed JVM runs no hook; swtpm --terminate ends when its connection drops. (Killed in
     * the milliseconds between starting swtpm and connecting to it, swtpm would survive:
     * --terminate needs an established connection. The test kills after the run is under way.)
     */
    @Test
    void aKilledRunLeavesNoSwtpmBehind() throws Exception {
        Process jvm = longSwtpmRun();
        ProcessHandle swtpm = swtpmChild(jvm, 20_000).orElseThrow(() -> new AssertionError("swtpm never started"));
        Thread.sleep(1500);
        jvm.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        swtpm.onExit().get(10, TimeUnit.SECONDS);
        assertFalse(swtpm.isAlive());
    }

    /** Without swtpm on PATH: one line, exit 2. */
    @Test
    void aMissingSwtpmIsOneLineAndExit2() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), OversleepCommand.class.getName(),
                "tpm", "extend", "--backend", "swtpm", "--count", "3");
        Map<String, String> env = pb.environment();
        env.put("PATH", "/nonexistent");
        Process p = pb.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        assertEquals(List.of("oversleep: swtpm not found on PATH: install the Debian package 'swtpm' or use --backend embedded"),
                err.strip().lines().toList());
    }
}
