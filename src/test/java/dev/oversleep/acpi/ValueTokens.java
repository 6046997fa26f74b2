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

    /** A returned value: acpiexec hands back what a top-level reference points to. */
    static List<String> ofResult(AmlValue v) {
        List<String> out = new ArrayList<>();
        add(v instanceof AmlValue.Ref r ? r.target().read() : v, out);
        return out;
    }

    static List<String> of(AmlValue v) {
        List<String> out = new ArrayList<>();
        add(v, out);
        return out;
    }

    static String integer(long value) {
        return "Integer 0x" + Long.toHexString(value).toUpperCase();
    }

    static String buffer(byte[] bytes) {
        return ("Buffer " + HexFormat.ofDelimiter(" ").withUpperCase().formatHex(bytes)).trim();
    }

    private static void add(AmlValue v, List<String> out) {
        if (v instanceof AmlValue.Int i) {
            out.add(integer(i.value()));
        } else if (v instanceof AmlValue.Str s) {
            out.add("String \"" + s.value() + "\"");
        } else if (v instanceof AmlValue.Buf b) {
            out.add(buffer(b.bytes()));
        } else if (v instanceof AmlValue.Pkg p) {
            out.add("Package " + p.elements().size());
            p.elements().forEach(e -> add(e, out));
        } else if (v instanceof AmlValue.Uninitialized) {
            out.add("Null");
        } else {
            out.add("Reference");
        }
    }
}
