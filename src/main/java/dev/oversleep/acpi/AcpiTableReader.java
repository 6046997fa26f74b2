package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.BoundedRead;
import dev.oversleep.input.InputFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * Reads ACPI tables from a raw table file ({@code .aml}, {@code .dat}) or from the text that
 * {@code acpidump} prints: blocks headed {@code SIGN @ 0xADDRESS} followed by rows
 * {@code     0000: 44 53 44 54 ...}. Each table's header length must match its bytes (else
 * the table is truncated or corrupt: an error naming it); a bad checksum only warns, as Linux
 * does.
 */
public final class AcpiTableReader {
    /** "SIGN @ 0xADDRESS"; acpidump names the RSDP "RSD " (its signature's first four characters). */
    private static final Pattern BLOCK = Pattern.compile("^([A-Z0-9_!][A-Z0-9_! ]{3}) @ 0x[0-9A-Fa-f]+\\s*$");

    /** A hex digit's value by its byte, -1 for any other byte. */
    private static final byte[] HEX = new byte[256];

    static {
        Arrays.fill(HEX, (byte) -1);
        for (int c = 0; c < 16; c++) {
            HEX["0123456789abcdef".charAt(c)] = (byte) c;
            HEX["0123456789ABCDEF".charAt(c)] = (byte) c;
        }
    }

    /**
     * The largest file read as tables: 64 MiB. A real machine's acpidump text is well under
     * 10 MB (the XPS 13 7390's is 1.6 MB); a table's u32 length could claim 4 GiB.
     */
    static final int MAX_FILE_BYTES = 64 << 20;

    private AcpiTableReader() {
    }

