package dev.oversleep.acpi;

import java.util.Arrays;

/**
 * Resource templates (ACPI 6.5 section 6.4): ConcatenateResTemplate drops each operand's End
 * Tag, as ACPICA's acpi_ut_get_resource_end_tag finds it by walking the descriptors, and ends
 * the result with a new one.
 */
final class ResourceTemplates {
    /** End Tag small resource item (ACPI 6.5 section 6.4.2.9): type 0x0F, length 1. */
    private static final int END_TAG = 0x79;

    private ResourceTemplates() {
    }

    static AmlValue concatenate(Term at, AmlFrame f, byte[] first, byte[] second) {
        byte[] x = body(at, f, first);
        byte[] y = body(at, f, second);
        byte[] out = Arrays.copyOf(x, f.ctx.allocation((long) x.length + y.length + 2, at, f, "Buffer"));
        f.ctx.work(out.length);
        System.arraycopy(y, 0, out, x.length, y.length);
        out[out.length - 2] = (byte) END_TAG;
        out[out.length - 1] = 0; // checksum 0: "treat as correct" (ACPI 6.5 section 6.4.2.9)
        return new AmlValue.Buf(out);
    }

    /** A template without its End Tag; one of fewer than two bytes has none to drop. */
    private static byte[] body(Term at, AmlFrame f, byte[] b) {
        int i = 0;
        while (i < b.length) {
            int tag = b[i] & 0xFF;
            if (tag == END_TAG) {
                return Arrays.copyOf(b, i);
            }
            int len = (tag & 0x80) != 0
                    ? 3 + (i + 2 < b.length ? (b[i + 1] & 0xFF | (b[i + 2] & 0xFF) << 8) : 0)
                    : 1 + (tag & 0x07);
            i += len;
        }
        if (b.length < 2) {
            return b;
        }
        throw at.error("AE_AML_NO_RESOURCE_END_TAG", f, "resource template has no End Tag");
    }
}
