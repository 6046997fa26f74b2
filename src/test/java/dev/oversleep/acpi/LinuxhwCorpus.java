package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The 67 real machines in ../shared/data/acpi/linuxhw: acpidump text from the public ACPI
 * collection of the Linux hardware database (linux-hardware.org, repository linuxhw/ACPI),
 * licensed CC BY 4.0. Read from there, never copied; under CI the directory must exist.
 */
final class LinuxhwCorpus {
    static final Path DIR = Path.of("..", "shared", "data", "acpi", "linuxhw");
    static final String SUFFIX = ".acpidump.txt";

    private LinuxhwCorpus() {
    }

    /** The dumps, by file name. */
    static List<Path> machines() {
        boolean present = Files.isDirectory(DIR);
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI needs the shared test data beside the checkout: " + DIR.toAbsolutePath());
        }
        assumeTrue(present, "shared test data not found at " + DIR.toAbsolutePath());
        try (Stream<Path> files = Files.list(DIR)) {
            return files.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The machine's name: the file name without ".acpidump.txt". */
    static String name(Path dump) {
        String f = dump.getFileName().toString();
        return f.endsWith(SUFFIX) ? f.substring(0, f.length() - SUFFIX.length()) : f;
    }
}
