package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AmlParserTest {

    /**
     * PkgLength (ACPI 6.x 20.2.4): 0x3F → 63, one byte; 0x4A 0x01 → (0x01 << 4) | 0xA = 26 with
     * one follow byte; 0x8F 0x34 0x12 → 0x1234F... counted from the lead byte.
     */
    @ParameterizedTest
    @CsvSource({"3F,63", "4A01,26", "8F3412,74575"})
    void pkgLengthEncodings(String hex, int length) {
        byte[] b = java.util.HexFormat.of().parseHex(hex + "00".repeat(80000));
        AmlReader r = new AmlReader("t", b, 0, b.length, null);
        assertEquals(length, r.pkgEnd());
    }

    /** NameString: root, parent prefixes, a segment, DualNamePrefix, MultiNamePrefix, NullName. */
    @Test
    void nameStrings() {
        assertEquals("\\_SB.PCI0", read("5C2E5F53425F50434930").toString());
        assertEquals("^^FOO", read("5E5E464F4F5F").toString());
        assertEquals("A.B.C", read("2F03415F5F5F425F5F5F435F5F5F").toString());
        assertTrue(read("00").isNull());
        assertTrue(read("464F4F5F").searchesUpward());
        List<String> notes = new java.util.ArrayList<>();
        byte[] lower = java.util.HexFormat.of().parseHex("417A7A7A");
        assertEquals("A***", new AmlReader("t", lower, 0, lower.length, notes).name().toString(),
                "any four bytes are a segment; invalid characters repaired to '*' as acpi_ut_repair_name");
        assertEquals(1, notes.size(), notes.toString());
    }

    private static AmlName read(String hex) {
        byte[] b = java.util.HexFormat.of().parseHex(hex);
        return new AmlReader("t", b, 0, b.length, null).name();
    }

    /**
     * The iasl-compiled fixture: every Sleep and Stall found with its operand, including
     * the one in a method declared inside a method, and WTRD(0x0A, 0x10) parsed as a call with
     * two arguments so the Stall after it is seen.
     */
    @Test
    void theCompiledFixtureYieldsEverySleepAndStall() {
        AcpiMachine m = AcpiMachine.load(AcpiTableReaderTest.FIXTURE);
        assertEquals(List.of("\\_SB.PCIE.OUTR.INNR", "\\_SB.PCIE._ON", "\\_SB.WTRD"), List.copyOf(m.sleepSites().keySet()));
        List<String> on = m.sleepSites().get("\\_SB.PCIE._ON").stream().map(s -> s.op() + "(" + s.constant() + ")").toList();
        assertEquals(List.of("Sleep(16)", "Stall(50)", "Sleep(100)", "Stall(10)"), on);
        SleepSite wtrd = m.sleepSites().get("\\_SB.WTRD").get(0);
        assertEquals("Arg1", wtrd.argument());
        assertNull(wtrd.constant());
        assertEquals(Namespace.Kind.FIELD, m.namespace().lookup(m.namespace().root(),
                new AmlName(true, 0, List.of("VAL2"))).kind());
        assertEquals(2, m.namespace().lookup(m.namespace().root(), new AmlName(true, 0, List.of("_SB_", "WTRD"))).argCount());
    }

    /** The reference's count for this machine: 187 Sleep and 57 Stall call sites in 87 methods. */
    @Test
    void theXps7390DumpHasTheKnownSleepAndStallSites() {
        AcpiMachine m = AcpiMachine.load(SharedData.file("acpi/dell-xps-13-7390.acpidump.txt"));
        LoadReport r = LoadReport.of("7390", m);
        assertEquals(187, r.sleepSites());
        assertEquals(57, r.stallSites());
        assertEquals(87, r.sleepingMethodCount());
        assertEquals(36, r.tables().size());
        assertTrue(m.sleepSites().containsKey("\\_SB.PCI0.RP09.PON"));
        assertTrue(m.sleepSites().containsKey("\\_PTS") || m.sleepSites().containsKey("\\_WAK"));
    }

    /** An unknown opcode is skipped and reported with its table and offset; the load goes on (psobject.c). */
    @Test
    void anUnknownOpcodeIsReportedAndSkipped(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        byte[] aml = Files.readAllBytes(AcpiTableReaderTest.FIXTURE);
        // replace the first opcode after the header (an If) with an undefined one, fix the checksum
        aml[36] = (byte) 0x02;
        int sum = 0;
        for (byte b : aml) {
            sum += b & 0xFF;
        }
        aml[9] = (byte) (aml[9] - sum);
        AcpiMachine m = AcpiMachine.load(Files.write(dir.resolve("bad.aml"), aml));
        assertTrue(m.warnings().contains("SSDT SLEEPERS at offset 0x24: unknown opcode 0x02, skipped (as ACPICA)"),
                m.warnings().toString());
        assertTrue(m.sleepSites().containsKey("\\_SB.WTRD"), "the rest of the table loads");
    }
}
