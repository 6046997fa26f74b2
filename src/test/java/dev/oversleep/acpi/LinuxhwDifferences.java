package dev.oversleep.acpi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalog src/test/resources/acpi/linuxhw-differences.txt: every known difference between
 * acpiexec and Oversleep on the linuxhw machines. An entry starts at a line
 * "MACHINE FILL METHOD" in the first column (FILL "load" and METHOD "-" for a machine Oversleep
 * does not load); the indented lines after it give both outcomes and the cause. '#' starts a
 * comment line.
 */
final class LinuxhwDifferences {
    static final Path FILE = Path.of("src/test/resources/acpi/linuxhw-differences.txt");
    /** The catalog of the run in slack mode, both interpreters (acpiexec {@code -es}). */
    static final Path SLACK_FILE = Path.of("src/test/resources/acpi/linuxhw-differences-slack.txt");
    static final String LOAD = "load";

    private LinuxhwDifferences() {
    }

    /** The entries by key "MACHINE FILL METHOD", each with its indented text. */
    static Map<String, String> read() throws IOException {
        return parse(Files.readAllLines(FILE));
    }

    /** The catalog of MODE's run. */
    static Map<String, String> read(InterpreterMode mode) throws IOException {
        return mode == InterpreterMode.STRICT ? read() : parse(Files.readAllLines(SLACK_FILE));
    }

    static Map<String, String> parse(List<String> lines) {
        Map<String, String> out = new LinkedHashMap<>();
        String key = null;
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0))) {
                if (key == null) {
                    throw new IllegalStateException(FILE + ": indented line before any entry: " + line);
                }
                out.merge(key, line.strip(), (a, b) -> a + "\n" + b);
                continue;
            }
            String[] f = line.strip().split("\\s+");
            if (f.length != 3) {
                throw new IllegalStateException(FILE + ": an entry line is MACHINE FILL METHOD: " + line);
            }
            key = key(f[0], f[1], f[2]);
            if (out.putIfAbsent(key, "") != null) {
                throw new IllegalStateException(FILE + ": listed twice: " + key);
            }
        }
        return out;
    }

    static String key(String machine, String fill, String method) {
        return machine + " " + fill + " " + method;
    }

    static String fillName(int fill) {
        return String.format("0x%02X", fill);
    }
}
