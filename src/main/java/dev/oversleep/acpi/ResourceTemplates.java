package dev.oversleep.acpi;

import java.util.Arrays;

/**
 * Resource templates (ACPI 6.5 section 6.4) as ConcatenateResTemplate reads them (exconcat.c,
 * acpi_ex_concat_template): each operand is walked descriptor by descriptor, every descriptor
 * validated, up to its End Tag (utresrc.c, acpi_ut_get_resource_end_tag and
 * acpi_ut_walk_aml_resources); the result is both bodies and a new End Tag. A zero-length
 * Buffer counts as an End Tag alone.
 *
 * <p>The descriptor tables are ACPICA's (utresrc.c AcpiGbl_ResourceTypes and
 * AcpiGbl_ResourceAmlSizes, the sizes those of amlresrc.h's structures less their headers) as
 * Linux 6.12's ACPICA 20240827 has them: ClockInput (0x93) and the CSI-2 serial bus (type 4) are
 * valid there, where acpiexec 20200925 refuses them.
 */
final class ResourceTemplates {
    /** End Tag small resource item (ACPI 6.5 section 6.4.2.9): type 0x0F, length 1. */
    private static final int END_TAG = 0x79;
    /** The small End Tag's name bits (ACPI_RESOURCE_NAME_END_TAG). */
    private static final int END_TAG_NAME = 0x78;
    /** ACPI_RESOURCE_NAME_SMALL_MASK: bits 6:3 of a small descriptor's first byte. */
    private static final int SMALL_NAME_MASK = 0x78;
    private static final int LARGE = 0x80;
    /** ACPI_RESOURCE_NAME_LARGE_MAX: ClockInput. */
    private static final int LARGE_MAX = 0x93;
    /** ACPI_RESOURCE_NAME_SERIAL_BUS and AML_RESOURCE_MAX_SERIALBUSTYPE (CSI-2). */
    private static final int SERIAL_BUS = 0x8E;
    private static final int MAX_SERIAL_BUS_TYPE = 4;

    /** How a descriptor's length field is checked against its minimum (ACPI_FIXED_LENGTH and so on). */
    private enum LengthRule { INVALID, FIXED, VARIABLE, SMALL_VARIABLE }

    /** By resource index: small names 0x00-0x0F, then large names 0x80-0x93 as 0x10-0x23. */
    private static final LengthRule[] RULES;
    private static final int[] MINIMUM_LENGTHS = {
        0, 0, 0, 0, 3, 2, 1, 0, 7, 3, 5, 0, 0, 0, 0, 1,
        0, 9, 12, 0, 0, 17, 9, 23, 13, 6, 43, 53, 20, 15, 9, 17, 11, 14, 17, 9,
    };

    static {
        LengthRule i = LengthRule.INVALID;
        LengthRule f = LengthRule.FIXED;
        LengthRule v = LengthRule.VARIABLE;
        LengthRule s = LengthRule.SMALL_VARIABLE;
        RULES = new LengthRule[] {
            i, i, i, i, s, f, s, f, f, f, f, i, i, i, v, f,
            i, f, f, i, v, f, f, v, v, v, v, f, v, v, v, v, v, v, v, v,
        };
    }

    private ResourceTemplates() {
    }

    static AmlValue concatenate(Term at, AmlFrame f, byte[] first, byte[] second) {
        int x = endTag(at, f, first);
        int y = endTag(at, f, second);
        byte[] out = Arrays.copyOf(first, f.ctx.allocation((long) x + y + 2, at, f, "Buffer"));
        f.ctx.work(out.length);
        System.arraycopy(second, 0, out, x, y);
        out[out.length - 2] = (byte) END_TAG;
        out[out.length - 1] = 0; // checksum 0: "treat as correct" (ACPI 6.5 section 6.4.2.9)
        return new AmlValue.Buf(out);
    }

    /** Where the template's End Tag starts (its length for an empty one), every descriptor before it valid. */
    private static int endTag(Term at, AmlFrame f, byte[] b) {
        if (b.length == 0) {
            return 0;
        }
        if (b.length < 2) {
            throw at.error("AE_AML_NO_RESOURCE_END_TAG", f, "a resource template of one byte has no End Tag");
        }
        int i = 0;
        while (i < b.length) {
            validate(at, f, b, i);
            int first = b[i] & 0xFF;
            if ((first & LARGE) == 0 && (first & SMALL_NAME_MASK) == END_TAG_NAME) {
                if (i + 1 >= b.length) {
                    throw at.error("AE_AML_NO_RESOURCE_END_TAG", f, "the End Tag's second byte is missing");
                }
                return i;
            }
            i += (first & LARGE) != 0 ? 3 + length(b, i) : 1 + length(b, i);
        }
        throw at.error("AE_AML_NO_RESOURCE_END_TAG", f, "resource template has no End Tag");
    }

    /** acpi_ut_validate_resource: a known type, a length its type allows, a serial bus type that exists. */
    private static void validate(Term at, AmlFrame f, byte[] b, int i) {
        int first = b[i] & 0xFF;
        int index;
        if ((first & LARGE) != 0) {
            if (first > LARGE_MAX) {
                throw invalidType(at, f, first, i);
            }
            index = first - 0x70;
        } else {
            index = (first & SMALL_NAME_MASK) >> 3;
        }
        LengthRule rule = RULES[index];
        int min = MINIMUM_LENGTHS[index];
        int len = length(b, i);
        boolean ok = switch (rule) {
            case INVALID -> throw invalidType(at, f, first, i);
            case FIXED -> len == min;
            case VARIABLE -> len >= min;
            case SMALL_VARIABLE -> len == min || len == min - 1;
        };
        if (!ok) {
            throw at.error("AE_AML_BAD_RESOURCE_LENGTH", f, String.format("resource descriptor 0x%02X at offset %d: "
                    + "length %d where its type needs %s%d", first, i, len, rule == LengthRule.VARIABLE ? "at least " : "", min));
        }
        if (first == SERIAL_BUS) {
            int busType = i + 5 < b.length ? b[i + 5] & 0xFF : 0;
            if (busType == 0 || busType > MAX_SERIAL_BUS_TYPE) {
                throw at.error("AE_AML_INVALID_RESOURCE_TYPE", f, "serial bus descriptor at offset " + i
                        + " of bus type " + busType);
            }
        }
    }

    /** The descriptor's length field (acpi_ut_get_resource_length); bytes past the template read as 0. */
    private static int length(byte[] b, int i) {
        int first = b[i] & 0xFF;
        if ((first & LARGE) == 0) {
            return first & 0x07;
        }
        int lo = i + 1 < b.length ? b[i + 1] & 0xFF : 0;
        int hi = i + 2 < b.length ? b[i + 2] & 0xFF : 0;
        return lo | hi << 8;
    }

    private static AmlError invalidType(Term at, AmlFrame f, int first, int i) {
        return at.error("AE_AML_INVALID_RESOURCE_TYPE", f, String.format("0x%02X at offset %d is no resource type", first, i));
    }
}
