package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.tpm.SwtpmBackendTestSupport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * ACPICA's acpiexec (Debian acpica-tools) as the reference interpreter, run under the
 * virtual-time preload built from native/tools (so Sleep loops cost nothing and every wait is
 * logged). Mandatory under CI, skipped elsewhere when acpiexec is missing.
 */
final class Acpiexec {
    static final Path PRELOAD = Path.of("target/native/tools/libovs_acpiexec_vtime.so").toAbsolutePath();

    /**
     * Under the preload a method's waits cost no real time, so a run still going after this
     * long is blocked for good (acpiexec waits forever on an Event nothing signals).
     */
    private static final int HANG_SECONDS = 30;

    private Acpiexec() {
    }

    static void assumeAvailable() {
        assumeTrue(SwtpmBackendTestSupport.onPath("acpiexec") || ci(),
                "acpiexec is not installed (Debian package acpica-tools); CI installs it and runs these tests");
        assumeTrue(preloadBuilt(), PRELOAD + " is missing (built with -Dnative.skip?)");
    }

    /** Whether acpiexec can run here, for a test that also checks something without it; under CI it must. */
    static boolean available() {
        return (SwtpmBackendTestSupport.onPath("acpiexec") || ci()) && preloadBuilt();
    }

    private static boolean ci() {
        return "true".equals(System.getenv("CI"));
    }

    private static boolean preloadBuilt() {
        boolean built = Files.isRegularFile(PRELOAD);
        if (!built && ci()) {
            throw new AssertionError(PRELOAD + " is missing: the CMake build did not run");
        }
        return built;
    }

    /** Runs METHOD with integer ARGS over TABLES (DSDT first), unset region bytes reading FILL. */
    static Observation run(List<Path> tables, String method, List<Long> args, int fill) throws IOException, InterruptedException {
        return run(tables, method, args, fill, InterpreterMode.STRICT);
    }

    /** {@link #run}, in slack mode ({@code -es}, aemain.c) when MODE is SLACK. */
    static Observation run(List<Path> tables, String method, List<Long> args, int fill, InterpreterMode mode)
            throws IOException, InterruptedException {
        Output o = execute(tables, method, args, fill, mode);
        return o.hung() ? new Observation(List.of(Observation.HUNG), List.of(), AcpiexecOutput.waits(o.stderr()))
                : AcpiexecOutput.parse(o.stdout(), o.stderr());
    }

    /**
     * The objects METHOD notified and the values, as acpiexec's global notify handler printed
     * them ({@link AcpiexecOutput#notifies}), in the order printed.
     */
    static List<String> notifies(List<Path> tables, String method, int fill) throws IOException, InterruptedException {
        Output o = execute(tables, method, List.of(), fill, InterpreterMode.STRICT);
        if (o.hung()) {
            throw new AssertionError("acpiexec did not finish " + method);
        }
        return AcpiexecOutput.notifies(o.stdout());
    }

    /** What one acpiexec run printed; HUNG when it was still running after HANG_SECONDS. */
    private record Output(String stdout, String stderr, boolean hung) {
    }

    private static Output execute(List<Path> tables, String method, List<Long> args, int fill, InterpreterMode mode)
            throws IOException, InterruptedException {
        StringBuilder cmd = new StringBuilder("execute ").append(method);
        args.forEach(a -> cmd.append(' ').append(String.format("0x%X", a)));
        List<String> argv = new ArrayList<>(List.of("acpiexec", "-fv", String.format("0x%02X", fill), "-b", cmd.toString()));
        if (mode == InterpreterMode.SLACK) {
            argv.add(1, "-es");
        }
        tables.forEach(t -> argv.add(t.toString()));
        Path out = Files.createTempFile("acpiexec", ".out");
        Path err = Files.createTempFile("acpiexec", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().put("LD_PRELOAD", PRELOAD.toString());
            Process p = pb.start();
            boolean hung;
            try {
                hung = !p.waitFor(HANG_SECONDS, TimeUnit.SECONDS);
                if (hung) {
                    p.destroyForcibly().waitFor();
                }
            } finally {
                p.destroyForcibly(); // also when this thread is interrupted: no acpiexec outlives its test
            }
            // bytes, not UTF-8: acpiexec -es once printed bytes that are not (a corpus method in slack mode)
            return new Output(Files.readString(out, java.nio.charset.StandardCharsets.ISO_8859_1),
                    Files.readString(err, java.nio.charset.StandardCharsets.ISO_8859_1), hung);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** What ACPICA counted when it loaded TABLES: the sums of its per-table summaries. */
    record LoadSummary(int objects, int methods, List<String> failedTables) {
    }

    /**
     * Loads TABLES in acpiexec in MODE ({@code -es} for slack) and adds up its "Table [SIG: ID] - N Objects with ... M Methods"
     * lines (dsinit.c, acpi_ds_initialize_objects); a table whose load failed is listed instead.
     */
    static LoadSummary load(List<Path> tables, InterpreterMode mode) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of("acpiexec", "-b", "quit"));
        if (mode == InterpreterMode.SLACK) {
            argv.add(1, "-es");
        }
        tables.forEach(t -> argv.add(t.toString()));
        Path out = Files.createTempFile("acpiexec", ".out");
        try {
            Process p = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            try {
                if (!p.waitFor(HANG_SECONDS, TimeUnit.SECONDS)) {
                    throw new AssertionError("acpiexec did not finish loading " + tables);
                }
            } finally {
                p.destroyForcibly();
            }
            int objects = 0;
            int methods = 0;
            List<String> failed = new ArrayList<>();
            java.util.regex.Pattern line = java.util.regex.Pattern.compile(
                    "^Table \\[(\\w+): ([^\\]]*)\\] \\(id \\w+\\) - +(\\d+) Objects.* (\\d+) Methods");
            // a walk aborted by module-level code: "ACPI Error: AE_..., [DSDT] table load failed (tbxfload-214)"
            java.util.regex.Pattern aborted = java.util.regex.Pattern.compile("\\[(\\w+)\\] table load failed");
            for (String l : Files.readAllLines(out, java.nio.charset.StandardCharsets.ISO_8859_1)) {
                java.util.regex.Matcher m = line.matcher(l);
                java.util.regex.Matcher a = aborted.matcher(l);
                if (m.find()) {
                    objects += Integer.parseInt(m.group(3));
                    methods += Integer.parseInt(m.group(4));
                } else if (l.startsWith("Table [") && l.contains("load failed")) {
                    failed.add(l.substring(7, l.indexOf(']')).trim());
                } else if (a.find()) {
                    failed.add(a.group(1));
                }
            }
            return new LoadSummary(objects, methods, failed);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    /** The DSDT and SSDTs of an acpidump text file, extracted with acpixtract, in dump order. */
    static List<Path> extract(Path acpidump, Path into) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("acpixtract", "-a", acpidump.toAbsolutePath().toString()).directory(into.toFile())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor() != 0) {
            throw new AssertionError("acpixtract failed on " + acpidump);
        }
        try (Stream<Path> files = Files.list(into)) {
            return files.filter(f -> f.getFileName().toString().matches("(dsdt|ssdt\\d*)\\.dat"))
                    .sorted(Comparator.comparingInt(Acpiexec::tableOrder)).toList();
        }
    }

    private static int tableOrder(Path table) {
        String name = table.getFileName().toString();
        if (name.startsWith("dsdt")) {
            return -1;
        }
        String digits = name.replaceAll("\\D", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }
}
