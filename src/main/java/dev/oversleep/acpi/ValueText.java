package dev.oversleep.acpi;

/**
 * A value as acpiexec's Debug output shows it, roughly: "[Integer] = 00000000000000C5",
 * "[String] "abc"", "[Buffer] 0x01,0x02", "[Package] 3 elements". Long strings and buffers are
 * cut after {@link TypedValue#LISTED} characters or bytes, saying how many more there are.
 */
final class ValueText {
    private ValueText() {
    }

    static String of(AmlValue v, AmlConvert convert) {
        if (v instanceof AmlValue.Int i) {
            return String.format("[Integer] = %016X", convert.mask(i.value()));
        }
        if (v instanceof AmlValue.Str s) {
            String x = s.value();
            return x.length() <= TypedValue.LISTED ? "[String] \"" + x + "\""
                    : "[String] \"" + x.substring(0, TypedValue.LISTED) + "\" ... " + (x.length() - TypedValue.LISTED)
                    + " more characters";
        }
        if (v instanceof AmlValue.Buf b) {
            return buffer(b.bytes());
        }
        if (v instanceof AmlValue.Pkg p) {
            return "[Package] " + p.elements().size() + " elements";
        }
        if (v instanceof AmlValue.Uninitialized) {
            return "no object";
        }
        return "[" + AmlConvert.describe(v) + "]";
    }

    private static String buffer(byte[] b) {
        int shown = Math.min(b.length, TypedValue.LISTED);
        StringBuilder sb = new StringBuilder("[Buffer] ");
        for (int i = 0; i < shown; i++) {
            sb.append(i == 0 ? "" : ",").append(String.format("0x%02X", b[i] & 0xFF));
        }
        if (shown < b.length) {
            sb.append(" ... ").append(b.length - shown).append(" more bytes");
        }
        return sb.toString();
    }
}
