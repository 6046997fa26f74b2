package dev.oversleep.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;

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
        int expected = regularFileSize(file, maxBytes);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] data = expected > 0 ? readSized(in, expected, maxBytes) : in.readNBytes(maxBytes);
            if (in.read() >= 0) {
                throw new IOException("larger than " + (maxBytes >> 20) + " MiB, the most read as " + kind);
            }
            return data;
        }
    }

    /** A regular file's size when it is within the bound, else 0 (read as a stream of unknown length). */
    private static int regularFileSize(Path file, int maxBytes) {
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            return a.isRegularFile() && a.size() <= maxBytes ? (int) a.size() : 0;
        } catch (IOException e) {
            return 0; // the open below says why
        }
    }

    /**
     * Up to {@code maxBytes}, read into a buffer of the size the file had: one read for a file
     * that does not change (a cold JVM spends milliseconds on readNBytes' 8 KiB chunks of a
     * megabyte dump), and still bounded if it grew meanwhile.
     */
    private static byte[] readSized(InputStream in, int expected, int maxBytes) throws IOException {
        byte[] data = new byte[expected];
        int n = in.readNBytes(data, 0, expected);
        if (n < expected) {
            return Arrays.copyOf(data, n);
        }
        byte[] more = in.readNBytes(maxBytes - expected);
        if (more.length == 0) {
            return data;
        }
        byte[] all = Arrays.copyOf(data, expected + more.length);
        System.arraycopy(more, 0, all, expected, more.length);
        return all;
    }
}
