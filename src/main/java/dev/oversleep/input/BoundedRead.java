package dev.oversleep.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a whole input file, refusing one larger than its kind can be: a user who names
 * {@code /dev/zero} or a disk image gets one line, not an OutOfMemoryError after minutes.
 * Reads through a stream, so files without a size (devices, pipes) are bounded too.
 */
public final class BoundedRead {
    private BoundedRead() {
    }

    /** The file's bytes; an IOException saying so when there are more than {@code maxBytes}. */
    public static byte[] bytes(Path file, int maxBytes, String kind) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] data = in.readNBytes(maxBytes);
            if (in.read() >= 0) {
                throw new IOException("larger than " + (maxBytes >> 20) + " MiB, the most read as " + kind);
            }
            return data;
        }
    }
}
