package dev.oversleep.acpi;

import java.nio.charset.StandardCharsets;

/**
 * One ACPI table: the 36-byte header of ACPI 6.x section 5.2.6 (signature, length, revision,
 * checksum, OEM ID, OEM table ID, OEM revision, creator ID and revision) and its bytes.
 *
 * @param source where it came from (file, and block index for acpidump text), for messages
 */
public record AcpiTable(String source, byte[] bytes) {
    public static final int HEADER_SIZE = 36;

    public String signature() {
        return ascii(0, 4);
    }

    public long length() {
        return u32(4);
    }

    /** DSDT revision below 2 means 32-bit AML integers (ACPI 6.x section 5.2.11.1). */
    public int revision() {
        return bytes[8] & 0xFF;
    }

    public String oemId() {
        return ascii(10, 6).trim();
    }

    public String oemTableId() {
        return ascii(16, 8).trim();
    }

    /**
     * All bytes of a table sum to zero modulo 256. The FACS has no checksum field (ACPI 6.x
     * section 5.2.10), so it always passes.
     */
    public boolean checksumOk() {
        if (signature().equals("FACS")) {
            return true;
        }
        int sum = 0;
        for (byte b : bytes) {
            sum += b & 0xFF;
        }
        return (sum & 0xFF) == 0;
    }

    /** DSDT and SSDT hold AML after the header. */
    public boolean isDefinitionBlock() {
        return signature().equals("DSDT") || signature().equals("SSDT");
    }

    public String name() {
        return signature() + (oemTableId().isEmpty() ? "" : " " + oemTableId());
    }

    private String ascii(int off, int n) {
        return new String(bytes, off, n, StandardCharsets.ISO_8859_1);
    }

    private long u32(int off) {
        return (bytes[off] & 0xFFL) | (bytes[off + 1] & 0xFFL) << 8 | (bytes[off + 2] & 0xFFL) << 16
                | (bytes[off + 3] & 0xFFL) << 24;
    }
}
