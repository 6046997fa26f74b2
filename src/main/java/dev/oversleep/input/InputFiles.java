package dev.oversleep.input;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files a user names for reading, checked before they are opened, so the one line says which
 * of the ways a path fails: an empty argument (which {@code Path.of("")} would read as the
 * working directory), a directory, a path with nothing there.
 */
public final class InputFiles {
    private InputFiles() {
    }

    /** Why FILE cannot be opened as a file, or null when it can be tried. */
    public static String problem(Path file) {
        if (file.toString().isEmpty()) {
            return "an empty path: give a file";
        }
        if (Files.isDirectory(file)) {
            return "is a directory";
        }
        if (!Files.exists(file)) {
            return "no such file";
        }
        return null;
    }

    /** Fails as "PATH: PROBLEM" ("'': ..." for an empty one) unless FILE can be opened. */
    public static void require(Path file) {
        String problem = problem(file);
        if (problem != null) {
            throw new BadInputException((file.toString().isEmpty() ? "''" : file.toString()) + ": " + problem);
        }
    }

    /** Fails as "FLAG 'PATH': PROBLEM" unless FILE can be opened. */
    public static void require(String flag, Path file) {
        String problem = problem(file);
        if (problem != null) {
            throw new BadValueException(flag, file.toString(), problem);
        }
    }
}
