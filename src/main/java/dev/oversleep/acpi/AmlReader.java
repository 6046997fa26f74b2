package dev.oversleep.acpi;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A cursor over one table's AML with the encodings of ACPI 6.x section 20.2 (PkgLength, NameString, data). */
final class AmlReader {
    final String table;
    final byte[] aml;
    int pos;

    AmlReader(String table, byte[] aml, int pos) {
        this.table = table;
        this.aml = aml;
        this.pos = pos;
    }

    AmlException error(int at, String problem) {
        return new AmlException(table, at, problem);
    }

    void need(int n, int end) {
        if (pos + n > end || pos + n > aml.length) {
            throw error(pos, "needs " + n + " more byte(s) but the enclosing object ends at 0x" + Integer.toHexString(end));
        }
    }

    int peek() {
        return pos < aml.length ? aml[pos] & 0xFF : -1;
    }

    int u8(int end) {
        need(1, end);
        return aml[pos++] & 0xFF;
    }

    int u16(int end) {
        need(2, end);
        int v = (aml[pos] & 0xFF) | (aml[pos + 1] & 0xFF) << 8;
        pos += 2;
        return v;
    }

    long u32(int end) {
        need(4, end);
        long v = (aml[pos] & 0xFFL) | (aml[pos + 1] & 0xFFL) << 8 | (aml[pos + 2] & 0xFFL) << 16 | (aml[pos + 3] & 0xFFL) << 24;
        pos += 4;
        return v;
    }

    long u64(int end) {
        long lo = u32(end);
        return lo | u32(end) << 32;
    }

    /**
     * PkgLength: bits 7-6 of the lead byte count the bytes that follow (0-3); with none, bits
     * 5-0 are the length; otherwise bits 3-0 are its low nibble and each following byte adds 8
     * bits above. The length counts from the PkgLength's first byte. Returns the end offset.
     */
    int pkgEnd(int end) {
        int start = pos;
        int lead = u8(end);
        int follow = lead >>> 6;
        long len;
        if (follow == 0) {
            len = lead & 0x3F;
        } else {
            if ((lead & 0x30) != 0) {
                throw error(start, "PkgLength lead byte 0x" + Integer.toHexString(lead) + " has bits 5-4 set");
            }
            len = lead & 0x0F;
            for (int i = 0; i < follow; i++) {
                len |= (long) u8(end) << (4 + 8 * i);
            }
        }
        long stop = start + len;
        if (len < pos - start || stop > end) {
            throw error(start, "PkgLength " + len + " runs past the enclosing object (ends at 0x" + Integer.toHexString(end) + ")");
        }
        return (int) stop;
    }

    private static boolean leadChar(int c) {
        return c >= 'A' && c <= 'Z' || c == '_';
    }

    private static boolean nameChar(int c) {
        return leadChar(c) || c >= '0' && c <= '9';
    }

    /** True when a NameString starts here. */
    boolean atName() {
        int c = peek();
        return leadChar(c) || c == '\\' || c == '^' || c == 0x2E || c == 0x2F;
    }

    private String seg(int end) {
        need(4, end);
        int at = pos;
        for (int i = 0; i < 4; i++) {
            int c = aml[pos + i] & 0xFF;
            if (i == 0 ? !leadChar(c) : !nameChar(c)) {
                throw error(at, String.format("bad name segment byte 0x%02X", c));
            }
        }
        String s = new String(aml, pos, 4, StandardCharsets.US_ASCII);
        pos += 4;
        return s;
    }

    /** NameString := RootChar NamePath | PrefixPath NamePath; NamePath := NameSeg | Dual | Multi | NullName. */
    AmlName name(int end) {
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
            segs.add(seg(end));
            segs.add(seg(end));
        } else if (c == 0x2F) {
            pos++;
            int n = u8(end);
            for (int i = 0; i < n; i++) {
                segs.add(seg(end));
            }
        } else {
            segs.add(seg(end));
        }
        return new AmlName(absolute, parents, List.copyOf(segs));
    }

    /** A NUL-terminated ASCII string. */
    String asciiz(int end) {
        int start = pos;
        while (pos < end && aml[pos] != 0) {
            pos++;
        }
        if (pos >= end) {
            throw error(start, "string without its NUL terminator");
        }
        String s = new String(aml, start, pos - start, StandardCharsets.ISO_8859_1);
        pos++;
        return s;
    }
}
