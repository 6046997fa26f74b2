package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * Flattens an AML value into tokens ("Integer 0x5", "String \"ab\"", "Buffer 01 02",
 * "Package 3" followed by its elements, "Null", "Reference"), the same tokens
 * {@link AcpiexecOutput} reads out of acpiexec's text, so the two can be compared.
 */
final class ValueTokens {
    private ValueTokens() {
    }

    /**
     * A returned value: acpiexec hands back what a top-level reference points to, and prints its
     * Strings with {@link #printed escapes}.
     */
    static List<String> ofResult(AmlValue v) {
        List<String> out = new ArrayList<>();
        add(v instanceof AmlValue.Ref r ? r.target().read() : v, out, true);
        return out;
    }

    /** A Debug store: acpiexec prints its Strings as they are. */
    static List<String> of(AmlValue v) {
        List<String> out = new ArrayList<>();
        add(v, out, false);
        return out;
    }

    /**
     * A String as acpiexec prints a returned one (acpi_ut_print_string, utstring.c): control
     * characters as C escapes (a newline as backslash-n), other unprintable bytes as \x and the
     * char, sign-extended to 32 bits, in hex (0xFF is \xFFFFFFFF, char being signed on x86).
     */
    static String printed(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            int i = "\u0007\b\f\n\r\t\u000B".indexOf(c);
            if (i >= 0) {
                out.append('\\').append("abfnrtv".charAt(i));
            } else if (c >= 0x20 && c < 0x7F) {
                out.append(c);
            } else {
                out.append(String.format("\\x%02X", (int) (byte) c));
            }
        }
        return out.toString();
    }

    static String integer(long value) {
        return "Integer 0x" + Long.toHexString(value).toUpperCase();
    }

    static String buffer(byte[] bytes) {
        return ("Buffer " + HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes)).trim();
    }

    private static void add(AmlValue v, List<String> out, boolean printed) {
        if (v instanceof AmlValue.Int i) {
            out.add(integer(i.value()));
        } else if (v instanceof AmlValue.Str s) {
            out.add("String \"" + (printed ? printed(s.value()) : s.value()) + "\"");
        } else if (v instanceof AmlValue.Buf b) {
            out.add(buffer(b.bytes()));
        } else if (v instanceof AmlValue.Pkg p) {
            out.add("Package " + p.elements().size());
            p.elements().forEach(e -> add(e, out, printed));
        } else if (v instanceof AmlValue.Uninitialized) {
            out.add("Null");
        } else if (v instanceof AmlValue.Obj o && (o.type() == 11 || o.type() == 12)) {
            out.add(o.type() == 11 ? "Other [Power Resource]" : "Other [Processor]"); // as acpiexec prints them
        } else {
            out.add("Reference");
        }
    }
}
