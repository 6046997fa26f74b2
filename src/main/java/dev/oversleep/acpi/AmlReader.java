package dev.oversleep.acpi;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A cursor over one table's AML with the encodings of ACPI 6.5 section 20.2 (PkgLength,
 * NameString, data). As in ACPICA's parser (psargs.c), reads are bounded by the end of the
 * table or of the method body being decoded ({@link #limit}), not by the enclosing object: an
 * object whose PkgLength runs past its parent's end is read to its own end.
 */
final class AmlReader {
    final String table;
    final byte[] aml;
    final int limit;
    /** What was read as ACPICA reads it although it breaks the encoding rules (null: not noted). */
    final List<String> problems;
    int pos;

    AmlReader(String table, byte[] aml, int pos, int limit, List<String> problems) {
        this.table = table;
        this.aml = aml;
        this.pos = pos;
        this.limit = Math.min(limit, aml.length);
        this.problems = problems;
    }

    private void note(int at, String problem) {
        if (problems != null) {
            problems.add(table + " at offset 0x" + Integer.toHexString(at) + ": " + problem);
        }
    }

    AmlException error(int at, String problem) {
        return new AmlException(table, at, problem);
    }

    void need(int n) {
        if (pos + n > limit) {
            throw error(pos, "needs " + n + " more byte(s) but the " + (limit == aml.length ? "table" : "method body")
                    + " ends at 0x" + Integer.toHexString(limit));
        }
    }

    int peek() {
        return pos < limit ? aml[pos] & 0xFF : -1;
    }

    int u8() {
        need(1);
        return aml[pos++] & 0xFF;
    }

    int u16() {
        need(2);
        int v = (aml[pos] & 0xFF) | (aml[pos + 1] & 0xFF) << 8;
        pos += 2;
        return v;
    }

    long u32() {
        need(4);
        long v = (aml[pos] & 0xFFL) | (aml[pos + 1] & 0xFFL) << 8 | (aml[pos + 2] & 0xFFL) << 16 | (aml[pos + 3] & 0xFFL) << 24;
        pos += 4;
        return v;
    }

    long u64() {
        long lo = u32();
        return lo | u32() << 32;
    }

    /**
     * PkgLength: bits 7-6 of the lead byte count the bytes that follow (0-3); with none, bits
     * 5-0 are the length; otherwise bits 3-0 are its low nibble and each following byte adds 8
     * bits above (bits 5-4 of a lead byte with followers are ignored, as ACPICA masks them).
     * The length counts from the PkgLength's first byte. Returns the end offset, which may lie
     * past the enclosing object's end; one past the table's (or method's) end is cut there, and
     * one shorter than its own encoding ends where the encoding does, as ACPICA parses them.
     */
    int pkgEnd() {
        int start = pos;
        int lead = u8();
        int follow = lead >>> 6;
        long len;
        if (follow == 0) {
            len = lead & 0x3F;
        } else {
            len = lead & 0x0F;
            for (int i = 0; i < follow; i++) {
                len |= (long) u8() << (4 + 8 * i);
            }
        }
        long stop = start + len;
        if (stop > limit) {
            note(start, "PkgLength " + len + " runs past the end of the " + (limit == aml.length ? "table" : "method body")
                    + " (0x" + Integer.toHexString(limit) + "); read to that end");
            return limit;
        }
        return (int) Math.max(stop, pos);
    }

    /** A field unit's length: a PkgLength counting bits. */
    long fieldLength() {
        int lead = u8();
        int follow = lead >>> 6;
        long len = follow == 0 ? lead & 0x3F : lead & 0x0F;
        for (int i = 0; i < follow; i++) {
            len |= (long) u8() << (4 + 8 * i);
        }
        return len;
    }

    static boolean leadChar(int c) {
        return c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean nameChar(int c) {
        return leadChar(c) || c >= '0' && c <= '9';
    }

    /** True when a NameString starts here (ACPICA's AML_CLASS_ASCII and AML_CLASS_PREFIX bytes). */
    boolean atName() {
        int c = peek();
        return leadChar(c) || c == '\\' || c == '^' || c == 0x2E || c == 0x2F;
    }

    /**
     * One NameSeg: four bytes, whatever they are (the parser takes them as they come); a byte
     * that is no name character (A-Z, 0-9, _; '!' last) is repaired to '*' as acpi_ut_repair_name does, so such a name
     * can be entered and found but never collides with a valid one.
     */
    private String seg() {
        need(4);
        char[] c = new char[4];
        boolean bad = false;
        for (int i = 0; i < 4; i++) {
            int b = aml[pos + i] & 0xFF;
            boolean ok = nameChar(b) || b == '!' && i == 3; // acpi_ut_valid_name_char
            c[i] = ok ? (char) b : '*';
            bad |= !ok;
        }
        String s = new String(c);
        if (bad) {
            note(pos, "name segment with invalid characters, repaired to " + s + " (as acpi_ut_repair_name)");
        }
        pos += 4;
        return s;
    }

    /**
     * NameString := RootChar NamePath | PrefixPath NamePath; NamePath := NameSeg | Dual | Multi |
     * NullName.
     */
    AmlName name() {
        boolean absolute = false;
        int parents = 0;
        if (peek() == '\\') {
            absolute = true;
            pos++;
        } else {
            while (peek() == '^') {
                parents++;
                pos++;
            }
        }
        List<String> segs = new ArrayList<>(4);
        int c = peek();
        if (c == 0x00) {
            pos++;
        } else if (c == 0x2E) {
            pos++;
            segs.add(seg());
            segs.add(seg());
        } else if (c == 0x2F) {
            pos++;
            int n = u8();
            for (int i = 0; i < n; i++) {
                segs.add(seg());
            }
        } else {
            segs.add(seg());
        }
        return new AmlName(absolute, parents, List.copyOf(segs));
    }

    /** A NUL-terminated ASCII string. */
    String asciiz() {
        int start = pos;
        while (pos < limit && aml[pos] != 0) {
            pos++;
        }
        if (pos >= limit) {
            throw error(start, "string without its NUL terminator");
        }
        String s = new String(aml, start, pos - start, StandardCharsets.ISO_8859_1);
        pos++;
        return s;
    }
}
