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

    /**
     * The implicit conversion to Integer (exconvrt.c acpi_ex_convert_to_integer): a String is
     * hexadecimal (utstrtoul64.c acpi_ut_implicit_strtoul64: leading white space, a "0x" and
     * leading zeros skipped, then hex digits up to the first other character or until the next
     * would overflow the integer width); a Buffer gives its first 8 (4) bytes, little-endian, and
     * a zero-length Buffer has no value (AE_AML_BUFFER_LIMIT).
     */
    long toInt(AmlValue v, String where) {
        if (v instanceof AmlValue.Int i) {
            return mask(i.value());
        }
        if (v instanceof AmlValue.Str s) {
            String x = s.value();
            int at = skipSpaces(x, 0);
            if (hexPrefix(x, at)) {
                at += 2;
            }
            return digits(x, at, 16);
        }
        if (v instanceof AmlValue.Buf b) {
            if (b.bytes().length == 0) {
                throw new AmlError("AE_AML_BUFFER_LIMIT", (where == null ? "" : where + ": ")
                        + "a zero-length Buffer has no Integer value");
            }
            long r = 0;
            for (int i = Math.min(b.bytes().length, integerBytes()) - 1; i >= 0; i--) {
                r = r << 8 | (b.bytes()[i] & 0xFF);
            }
            return mask(r);
        }
        throw new AmlError("AE_AML_OPERAND_TYPE", where + ": " + describe(v) + " is not an Integer, String or Buffer");
    }

    /**
     * ToInteger's conversion of a String (utstrtoul64.c acpi_ut_explicit_strtoul64): decimal
     * unless it starts with "0x" (after white space), leading zeros skipped, digits up to the
     * first other character or until the next would overflow. Other values convert as
     * {@link #toInt} does.
     */
    long toIntExplicit(AmlValue v, String where) {
        if (!(v instanceof AmlValue.Str s)) {
            return toInt(v, where);
        }
        String x = s.value();
        int at = skipSpaces(x, 0);
        if (hexPrefix(x, at)) {
            return digits(x, at + 2, 16);
        }
        return digits(x, at, 10);
    }

    /** isspace(): space, \t, \n, \v, \f, \r. */
    private static int skipSpaces(String x, int at) {
        while (at < x.length() && (x.charAt(at) == ' ' || x.charAt(at) >= '\t' && x.charAt(at) <= '\r')) {
            at++;
        }
        return at;
    }

    /** acpi_ut_remove_hex_prefix(): "0x" or "0X". */
    private static boolean hexPrefix(String x, int at) {
        return at + 1 < x.length() && x.charAt(at) == '0' && (x.charAt(at + 1) == 'x' || x.charAt(at + 1) == 'X');
    }

    /**
     * acpi_ut_remove_leading_zeros() then acpi_ut_convert_decimal_string() or _hex_string():
     * ASCII digits of BASE from AT, stopping at the first other character, or before a digit
     * that would overflow the integer width (acpi_ut_insert_digit fails and the value so far
     * stands).
     */
    private long digits(String x, int at, int base) {
        while (at < x.length() && x.charAt(at) == '0') {
            at++;
        }
        long max = ones();
        long r = 0;
        for (; at < x.length(); at++) {
            char c = x.charAt(at);
            int d = c < 0x80 ? Character.digit(c, base) : -1;
            if (d < 0) {
                break;
            }
            if (Long.compareUnsigned(r, Long.divideUnsigned(max, base)) > 0) {
                break; // the multiplication would overflow
            }
            long product = r * base;
            if (Long.compareUnsigned(d, max - product) > 0) {
                break; // the addition would overflow
            }
            r = product + d;
        }
        return r;
    }

    /**
     * What a store into one element of a Buffer or String writes (exstore.c
     * acpi_ex_store_object_to_index): an Integer's low byte, a Buffer's or String's first byte
     * (no conversion: "9" stores 0x39); nothing else can be stored there.
     */
    byte elementByte(AmlValue v, String where) {
        if (v instanceof AmlValue.Int i) {
            return (byte) i.value();
        }
        if (v instanceof AmlValue.Buf b) {
            return b.bytes().length == 0 ? 0 : b.bytes()[0]; // ACPICA reads past an empty one
        }
        if (v instanceof AmlValue.Str s) {
            return s.value().isEmpty() ? 0 : (byte) s.value().charAt(0); // the terminating NUL
        }
        throw new AmlError("AE_AML_OPERAND_TYPE", where + ": the source must be an Integer, Buffer or String, not "
                + describe(v));
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
