package dev.oversleep.acpi;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * An AML value for a JSON document: its ACPICA type name (acpi_ut_get_type_name), the value as
 * JSON has it, and the text acpiexec shows. Integers are unsigned; a Buffer is its bytes, a
 * Package its elements (each typed), both listed up to {@link #LISTED} entries, the rest counted
 * in the text, and a String its first {@link #LISTED} characters; a named object is its path. A
 * method that returned no object is type "None". One value lists at most {@link #BUDGET}
 * characters, bytes and elements in all (texts included): a Package of many big Strings, which
 * the AML may build within its allocation budget, would otherwise make a JSON document of
 * hundreds of MB.
 */
public record TypedValue(String type, Object value, String text) {
    /** Buffer bytes and Package elements listed in {@code value}. */
    public static final int LISTED = 4096;
    /** Characters, bytes and elements one value lists in all, its elements' texts included. */
    public static final int BUDGET = 1 << 20;

    private static final BigInteger TWO_64 = BigInteger.ONE.shiftLeft(64);

    static TypedValue of(AmlValue v, AmlInterpreter interp) {
        return of(v, interp, 0, new int[] {BUDGET});
    }

    private static TypedValue of(AmlValue v, AmlInterpreter interp, int depth, int[] budget) {
        String text = interp.render(v);
        budget[0] -= text.length();
        if (v instanceof AmlValue.Int i) {
            long x = interp.operands.convert.mask(i.value());
            return new TypedValue("Integer", x >= 0 ? (Object) x : BigInteger.valueOf(x).add(TWO_64), text);
        }
        if (v instanceof AmlValue.Str s) {
            int listed = Math.max(0, Math.min(Math.min(s.value().length(), LISTED), budget[0]));
            budget[0] -= listed;
            return new TypedValue("String", s.value().substring(0, listed), text);
        }
        if (v instanceof AmlValue.Buf b) {
            List<Integer> bytes = new ArrayList<>();
            for (int k = 0; k < Math.min(b.bytes().length, LISTED) && budget[0] > 0; k++, budget[0]--) {
                bytes.add(b.bytes()[k] & 0xFF);
            }
            return new TypedValue("Buffer", bytes, text);
        }
        if (v instanceof AmlValue.Pkg p) {
            List<TypedValue> elements = new ArrayList<>();
            // a package can hold packages: nesting deeper than a few levels is shown by its text only
            if (depth < 8) {
                for (int k = 0; k < Math.min(p.elements().size(), LISTED) && budget[0] > 0; k++, budget[0]--) {
                    elements.add(of(p.elements().get(k), interp, depth + 1, budget));
                }
            }
            return new TypedValue("Package", elements, text);
        }
        if (v instanceof AmlValue.Obj o) {
            return new TypedValue(typeName(o.type()), o.path(), text);
        }
        if (v instanceof AmlValue.Ref) {
            return new TypedValue("Reference", null, text);
        }
        return new TypedValue("None", null, text);
    }

    /** ACPICA's names of object types (utdecode.c acpi_gbl_ns_type_names), by ObjectType number. */
    private static final String[] TYPE_NAMES = {"Untyped", "Integer", "String", "Buffer", "Package",
        "FieldUnit", "Device", "Event", "Method", "Mutex", "Region", "Power", "Processor", "Thermal",
        "BufferField", "DdbHandle", "DebugObject"};

    /** An ObjectType number as ACPICA names it; "Untyped" past the table. */
    static String typeName(int type) {
        return type >= 0 && type < TYPE_NAMES.length ? TYPE_NAMES[type] : "Untyped";
    }
}
