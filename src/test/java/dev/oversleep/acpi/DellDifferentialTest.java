package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every method with a Sleep or Stall in the three Dell dumps, run by acpiexec and by Oversleep
 * with unset region bytes reading 0x00 and 0xFF, in strict and in slack mode (acpiexec -es);
 * arguments, where a method takes them, are all zero. Results, Debug output and the Sleep/Stall
 * sequence must match, or the difference must be listed with its reason in
 * src/test/resources/acpi/dell-differences.txt. A listed difference
 * that no longer occurs fails too, so the list stays true.
 */
class DellDifferentialTest {
    static final Path DIFFERENCES = Path.of("src/test/resources/acpi/dell-differences.txt");

    @TempDir
    static Path work;

    @BeforeAll
    static void needAcpiexec() {
        Acpiexec.assumeAvailable();
    }

    static Stream<Arguments> dumpsAndFills() {
        List<Arguments> cases = new ArrayList<>();
        for (String dump : List.of("dell-xps-13-7390", "dell-xps-13-9380", "dell-xps-15-9500")) {
            for (int fill : new int[] {0x00, 0xFF}) {
                for (InterpreterMode mode : InterpreterMode.values()) {
                    cases.add(Arguments.of(dump, fill, mode));
                }
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} fill {1} {2}")
    @MethodSource("dumpsAndFills")
    void everySleepingMethodAgreesOrIsListed(String dump, int fill, InterpreterMode mode) throws Exception {
        Path file = SharedData.file("acpi/" + dump + ".acpidump.txt");
        Path dir = Files.createDirectories(work.resolve(dump + "-" + fill + "-" + mode.cliName()));
        List<Path> tables = Acpiexec.extract(file, dir);
        AcpiMachine probe = AcpiMachine.load(file);
        List<String> methods = new ArrayList<>(probe.sleepSites().keySet());
        Collections.sort(methods);

        Map<String, Future<Observation>> reference = new LinkedHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (String m : methods) {
                List<Long> args = Collections.nCopies(probe.argCount(m), 0L);
                reference.put(m, pool.submit(() -> Acpiexec.run(tables, m, args, fill, mode)));
            }
            Map<String, String> differences = new TreeMap<>();
            for (String m : methods) {
                List<Long> args = Collections.nCopies(probe.argCount(m), 0L);
                Observation ours = OversleepMirror.run(AcpiMachine.load(file), m, args, fill, mode);
                Observation theirs = reference.get(m).get();
                if (!ours.agreesWith(theirs)) {
                    differences.put(m, "acpiexec " + theirs.describe() + "\n    oversleep " + ours.describe());
                } else if (!ours.equals(theirs)) {
                    System.out.println("equivalent by rule (Observation.agreesWith): " + dump + " " + fillName(fill) + " " + mode + " " + m
                            + ": acpiexec " + theirs.result() + " after " + theirs.waits().size() + " waits, oversleep "
                            + ours.result() + " after " + ours.waits().size());
                }
            }
            Map<String, String> listed = listed(dump, fill, mode);
            List<String> problems = new ArrayList<>();
            differences.forEach((m, d) -> {
                if (!listed.containsKey(m)) {
                    problems.add("unlisted difference " + dump + " " + fillName(fill) + " " + mode.cliName() + " " + m + ":\n    " + d);
                }
            });
            listed.keySet().stream().filter(m -> !differences.containsKey(m))
                    .forEach(m -> problems.add("listed but agrees now: " + dump + " " + fillName(fill) + " " + mode.cliName() + " " + m));
            assertEquals(List.of(), problems, methods.size() + " methods, " + differences.size() + " differ");
        } finally {
            pool.shutdownNow();
        }
    }

    static String fillName(int fill) {
        return String.format("0x%02X", fill);
    }

    /** Lines "DUMP FILL MODE METHOD reason..." for this dump, fill and mode ('#' starts a comment). */
    static Map<String, String> listed(String dump, int fill, InterpreterMode mode) throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (String line : Files.readAllLines(DIFFERENCES)) {
            String[] f = line.strip().split("\\s+", 5);
            if (f.length == 5 && !f[0].startsWith("#") && f[0].equals(dump) && f[1].equalsIgnoreCase(fillName(fill))
                    && f[2].equals(mode.cliName())) {
                out.put(f[3], f[4]);
            }
        }
        return out;
    }
}
