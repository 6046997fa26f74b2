package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The project's shared test data (real ACPI tables), which lives beside the checkout in
 * ../shared/data and is never copied into it. Under CI it must be there; elsewhere a test that
 * needs it is skipped with the reason.
 */
public final class SharedData {
    private SharedData() {
    }

    public static Path file(String relative) {
        Path p = Path.of("..", "shared", "data", relative);
        boolean present = Files.isRegularFile(p);
        if (!present && "true".equals(System.getenv("CI"))) {
            throw new AssertionError("CI needs the shared test data beside the checkout: " + p.toAbsolutePath());
        }
        assumeTrue(present, "shared test data not found at " + p.toAbsolutePath());
        return p;
    }
}
