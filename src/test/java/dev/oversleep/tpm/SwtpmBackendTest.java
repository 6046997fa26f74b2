package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.cli.OversleepCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Against a real TPM: swtpm (Debian package 'swtpm'). Under CI, which installs it, these tests
 * must run; on a machine without swtpm they are skipped with the reason.
 */
class SwtpmBackendTest {
    static boolean onPath(String exe) {
        return SwtpmBackendTestSupport.onPath(exe);
    }

    private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));
    private static Set<Path> stateDirsBefore;

    @BeforeAll
    static void needSwtpm() throws IOException {
        assumeTrue(onPath("swtpm") || "true".equals(System.getenv("CI")),
                "swtpm is not installed (Debian package swtpm); CI installs it and runs these tests");
        stateDirsBefore = stateDirs();
    }

    /** swtpm state directories in the temp folder, of any owner. */
    static Set<Path> stateDirs() throws IOException {
        try (Stream<Path> s = Files.list(TMP)) {
            return s.filter(p -> p.getFileName().toString().startsWith(SwtpmBackend.STATE_DIR_PREFIX))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** The state directory a JVM made (its owner file names it). */
    static Optional<Path> stateDirOf(long pid) throws IOException {
        for (Path d : stateDirs()) {
            Path owner = d.resolve(SwtpmBackend.OWNER_FILE);
            if (Files.isRegularFile(owner) && Files.readString(owner).startsWith(pid + " ")) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /**
     * After every test here (runs, failures, SIGTERM, SIGKILL): no state directory of this JVM
     * or of a JVM it started is left. Directories of other live processes (other builds on the
     * machine) are not ours to judge.
     */
    @AfterAll
    static void noStateDirectoryIsLeftBehind() throws IOException {
        List<Path> left = new ArrayList<>();
        for (Path d : stateDirs()) {
            if (stateDirsBefore.contains(d)) {
                continue;
            }
            Path owner = d.resolve(SwtpmBackend.OWNER_FILE);
            boolean otherLiveOwner = Files.isRegularFile(owner)
                    && SwtpmBackend.alive(Files.readString(owner)).filter(h -> h.pid() != ProcessHandle.current().pid())
                    .filter(h -> ProcessHandle.current().descendants().noneMatch(c -> c.pid() == h.pid())).isPresent();
            if (!otherLiveOwner) {
                left.add(d);
            }
        }
        assertEquals(List.of(), left, "swtpm state directories left in " + TMP);
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
        return longSwtpmRun(ProcessBuilder.Redirect.DISCARD);
    }

    private static Process longSwtpmRun(ProcessBuilder.Redirect stderr) throws Exception {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), OversleepCommand.class.getName(),
                "tpm", "extend", "--backend", "swtpm", "--count", "1000000")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(stderr).start();
    }

    /**
     * A signal in the middle of the extends (the case): one line saying the run was
     * interrupted, no "internal error", the JVM's exit status for the signal, no swtpm and no
     * state directory left.
     */
    private static void signalMidRun(String signal, int expectedExit, Path dir) throws Exception {
        Path err = dir.resolve("stderr-" + signal + ".txt");
        Process jvm = longSwtpmRun(ProcessBuilder.Redirect.to(err.toFile()));
        ProcessHandle swtpm = swtpmChild(jvm, 20_000).orElseThrow(() -> new AssertionError("swtpm never started"));
        Thread.sleep(2000);
        Path state = stateDirOf(jvm.pid()).orElseThrow(() -> new AssertionError("no state directory of the run"));
        assertTrue(jvm.isAlive(), "the run ended before the signal");
        new ProcessBuilder("kill", "-" + signal, Long.toString(jvm.pid())).start().waitFor();
        assertTrue(jvm.waitFor(20, TimeUnit.SECONDS), "the run did not end on SIG" + signal);
        swtpm.onExit().get(10, TimeUnit.SECONDS);
        String text = Files.readString(err);
        assertEquals(expectedExit, jvm.exitValue(), text);
        assertTrue(text.strip().lines().count() <= 1, text);
        assertTrue(!text.contains("internal error") && !text.contains("Exception") && !text.contains("\tat "), text);
        assertTrue(text.isBlank() || text.startsWith("oversleep: interrupted"), text);
        assertFalse(Files.exists(state), state + " left behind");
    }

    @Test
    void sigtermMidRunIsOneLineAndExit143(@TempDir Path dir) throws Exception {
        signalMidRun("TERM", 143, dir);
    }

    /**
     * Ctrl-C. A process whose parent ignores SIGINT (a background job of a non-interactive
     * shell) inherits that, and the JVM then honours it; only there is this case not testable.
     */
    @Test
    void sigintMidRunIsOneLineAndExit130(@TempDir Path dir) throws Exception {
        assumeFalse(ignoresSigint(), "this JVM was started with SIGINT ignored, and so would the run be");
        signalMidRun("INT", 130, dir);
    }

    /** Bit 1 (SIGINT = 2) of SigIgn in /proc/self/status. */
    private static boolean ignoresSigint() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & 0x2) != 0;
            }
        }
        return false;
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
    void aKilledRunLeavesNoSwtpmBehindAndTheNextRunRemovesItsStateDirectory() throws Exception {
        Process jvm = longSwtpmRun();
        ProcessHandle swtpm = swtpmChild(jvm, 20_000).orElseThrow(() -> new AssertionError("swtpm never started"));
        Thread.sleep(1500);
        Path state = stateDirOf(jvm.pid()).orElseThrow(() -> new AssertionError("no state directory of the run"));
        jvm.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        swtpm.onExit().get(10, TimeUnit.SECONDS);
        assertFalse(swtpm.isAlive());
        assertTrue(Files.isDirectory(state), "a SIGKILLed JVM runs no hook: its directory stays until the next run");
        SwtpmBackend.start(true).close();
        assertFalse(Files.exists(state), "the next run did not remove the stale " + state);
    }

    /** A directory of a live owner is not stale, whatever its age; one without an owner file is not ours. */
    @Test
    void onlyDirectoriesOfDeadOwnersAreRemoved(@TempDir Path tmp) throws Exception {
        Path live = Files.createDirectory(tmp.resolve(SwtpmBackend.STATE_DIR_PREFIX + "live"));
        Files.writeString(live.resolve(SwtpmBackend.OWNER_FILE), SwtpmBackend.identity(ProcessHandle.current()));
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path dead = Files.createDirectory(tmp.resolve(SwtpmBackend.STATE_DIR_PREFIX + "dead"));
        Files.writeString(dead.resolve(SwtpmBackend.OWNER_FILE), gone.pid() + " 1\n");
        Files.writeString(dead.resolve("tpm2-00.permall"), "state");
        Path foreign = Files.createDirectory(tmp.resolve(SwtpmBackend.STATE_DIR_PREFIX + "foreign"));
        assertEquals(List.of(dead), SwtpmBackend.removeStaleStateDirs(tmp));
        assertTrue(Files.isDirectory(live) && Files.isDirectory(foreign));
        assertFalse(Files.exists(dead));
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
