package dev.oversleep.acpi;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * Implicit conversions as ACPICA applies them to operands (exconvrt.c): a string to an integer
 * reads hex digits (a leading "0x" allowed) up to the first non-hex character; a buffer to an
 * integer takes its first bytes little-endian; an integer to a buffer is its bytes little-endian;
 * an integer to a string is its hex digits. Integers are 32 bits wide when the DSDT's revision
 * is below 2.
 */
final class AmlConvert {
    private final boolean int32;

    AmlConvert(boolean int32) {
        this.int32 = int32;
    }

    boolean int32() {
        return int32;
    }

    long mask(long v) {
        return int32 ? v & 0xFFFF_FFFFL : v;
    }

    int integerBytes() {
        return int32 ? 4 : 8;
    }

    long ones() {
        return mask(-1L);
    }

    long toInt(AmlValue v, String where) {
        if (v instanceof AmlValue.Int i) {
            return mask(i.value());
        }
        if (v instanceof AmlValue.Str s) {
            String x = s.value().trim();
            if (x.startsWith("0x") || x.startsWith("0X")) {
                x = x.substring(2);
            }
            long r = 0;
            int digits = 0;
            for (char c : x.toCharArray()) {
                int d = Character.digit(c, 16);
                if (d < 0 || digits == integerBytes() * 2) {
                    break;
                }
                r = r << 4 | d;
                digits++;
            }
            return mask(r);
        }
        if (v instanceof AmlValue.Buf b) {
            long r = 0;
            for (int i = Math.min(b.bytes().length, integerBytes()) - 1; i >= 0; i--) {
                r = r << 8 | (b.bytes()[i] & 0xFF);
            }
            return mask(r);
        }
        throw new AmlError("AE_AML_OPERAND_TYPE", where + ": " + describe(v) + " is not an Integer, String or Buffer");
    }

    byte[] toBuffer(AmlValue v, String where) {
        if (v instanceof AmlValue.Buf b) {
            return b.bytes();
        }
        if (v instanceof AmlValue.Str s) {
            byte[] raw = s.value().getBytes(StandardCharsets.ISO_8859_1);
            return Arrays.copyOf(raw, raw.length + 1);
        }
        long x = toInt(v, where);
        byte[] out = new byte[integerBytes()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) (x >>> (8 * i));
        }
        return out;
    }

    String toStr(AmlValue v, String where) {
        if (v instanceof AmlValue.Str s) {
            return s.value();
        }
        if (v instanceof AmlValue.Int i) {
            return String.format(Locale.ROOT, int32 ? "%08X" : "%016X", mask(i.value()));
        }
        if (v instanceof AmlValue.Buf b) {
            // Implicit buffer-to-string: "0x" and two hex digits per byte, space separated
            // (ACPICA exconvrt.c, ACPI_IMPLICIT_CONVERT_HEX); ToHexString has its own form.
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < b.bytes().length; i++) {
                sb.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "0x%02X", b.bytes()[i] & 0xFF));
            }
            return sb.toString();
        }
        throw new AmlError("AE_AML_OPERAND_TYPE", where + ": " + describe(v) + " has no string form");
    }

    /** Compares as the first operand's type: integers numerically, strings and buffers bytewise. */
    int compare(AmlValue a, AmlValue b, String where) {
        if (a instanceof AmlValue.Str s) {
            return s.value().compareTo(toStr(b, where));
        }
        if (a instanceof AmlValue.Buf x) {
            byte[] y = toBuffer(b, where);
            for (int i = 0; i < Math.min(x.bytes().length, y.length); i++) {
                int c = Integer.compare(x.bytes()[i] & 0xFF, y[i] & 0xFF);
                if (c != 0) {
                    return c;
                }
            }
            return Integer.compare(x.bytes().length, y.length);
        }
        return Long.compareUnsigned(toInt(a, where), toInt(b, where));
    }

    static String describe(AmlValue v) {
        if (v instanceof AmlValue.Obj o) {
            return "Object " + o.path();
        }
        return v.getClass().getSimpleName().replace("Int", "Integer").replace("Str", "String")
                .replace("Buf", "Buffer").replace("Pkg", "Package").replace("Ref", "Reference");
    }
}
