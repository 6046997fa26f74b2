package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tables written as acpidump text in the shapes real dumps take (LF or CRLF, the ASCII column
 * or none, a short last row, trailing blanks, blank lines between blocks, the RSDP's "RSD "
 * header) read back as the same bytes, whatever the bytes are: the hex in the ASCII column,
 * a line end right after a pair, a row's last pair at the end of the file; and a checksum
 * holds exactly when the bytes sum to zero.
 */
class AcpidumpTextPropertyTest {
    static LongStream seeds() {
        return LongStream.range(1, 201);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void tablesWrittenAsAcpidumpTextReadBackAsTheirBytes(long seed) {
        Random rnd = new Random(seed);
        List<byte[]> tables = new ArrayList<>();
        List<String> names = new ArrayList<>();
        int n = 1 + rnd.nextInt(4);
        for (int t = 0; t < n; t++) {
            String sig = List.of("DSDT", "SSDT", "APIC", "MCFG").get(rnd.nextInt(4));
            tables.add(table(sig, AcpiTable.HEADER_SIZE + rnd.nextInt(600), rnd));
            names.add(sig);
        }
        String eol = rnd.nextBoolean() ? "\n" : "\r\n";
        boolean ascii = rnd.nextBoolean();
        boolean trailingBlank = rnd.nextBoolean();
        StringBuilder text = new StringBuilder();
        for (int t = 0; t < n; t++) {
            byte[] b = tables.get(t);
            text.append(names.get(t)).append(" @ 0x").append(String.format("%016X", 0x7f000000L + t * 0x1000L))
                    .append(eol);
            for (int off = 0; off < b.length; off += 16) {
                StringBuilder row = new StringBuilder(String.format("    %04X:", off));
                int end = Math.min(b.length, off + 16);
                for (int i = off; i < end; i++) {
                    row.append(' ').append(String.format("%02X", b[i] & 0xFF));
                }
                if (ascii) { // acpidump pads a short row so the ASCII column lines up
                    row.append("   ".repeat(off + 16 - end)).append("  ");
                    for (int i = off; i < end; i++) {
                        row.append(b[i] >= 0x20 && b[i] < 0x7F ? (char) b[i] : '.');
                    }
                } else if (trailingBlank) {
                    row.append(' ');
                }
                boolean lastOfFile = t == n - 1 && end == b.length;
                text.append(row).append(lastOfFile && rnd.nextBoolean() ? "" : eol);
            }
            if (t < n - 1 && rnd.nextBoolean()) {
                text.append(eol);
            }
        }
        List<AcpiTable> read = AcpiTableReader.parseDump("generated",
                text.toString().getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(n, read.size(), text.toString());
        for (int t = 0; t < n; t++) {
            assertArrayEquals(tables.get(t), read.get(t).bytes(), "table " + t + " of seed " + seed);
            int sum = 0;
            for (byte x : tables.get(t)) {
                sum += x & 0xFF;
            }
            assertEquals(sum % 256 == 0, read.get(t).checksumOk(), "checksum of table " + t + " of seed " + seed);
        }
    }

    /** A table with a standard header of {@code length} bytes, the rest random (hex-looking text included). */
    private static byte[] table(String sig, int length, Random rnd) {
        byte[] b = new byte[length];
        rnd.nextBytes(b);
        if (rnd.nextBoolean()) { // ASCII that reads as hex digits and spaces
            String chars = "0123456789ABCDEF :\r\n";
            for (int i = AcpiTable.HEADER_SIZE; i < length; i++) {
                b[i] = (byte) chars.charAt(rnd.nextInt(chars.length()));
            }
        }
        System.arraycopy(sig.getBytes(StandardCharsets.ISO_8859_1), 0, b, 0, 4);
        b[4] = (byte) length;
        b[5] = (byte) (length >> 8);
        b[6] = 0;
        b[7] = 0;
        if (rnd.nextBoolean()) { // a checksum that holds: the header's checksum byte (offset 9) makes the sum zero
            b[9] = 0;
            int sum = 0;
            for (byte x : b) {
                sum += x & 0xFF;
            }
            b[9] = (byte) (256 - sum % 256);
        }
        return b;
    }
}
