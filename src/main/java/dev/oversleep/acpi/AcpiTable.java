package dev.oversleep.acpi;

import java.nio.charset.StandardCharsets;

/**
 * One ACPI table and its bytes. Most tables start with the 36-byte header of ACPI 6.5 section
 * 5.2.6 (signature, length, revision, checksum, OEM ID, OEM table ID, OEM revision, creator ID
 * and revision). Two do not: the RSDP (section 5.2.5.3: "RSD PTR ", a checksum over its first 20
 * bytes, OEM ID, revision, the RSDT address, and from revision 2 a length, the XSDT address and
 * an extended checksum) and the FACS (section 5.2.10: signature, length, hardware signature,
 * waking vectors, no checksum, no OEM fields).
 *
 * <p>A value (the bytes are never changed after it is made); not a record only because the sum of
 * its bytes, which two checksums read, is worked out once when it is made.
 */
public final class AcpiTable {
    public static final int HEADER_SIZE = 36;
    /** The RSDP's signature (ACPI 6.5 section 5.2.5.3). */
    static final String RSDP_SIGNATURE = "RSD PTR ";

    private final String source;
    private final byte[] bytes;
    /** All bytes summed modulo 256: zero when a checksum over the whole table holds. */
    private final int byteSum;

    /**
     * @param source where it came from (file, and block index for acpidump text), for messages
     * @param bytes  the table, from its signature to its length
     */
    public AcpiTable(String source, byte[] bytes) {
        this(source, bytes, sum(bytes, 0, bytes.length));
    }

    /** A table whose byte sum its reader worked out as it read the bytes (acpidump text). */
    AcpiTable(String source, byte[] bytes, int byteSum) {
        this.source = source;
        this.bytes = bytes;
        this.byteSum = byteSum & 0xFF;
    }

    /** Where it came from (file, and block index for acpidump text), for messages. */
    public String source() {
        return source;
    }

    public byte[] bytes() {
        return bytes;
    }

    /** True when BYTES (from OFF) start an RSDP. */
    static boolean isRsdp(byte[] bytes, int off) {
        return bytes.length - off >= 8 && new String(bytes, off, 8, StandardCharsets.ISO_8859_1).equals(RSDP_SIGNATURE);
    }

    /** The RSDP's length: 20 bytes at revision 0 (ACPI 1.0), else its Length field. */
    static long rsdpLength(byte[] bytes, int off) {
        if (bytes.length - off < 20) {
            return -1;
        }
        int revision = bytes[off + 15] & 0xFF;
        return revision == 0 ? 20 : bytes.length - off < 24 ? -1 : u32(bytes, off + 20);
    }

    /** "RSDP" for the RSDP, else the header's four characters. */
    public String signature() {
        return isRsdp(bytes, 0) ? "RSDP" : ascii(0, 4);
    }

    public long length() {
        return isRsdp(bytes, 0) ? bytes.length : u32(bytes, 4);
    }

    /** The RSDP and the FACS have no standard header: no OEM table ID, revision or header checksum. */
    public boolean hasStandardHeader() {
        return !isRsdp(bytes, 0) && !ascii(0, 4).equals("FACS");
    }

    /** DSDT revision below 2 means 32-bit AML integers (ACPI 6.5 section 5.2.11.1). */
    public int revision() {
        return bytes[8] & 0xFF;
    }

    public String oemId() {
        return ascii(10, 6).trim();
    }

    public String oemTableId() {
        return ascii(16, 8).trim();
    }

    /** The RSDP's OEM ID; null for a table that has none (the FACS). */
    String rsdpOemId() {
        return isRsdp(bytes, 0) ? ascii(9, 6).trim() : null;
    }

    /**
     * The RSDP's checksums: its first 20 bytes, and from revision 2 all of it, sum to zero;
     * null for the FACS, which has no checksum.
     */
    Boolean rsdpChecksumOk() {
        if (!isRsdp(bytes, 0)) {
            return null;
        }
        return sum(bytes, 0, 20) == 0 && ((bytes[15] & 0xFF) == 0 || byteSum == 0);
    }

    /** All bytes of a table with a standard header sum to zero modulo 256; the FACS has no checksum. */
    public boolean checksumOk() {
        if (!hasStandardHeader()) {
            Boolean rsdp = rsdpChecksumOk();
            return rsdp == null || rsdp;
        }
        return byteSum == 0;
    }

    private static int sum(byte[] bytes, int from, int to) {
        int s = 0;
        for (int i = from, n = Math.min(to, bytes.length); i < n; i++) {
            s += bytes[i]; // modulo 256 a signed byte adds as its unsigned value
        }
        return s & 0xFF;
    }

    /** DSDT and SSDT hold AML after the header. */
    public boolean isDefinitionBlock() {
        return hasStandardHeader() && (signature().equals("DSDT") || signature().equals("SSDT"));
    }

    public String name() {
        return signature() + (!hasStandardHeader() || oemTableId().isEmpty() ? "" : " " + oemTableId());
    }

    private String ascii(int off, int n) {
        return new String(bytes, off, Math.min(n, bytes.length - off), StandardCharsets.ISO_8859_1);
    }

    static long u32(byte[] b, int off) {
        return (b[off] & 0xFFL) | (b[off + 1] & 0xFFL) << 8 | (b[off + 2] & 0xFFL) << 16 | (b[off + 3] & 0xFFL) << 24;
    }
}
