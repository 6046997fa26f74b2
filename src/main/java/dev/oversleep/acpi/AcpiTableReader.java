package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads ACPI tables from a raw table file ({@code .aml}, {@code .dat}) or from the text that
 * {@code acpidump} prints: blocks headed {@code SIGN @ 0xADDRESS} followed by rows
 * {@code     0000: 44 53 44 54 ...}. Each table's header length must match its bytes (else
 * the table is truncated or corrupt: an error naming it); a bad checksum only warns, as Linux
 * does.
 */
public final class AcpiTableReader {
    private static final Pattern BLOCK = Pattern.compile("^([A-Z0-9_!]{4}) @ 0x[0-9A-Fa-f]+\\s*$");
    private static final Pattern ROW = Pattern.compile("^\\s*([0-9A-Fa-f]{4,8}): ((?:[0-9A-Fa-f]{2} ){1,16})");

    private AcpiTableReader() {
    }

    /** Reads a file of either form; warnings (bad checksums) go to the consumer. */
    public static List<AcpiTable> read(Path file, Consumer<String> warnings) {
        byte[] data;
        try {
            data = Files.readAllBytes(file);
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
        String head = new String(data, 0, Math.min(data.length, 200), StandardCharsets.ISO_8859_1);
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

    /** The table starting at off, checked against its header's length. */
    private static byte[] cut(String source, byte[] data, int off) {
        if (data.length - off < AcpiTable.HEADER_SIZE) {
            throw new AmlException(source, off, "truncated table header (" + (data.length - off) + " of 36 bytes)");
        }
        long len = (data[off + 4] & 0xFFL) | (data[off + 5] & 0xFFL) << 8 | (data[off + 6] & 0xFFL) << 16
                | (data[off + 7] & 0xFFL) << 24;
        String sig = new String(data, off, 4, StandardCharsets.ISO_8859_1);
        if (len < AcpiTable.HEADER_SIZE || off + len > data.length) {
            throw new AmlException(source, off, sig + " header says " + len + " bytes but " + (data.length - off)
                    + " are there (truncated or corrupt)");
        }
        byte[] t = new byte[(int) len];
        System.arraycopy(data, off, t, 0, (int) len);
        return t;
    }

    static List<AcpiTable> parseDump(String source, byte[] data) {
        List<AcpiTable> out = new ArrayList<>();
        ByteArrayOutputStream block = null;
        String sig = null;
        int lineNo = 0;
        int blockLine = 0;
        for (String line : new String(data, StandardCharsets.ISO_8859_1).split("\r?\n")) {
            lineNo++;
            Matcher b = BLOCK.matcher(line);
            if (b.matches()) {
                if (block != null) {
                    out.add(dumpTable(source, sig, blockLine, block.toByteArray()));
                }
                block = new ByteArrayOutputStream();
                sig = b.group(1);
                blockLine = lineNo;
                continue;
            }
            Matcher r = ROW.matcher(line);
            if (block != null && r.find()) {
                long addr = Long.parseLong(r.group(1), 16);
                if (addr != block.size()) {
                    throw new BadInputException(source + " line " + lineNo + ": " + sig + " row at offset 0x"
                            + Long.toHexString(addr) + " where 0x" + Integer.toHexString(block.size()) + " was expected");
                }
                for (String hex : r.group(2).trim().split(" ")) {
                    block.write(Integer.parseInt(hex, 16));
                }
            }
        }
        if (block != null) {
            out.add(dumpTable(source, sig, blockLine, block.toByteArray()));
        }
        return out;
    }

    private static AcpiTable dumpTable(String source, String sig, int line, byte[] bytes) {
        String where = source + " line " + line + " (" + sig + ")";
        byte[] t = cut(where, bytes, 0);
        if (t.length != bytes.length) {
            throw new AmlException(where, t.length, "block has " + bytes.length + " bytes, header says " + t.length);
        }
        return new AcpiTable(where, t);
    }
}
