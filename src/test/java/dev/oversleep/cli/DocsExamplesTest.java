package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oversleep.host.ShimLoader;
import dev.oversleep.tpm.SwtpmBackendTestSupport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example command of README.md and docs/*.md runs (issue #35: the docs cannot drift from
 * the code). An example is what {@link DocsExamples} extracts: a {@code $ ./oversleep ...} line
 * in a fenced block. Each runs in-process and must exit 0; where the docs show a table, its
 * column header (the first shown line of two or more names separated by two or more spaces,
 * followed by a dashes line: a TextTable header) must still be in the output with the same
 * names; where they show JSON, every top-level key shown must still be in the document. Where
 * the run is deterministic (everything but the host's own measurements), the lines shown must
 * be the output's first lines exactly, up to a closing '...' line: the docs show real output.
 * A failure names the file and line of the example.
 *
 * <p>Examples that need what a machine may lack run only where it is there, as the other tests
 * decide, and are mandatory under {@code CI=true}, where .ci/run installs it: {@code host ...}
 * the native shim, {@code --backend swtpm} swtpm, a path into {@code ../shared} the shared data.
 */
class DocsExamplesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** README.md and every docs/*.md, sorted. */
    static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.list(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    @TestFactory
    Stream<DynamicTest> everyExampleOfTheDocsRuns() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path doc : documents()) {
            for (DocsExamples.Example ex : DocsExamples.extract(doc.toString(), Files.readString(doc, StandardCharsets.UTF_8))) {
                tests.add(DynamicTest.dynamicTest(ex.toString(), () -> {
                    List<String> args = args(ex);
                    assumeRunnableHere(ex, args);
                    assertEquals(List.of(), problems(ex, CliRun.of(args.toArray(String[]::new))));
                }));
            }
        }
        return tests.stream();
    }

    /** The example's words, or a failure naming where it is and what of a shell it needs. */
    static List<String> args(DocsExamples.Example ex) {
        try {
            return DocsExamples.words(ex.command());
        } catch (IllegalArgumentException e) {
            return fail(ex.where() + ": './oversleep " + ex.command() + "' needs more than a plain command line: "
                    + e.getMessage() + "; write the example as one command, its words quoted with '...' or \"...\"");
        }
    }

    private static boolean ci() {
        return "true".equals(System.getenv("CI"));
    }

    private static void assumeRunnableHere(DocsExamples.Example ex, List<String> args) {
        if (!args.isEmpty() && args.get(0).equals("host")) {
            assumeTrue(shimLoads() || ci(), ex.where() + ": the native shim is not built here");
        }
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--backend=swtpm") || a.equals("--backend") && i + 1 < args.size() && args.get(i + 1).equals("swtpm")) {
                assumeTrue(SwtpmBackendTestSupport.onPath("swtpm") || ci(), ex.where() + ": swtpm is not installed");
            }
            if (a.contains("../shared/")) {
                assumeTrue(Files.exists(Path.of("../shared")) || ci(), ex.where() + ": ../shared is not beside the checkout");
            }
        }
    }

    private static boolean shimLoads() {
        try {
            ShimLoader.shim();
            return true;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** What is wrong with the example's run, each naming the example's file and line; empty when nothing is. */
    static List<String> problems(DocsExamples.Example ex, CliRun run) {
        List<String> out = new ArrayList<>();
        String at = ex.where() + ": './oversleep " + ex.command() + "'";
        if (run.code() != 0) {
            out.add(at + " exited " + run.code() + ": " + run.err().strip());
            return out;
        }
        if (deterministic(ex)) {
            List<String> actual = run.out().lines().map(String::stripTrailing).toList();
            List<String> shown = ex.shown().stream().map(String::stripTrailing).toList();
            int n = shown.size();
            for (int i = 0; i < shown.size(); i++) {
                if (shown.get(i).strip().equals("...")) {
                    n = i;
                    break;
                }
            }
            while (n > 0 && shown.get(n - 1).isEmpty()) {
                n--;
            }
            for (int i = 0; i < n; i++) {
                if (i >= actual.size() || !actual.get(i).equals(shown.get(i))) {
                    out.add(at + ": shown line " + (i + 1) + " is not the output's (refresh the example):\n  shown:  "
                            + shown.get(i) + "\n  output: " + (i < actual.size() ? actual.get(i) : "(none)"));
                    break;
                }
            }
        }
        List<String> header = shownHeader(ex.shown());
        if (header != null && run.out().lines().map(DocsExamplesTest::columns).noneMatch(header::equals)) {
            out.add(at + ": the column header shown, " + header + ", is not in the output:\n" + run.out());
        }
        List<String> keys = shownJsonKeys(ex.shown());
        if (!keys.isEmpty()) {
            try {
                JsonNode doc = JSON.readTree(run.out());
                for (String k : keys) {
                    if (!doc.has(k)) {
                        out.add(at + ": the JSON shown has \"" + k + "\", the output has not");
                    }
                }
            } catch (IOException e) {
                out.add(at + ": shows JSON, but the output is none: " + e.getMessage());
            }
        }
        return out;
    }

    /** Whether the example's output is the same on every machine: not the host's own timers. */
    static boolean deterministic(DocsExamples.Example ex) {
        return !ex.command().startsWith("host ") && !ex.command().contains("--timebase host")
                && !ex.command().contains("--timebase=host");
    }

    /** A line's column names: its cells separated by two or more spaces. */
    private static List<String> columns(String line) {
        return Arrays.asList(line.strip().split("\\s{2,}"));
    }

    private static boolean dashes(String line) {
        return line.strip().matches("-+( +-+)*");
    }

    /** The first shown line of two or more column names followed by a dashes line, or null. */
    static List<String> shownHeader(List<String> shown) {
        for (int i = 0; i + 1 < shown.size(); i++) {
            List<String> names = columns(shown.get(i));
            if (names.size() >= 2 && !dashes(shown.get(i)) && dashes(shown.get(i + 1))) {
                return names;
            }
        }
        return null;
    }

    /** The top-level keys of shown JSON (output whose first line starts with '{'), in order. */
    static List<String> shownJsonKeys(List<String> shown) {
        List<String> keys = new ArrayList<>();
        List<String> lines = shown.stream().filter(l -> !l.isBlank()).toList();
        if (lines.isEmpty() || !lines.get(0).strip().startsWith("{")) {
            return keys;
        }
        int indent = lines.get(0).indexOf('{') + 2;
        for (String l : lines.subList(1, lines.size())) {
            int lead = l.length() - l.stripLeading().length();
            if (lead == indent && l.stripLeading().startsWith("\"")) {
                String rest = l.stripLeading();
                keys.add(rest.substring(1, rest.indexOf('"', 1)));
            }
        }
        return keys;
    }

    // ---- the convention itself, on a document of the test's own

    private static final String FIXTURE = """
            # A page

            Indented, not fenced, so not run:

                $ ./oversleep kernel sleep --hz 7

            ```
            oversleep kernel sleep [--ms LIST] [--iterations N]
            $ ./oversleep kernel sleep --kernel 6.12 --hz 250 \\
                  --ms 1,5 --iterations 3
            kernel 6.12 HZ=250 NOHZ, platform generic-x86-laptop (8 CPUs), back-to-back, 3 iterations per length, seed 1, timebase model
            call msleep:
            ms  mean_ms  stddev_ms  min_ms  p99_ms  max_ms
            --  -------  ---------  ------  ------  ------
            ...
            $ ./oversleep kernel sleep --ms 2 --iterations 2 --json
            {
              "schema": "oversleep.kernel.sleep/2",
              "kernel": "6.12",
              "hz": 250,
              ...
            ```
            """;

    @Test
    void extractsFencedExamplesWithTheirContinuationAndShownOutput() {
        List<DocsExamples.Example> ex = DocsExamples.extract("page.md", FIXTURE);
        assertEquals(2, ex.size(), ex.toString());
        assertEquals(9, ex.get(0).line());
        assertEquals("kernel sleep --kernel 6.12 --hz 250 --ms 1,5 --iterations 3", ex.get(0).command());
        assertEquals(5, ex.get(0).shown().size(), ex.get(0).shown().toString());
        assertTrue(deterministic(ex.get(0)));
        assertFalse(deterministic(DocsExamples.extract("p.md", "```\n$ ./oversleep host measure --us 100\n```\n").get(0)));
        assertEquals(List.of("ms", "mean_ms", "stddev_ms", "min_ms", "p99_ms", "max_ms"), shownHeader(ex.get(0).shown()));
        assertEquals(16, ex.get(1).line());
        assertEquals(List.of("schema", "kernel", "hz"), shownJsonKeys(ex.get(1).shown()));
    }

    @Test
    void theFixturesExamplesRunAndTheirColumnsAndKeysAreThere() {
        for (DocsExamples.Example ex : DocsExamples.extract("page.md", FIXTURE)) {
            assertEquals(List.of(), problems(ex, CliRun.of(args(ex).toArray(String[]::new))));
        }
    }

    @Test
    void aRenamedColumnFailsNamingTheFileAndLine() {
        DocsExamples.Example ex = DocsExamples.extract("page.md", FIXTURE.replace("stddev_ms", "stdev_ms")).get(0);
        List<String> p = problems(ex, CliRun.of(args(ex).toArray(String[]::new)));
        assertEquals(2, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("page.md:9: './oversleep kernel sleep --kernel 6.12"), p.get(0));
        assertTrue(p.get(0).contains("shown line 3 is not the output's"), p.get(0));
        assertTrue(p.get(1).contains("the column header shown, [ms, mean_ms, stdev_ms"), p.get(1));
    }

    @Test
    void aRenamedJsonKeyFailsNamingIt() {
        DocsExamples.Example ex = DocsExamples.extract("page.md", FIXTURE.replace("\"hz\"", "\"hertz\"")).get(1);
        List<String> p = problems(ex, CliRun.of(args(ex).toArray(String[]::new)));
        assertEquals(2, p.size(), p.toString());
        assertTrue(p.get(0).contains("shown line 4 is not the output's"), p.get(0));
        assertEquals("page.md:16: './oversleep kernel sleep --ms 2 --iterations 2 --json': the JSON shown has"
                + " \"hertz\", the output has not", p.get(1));
    }

    @Test
    void aFailingExampleFailsWithItsError() {
        DocsExamples.Example ex = DocsExamples.extract("page.md", "```\n$ ./oversleep kernel sleep --hz 7\n```\n").get(0);
        List<String> p = problems(ex, CliRun.of(args(ex).toArray(String[]::new)));
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).startsWith("page.md:2: './oversleep kernel sleep --hz 7' exited 2: oversleep: --hz"), p.get(0));
    }

    @Test
    void splitsAsAShellDoesAndRefusesWhatNeedsMoreOfOne() {
        assertEquals(List.of("acpi", "run", "a b", "c d", "\\_SB.PCI0", "e f"),
                DocsExamples.words("acpi run 'a b' \"c d\" '\\_SB.PCI0' e\\ f"));
        for (String bad : List.of("kernel sleep --json | jq .", "kernel sleep > out.txt", "kernel sleep --ms $MS",
                "kernel sleep --ms \"$MS\"", "kernel sleep; ls", "acpi load *.dat", "kernel sleep 'open")) {
            assertThrows(IllegalArgumentException.class, () -> DocsExamples.words(bad), bad);
        }
        DocsExamples.Example piped = DocsExamples.extract("page.md", "```\n$ ./oversleep kernel sleep --json | jq .\n```\n")
                .get(0);
        AssertionError e = assertThrows(AssertionError.class, () -> args(piped));
        assertTrue(e.getMessage().startsWith("page.md:2: './oversleep kernel sleep --json | jq .' needs more than a plain"
                + " command line: a pipe or redirection (|)"), e.getMessage());
    }
}