    /** Reads a file of either form; warnings (bad checksums) go to the consumer. */
    public static List<AcpiTable> read(Path file, Consumer<String> warnings) {
        byte[] data;
        InputFiles.require(file);
        try {
            data = BoundedRead.bytes(file, MAX_FILE_BYTES, "ACPI tables");
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage());
        }
        List<AcpiTable> tables = looksLikeDump(data) ? parseDump(file.toString(), data) : parseRaw(file.toString(), data);
        for (AcpiTable t : tables) {
            if (!t.checksumOk()) {
                warnings.accept(t.source() + ": " + t.signature() + " checksum is wrong (Linux warns and loads it anyway)");
            }
        }
        return tables;
    }

    private static boolean looksLikeDump(byte[] data) {
        String head = new String(data, 0, Math.min(data.length, 4096), StandardCharsets.ISO_8859_1);
        return head.lines().anyMatch(l -> BLOCK.matcher(l).matches());
    }

    static List<AcpiTable> parseRaw(String source, byte[] data) {
        List<AcpiTable> out = new ArrayList<>();
        int off = 0;
        while (off < data.length) {
            byte[] t = cut(source, data, off);
            out.add(new AcpiTable(out.isEmpty() && t.length == data.length ? source : source + "#" + out.size(), t));
            off += t.length;
        }
        if (out.isEmpty()) {
            throw new AmlException(source, 0, "empty file, no ACPI table");
        }
        return out;
    }

    /**
     * The table starting at off, checked against its length: the standard header's, or the
     * RSDP's own (ACPI 6.5 section 5.2.5.3: 20 bytes at revision 0, else its Length field).
     */
    private static byte[] cut(String source, byte[] data, int off) {
        if (AcpiTable.isRsdp(data, off)) {
            long len = AcpiTable.rsdpLength(data, off);
            if (len < 20 || off + len > data.length) {
                throw new AmlException(source, off, "RSDP says " + len + " bytes but " + (data.length - off)
                        + " are there (truncated or corrupt)");
            }
            return Arrays.copyOfRange(data, off, off + (int) len);
        }
        if (data.length - off < AcpiTable.HEADER_SIZE) {
            throw new AmlException(source, off, "truncated table header (" + (data.length - off) + " of 36 bytes)");
        }
        long len = AcpiTable.u32(data, off + 4);
        String sig = new String(data, off, 4, StandardCharsets.ISO_8859_1);
        if (len < AcpiTable.HEADER_SIZE || off + len > data.length) {
            throw new AmlException(source, off, "'" + printable(sig) + "' header says " + len + " bytes but " + (data.length - off)
                    + " are there (truncated or corrupt)");
        }
        byte[] t = new byte[(int) len];
        System.arraycopy(data, off, t, 0, (int) len);
        return t;
    }

    /**
     * Scans acpidump text line by line (by hand: a dump is a megabyte of hex, and the regular
     * expressions took a second of a cold JVM): block headers as {@link #BLOCK}, rows of up to
     * 16 "HH " pairs after their offset, the ASCII column after them ignored. A row is read once:
     * the search for its line's end starts where its pairs end.
     */
    static List<AcpiTable> parseDump(String source, byte[] data) {
        List<AcpiTable> out = new ArrayList<>();
        Block block = null;
        String sig = null;
        int lineNo = 0;
        int blockLine = 0;
        for (int s = 0; s < data.length;) {
            lineNo++;
            int e = -1;
            if (data.length - s > 9 && data[s + 4] == ' ' && data[s + 5] == '@') {
                e = lineEnd(data, s);
                if (isBlockHeader(data, s, e > s && data[e - 1] == '\r' ? e - 1 : e)) {
                    if (block != null) {
                        out.add(dumpTable(source, sig, blockLine, block));
                    }
                    block = new Block();
                    sig = new String(data, s, 4, StandardCharsets.ISO_8859_1).trim();
                    blockLine = lineNo;
                    s = e + 1;
                    continue;
                }
            }
            if (block != null) {
                e = lineEnd(data, row(source, lineNo, sig, data, s, block));
            } else if (e < 0) {
                e = lineEnd(data, s);
            }
            s = e + 1;
        }
        if (block != null) {
            out.add(dumpTable(source, sig, blockLine, block));
        }
        return out;
    }

    /** The index of the first '\n' from {@code from}, or the data's length. */
    private static int lineEnd(byte[] d, int from) {
        int e = from;
        while (e < d.length && d[e] != '\n') {
            e++;
        }
        return e;
    }

    private static boolean isBlockHeader(byte[] d, int s, int end) {
        return end - s > 9 && d[s + 4] == ' ' && d[s + 5] == '@'
                && BLOCK.matcher(new String(d, s, end - s, StandardCharsets.ISO_8859_1)).matches();
    }

    /** Whether two hex digits start at {@code i}, followed by a blank or the line's end: one byte of a row. */
    private static boolean pairAt(byte[] d, int i) {
        return i + 1 < d.length && HEX[d[i] & 0xFF] >= 0 && HEX[d[i + 1] & 0xFF] >= 0
                && (i + 2 == d.length || d[i + 2] == ' ' || lineEndAt(d, i + 2));
    }

    /** Whether the line ends at {@code i}: the file's end, '\n', or '\r' before '\n' or the file's end. */
    private static boolean lineEndAt(byte[] d, int i) {
        return i >= d.length || d[i] == '\n' || d[i] == '\r' && (i + 1 == d.length || d[i + 1] == '\n');
    }

    /**
     * "  0000: 44 53 44 54 ...": checks the offset continues the block and appends the bytes.
     * Returns where it stopped reading, never past the line's end.
     */
    private static int row(String source, int lineNo, String sig, byte[] d, int s, Block block) {
        int n = d.length;
        int i = s;
        while (i < n && (d[i] == ' ' || d[i] == '\t')) {
            i++;
        }
        int start = i;
        long addr = 0;
        while (i < n && HEX[d[i] & 0xFF] >= 0 && i - start < 8) {
            addr = addr << 4 | HEX[d[i] & 0xFF];
            i++;
        }
        if (i - start < 4 || i + 1 >= n || d[i] != ':' || d[i + 1] != ' ') {
            return i; // not a row
        }
        i += 2;
        if (addr != block.size) {
            if (!pairAt(d, i)) {
                return i; // an offset and no pairs: nothing to place
            }
            throw new BadInputException(source + " line " + lineNo + ": " + sig + " row at offset 0x"
                    + Long.toHexString(addr) + " where 0x" + Integer.toHexString(block.size) + " was expected");
        }
        if (block.size + 16 > block.bytes.length) {
            block.grow();
        }
        byte[] out = block.bytes;
        int size = block.size;
        int sum = block.sum;
        try {
            for (int pairs = 0; pairs < 16 && i + 1 < n; pairs++, i += 3) {
                int hi = HEX[d[i] & 0xFF];
                int lo = HEX[d[i + 1] & 0xFF];
                if ((hi | lo) < 0) {
                    break; // the ASCII column, or the row ends
                }
                byte sep = i + 2 < n ? d[i + 2] : (byte) '\n';
                if (sep != ' ' && !lineEndAt(d, i + 2)) {
                    break; // a pair not followed by a blank or the line's end is no pair
                }
                int v = hi << 4 | lo;
                out[size++] = (byte) v;
                sum += v;
                if (sep != ' ') {
                    return i + 2; // the line ends after this pair
                }
            }
            return i;
        } finally {
            block.size = size;
            block.sum = sum;
        }
    }

    /**
     * One block's bytes as its rows are read, and their sum for the checksum: a row writes its
     * pairs straight into {@link #bytes} (a call per byte, and a second pass to sum them, were
     * most of a cold JVM's dump reading).
     */
    private static final class Block {
        private byte[] bytes = new byte[4096];
        private int size;
        private int sum;

        /** Twice the room: a row of 16 pairs always fits after it. */
        void grow() {
            bytes = Arrays.copyOf(bytes, bytes.length * 2);
        }

        byte[] toByteArray() {
            return Arrays.copyOf(bytes, size);
        }
    }

    private static AcpiTable dumpTable(String source, String sig, int line, Block block) {
        String where = source + " line " + line + " (" + sig + ")";
        byte[] bytes = block.toByteArray();
        byte[] t = cut(where, bytes, 0);
        if (t.length != bytes.length) {
            throw new AmlException(where, t.length, "block has " + bytes.length + " bytes, header says " + t.length);
        }
        return new AcpiTable(where, t, block.sum);
    }

    /**
     * Four bytes read as a signature, each byte outside printable ASCII as {@code \xNN}: the bytes
     * of a file that is not a table (a newline in a text file) must not cut or garble the error.
     */
    private static String printable(String sig) {
        StringBuilder sb = new StringBuilder();
        sig.chars().forEach(c -> sb.append(c >= 0x20 && c < 0x7F ? String.valueOf((char) c) : String.format("\\x%02X", c)));
        return sb.toString();
    }
}
