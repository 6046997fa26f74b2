package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Parity on the 67 linuxhw machines (linux-hardware.org collection, CC BY 4.0): zero-argument
 * methods with a Sleep or Stall site run in acpiexec (virtual time) and in Oversleep; result or
 * failure status, Debug output and the Sleep/Stall sequence must agree, or the difference must
 * be in src/test/resources/acpi/linuxhw-differences.txt, as must every machine Oversleep does
 * not load. A listed difference that no longer occurs fails too.
 *
 * <p>The whole campaign (every such method, fills 0x00 and 0xFF: about 7,800 acpiexec runs) is
 * far beyond the CI budget and runs from bench/linuxhw-differential.sh. In the suite each machine
 * runs a sample spread over its sorted methods; system properties choose more:
 * {@code oversleep.linuxhw.methods} (a count per machine, or {@code all}),
 * {@code oversleep.linuxhw.fills} (e.g. {@code 0x00,0xFF}), {@code oversleep.linuxhw.machines}
 * (a regular expression over machine names), {@code oversleep.linuxhw.cache} (a directory to keep
 * acpiexec's answers in) and {@code oversleep.linuxhw.report} (the summary file).
 */
class LinuxhwDifferentialTest {
    /** Methods per machine in the suite; the bench script runs all. */
    static final int SUITE_SAMPLE = 2;

    @TempDir
    static Path work;

    private static Map<String, String> listed;
    private static final List<String> summary = new ArrayList<>();
    private static final List<String> drafts = new ArrayList<>();
    private static final List<String> differences = new ArrayList<>();
    private static final long[] totals = new long[6];
    private static ExecutorService pool;
    private static AcpiexecCache cache;

    @BeforeAll
    static void setUp() throws IOException {
        Acpiexec.assumeAvailable();
        listed = LinuxhwDifferences.read(mode());
        pool = Executors.newFixedThreadPool(2);
        cache = AcpiexecCache.in(System.getProperty("oversleep.linuxhw.cache"), mode());
    }

    static Stream<String> machines() {
        String only = System.getProperty("oversleep.linuxhw.machines", ".*");
        return LinuxhwCorpus.machines().stream().map(LinuxhwCorpus::name).filter(n -> n.matches(only));
    }

    /** acpiexec's default, or slack mode in both interpreters ({@code oversleep.linuxhw.interpreter=slack}). */
    static InterpreterMode mode() {
        return InterpreterMode.valueOf(System.getProperty("oversleep.linuxhw.interpreter", "strict").toUpperCase(Locale.ROOT));
    }

    static LinuxhwDifferential.Selection selection() {
        String s = System.getProperty("oversleep.linuxhw.methods", Integer.toString(SUITE_SAMPLE));
        return s.equals("all") ? LinuxhwDifferential.Selection.ALL : new LinuxhwDifferential.Selection(Integer.parseInt(s));
    }

    static List<Integer> fills() {
        return Arrays.stream(System.getProperty("oversleep.linuxhw.fills", "0x00").split(","))
                .map(f -> Integer.decode(f.strip())).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void sleepingMethodsAgreeOrAreListed(String machine) throws Exception {
        long t0 = System.nanoTime();
        LinuxhwDifferential.MachineRun run = LinuxhwDifferential.run(LinuxhwCorpus.DIR.resolve(machine + LinuxhwCorpus.SUFFIX),
                fills(), selection(), work, pool, cache, mode());
        long wall = System.nanoTime() - t0;
        List<String> problems = new ArrayList<>();
        String loadKey = LinuxhwDifferences.key(machine, LinuxhwDifferences.LOAD, "-");
        if (run.loadError() != null && !listed.containsKey(loadKey)) {
            problems.add("unlisted: Oversleep does not load " + machine + ": " + run.loadError());
            drafts.add(loadKey + "\n    oversleep " + run.loadError());
        } else if (run.loadError() == null && listed.containsKey(loadKey)) {
            problems.add("listed as not loading, loads now: " + machine);
        }
        Set<String> ran = new TreeSet<>();
        int differ = 0;
        int byRule = 0;
        for (LinuxhwDifferential.Case c : run.cases()) {
            String key = LinuxhwDifferences.key(machine, LinuxhwDifferences.fillName(c.fill()), c.method());
            ran.add(key);
            if (!c.agrees()) {
                differ++;
                synchronized (differences) {
                    differences.add(key + (listed.containsKey(key) ? "" : " (unlisted)") + "\n    acpiexec  "
                            + c.acpiexec().describe() + "\n    oversleep " + c.oversleep().describe());
                }
                if (!listed.containsKey(key)) {
                    problems.add("unlisted difference " + key + "\n    acpiexec  " + c.acpiexec().describe()
                            + "\n    oversleep " + c.oversleep().describe());
                    drafts.add(key + "\n    acpiexec  " + c.acpiexec().describe() + "\n    oversleep " + c.oversleep().describe());
                }
            } else {
                if (listed.containsKey(key)) {
                    problems.add("listed but agrees now: " + key);
                }
                if (c.byRule()) {
                    byRule++;
                    System.out.println("equivalent by rule (Observation.agreesWith): " + key + ": acpiexec "
                            + c.acpiexec().result() + " after " + c.acpiexec().waits().size() + " waits, oversleep "
                            + c.oversleep().result() + " after " + c.oversleep().waits().size());
                }
            }
        }
        boolean everything = selection().equals(LinuxhwDifferential.Selection.ALL);
        if (everything && run.loadError() == null) {
            for (String key : listed.keySet()) {
                String[] k = key.split(" ");
                if (k[0].equals(machine) && !k[1].equals(LinuxhwDifferences.LOAD) && !ran.contains(key)
                        && fills().contains(Integer.decode(k[1]))) {
                    problems.add("listed but not a zero-argument sleeping method any more: " + key);
                }
            }
        }
        long acpiexecNs = run.acpiexecNs();
        long oversleepNs = run.oversleepNs();
        synchronized (summary) {
            summary.add(String.format(Locale.ROOT, "%-90s %s", machine, run.loadError() != null ? "DOES NOT LOAD: " + run.loadError()
                    : String.format(Locale.ROOT, "%4d methods, %4d runs: %4d agree (%d by rule), %3d differ; wall %.1f s "
                            + "(acpiexec %.1f s, then oversleep %.1f s)", run.sleepingMethods(), run.cases().size(),
                    run.cases().size() - differ, byRule, differ, wall / 1e9, acpiexecNs / 1e9, oversleepNs / 1e9)));
            long[] add = {1, run.loadError() != null ? 1 : 0, run.cases().size(), differ, byRule, wall};
            for (int i = 0; i < add.length; i++) {
                totals[i] += add[i];
            }
        }
        assertEquals(List.of(), problems, machine + ": " + run.cases().size() + " runs, " + differ + " differ");
    }

    @AfterAll
    static void report() throws IOException {
        if (pool != null) {
            pool.shutdownNow();
        }
        if (summary.isEmpty()) {
            return;
        }
        Path out = Path.of(System.getProperty("oversleep.linuxhw.report", "target/linuxhw-differential.txt"));
        List<String> text = new ArrayList<>();
        text.add(String.format(Locale.ROOT, "# %d machines (%d do not load), %d runs (methods %s, fills %s): %d agree "
                        + "(%d by rule), %d differ; %.0f s wall", totals[0], totals[1], totals[2],
                System.getProperty("oversleep.linuxhw.methods", Integer.toString(SUITE_SAMPLE)),
                System.getProperty("oversleep.linuxhw.fills", "0x00"), totals[2] - totals[3], totals[4], totals[3],
                totals[5] / 1e9));
        text.addAll(summary);
        text.add("");
        text.add("# unlisted, as catalog entries to complete with the cause:");
        text.addAll(drafts);
        text.add("");
        text.add("# every difference of this run, listed or not, with both outcomes as they are now:");
        text.addAll(differences.stream().sorted().toList());
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.write(out, text);
        System.out.println(text.get(0) + "\nsummary in " + out.toAbsolutePath());
    }
}
