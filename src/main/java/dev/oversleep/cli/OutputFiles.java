package dev.oversleep.cli;

import dev.oversleep.input.BadValueException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files a command will write, checked before it runs: a result that took minutes to measure
 * must not be lost to a typo in the output path.
 */
final class OutputFiles {
    private OutputFiles() {
    }

    /** Fails as "FLAG 'PATH': ..." unless the file can be created or overwritten; null passes. */
    static void requireWritable(String flag, Path file) {
        if (file == null) {
            return;
        }
        if (file.toString().isEmpty()) {
            throw new BadValueException(flag, "", "an empty path: give a file");
        }
        if (Files.isDirectory(file)) {
            throw new BadValueException(flag, file.toString(), "is a directory");
        }
        if (Files.exists(file)) {
            if (!Files.isWritable(file)) {
                throw new BadValueException(flag, file.toString(), "exists and is not writable");
            }
            return;
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new BadValueException(flag, file.toString(), "directory " + dir + " does not exist");
        }
        if (!Files.isWritable(dir)) {
            throw new BadValueException(flag, file.toString(), "directory " + dir + " is not writable");
        }
    }
}
