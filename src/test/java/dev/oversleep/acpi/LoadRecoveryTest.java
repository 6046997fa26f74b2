package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Loading as ACPICA loads (issue #15): a bad object is reported with table, offset and reason
 * and skipped, the load goes on; a later definition of a name keeps the first; the RSDP and the
 * FACS are shown without the standard header they do not have.
 */
class LoadRecoveryTest {
    private static final Path LOAD = Path.of("src/test/resources/acpi/load");

    private static byte[] concat(Path... tables) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Path t : tables) {
            out.write(Files.readAllBytes(t));
        }
        return out.toByteArray();
    }

    /** A later table's definitions of existing names are skipped (AE_ALREADY_EXISTS), as acpiexec does. */
    @Test
    void aRedefinitionKeepsTheFirstAsAcpiexecDoes() throws Exception {
        List<Path> tables = List.of(LOAD.resolve("redef-a.aml"), LOAD.resolve("redef-b.aml"));
        AcpiMachine m = AcpiMachine.loadRaw("redef", concat(tables.toArray(Path[]::new)));
        List<String> warnings = m.warnings();
        for (String name : List.of("\\RDF1", "\\RDN1", "\\RDD1")) {
            assertTrue(warnings.stream().anyMatch(w -> w.startsWith("SSDT REDEFB at offset 0x") && w.contains("AE_ALREADY_EXISTS")
                    && w.contains(name + " already exists")), name + ": " + warnings);
        }
        assertEquals(1, m.argCount("\\RDF1"), "the first RDF1 stays");
        Observation first = OversleepMirror.run(m, "\\TRD1", List.of(), 0);
        assertEquals(List.of(ValueTokens.integer(5)), first.result(), "RDF1 (5): one argument, as the first RDF1 takes");
        assertEquals(List.of(ValueTokens.integer(0x11)), OversleepMirror.run(m, "\\TRD2", List.of(), 0).result());
        assertEquals(List.of(ValueTokens.integer(0)), OversleepMirror.run(m, "\\TRD3", List.of(), 0).result(),
                "the skipped Device's contents are not created");
        Acpiexec.assumeAvailable();
        for (String method : List.of("\\TRD1", "\\TRD2", "\\TRD3")) {
            Observation theirs = Acpiexec.run(tables, method, List.of(), 0);
            Observation ours = OversleepMirror.run(m, method, List.of(), 0);
            assertTrue(ours.agreesWith(theirs), method + ": acpiexec " + theirs.describe() + ", oversleep " + ours.describe());
        }
    }

    /**
     * Bytes no opcode starts with, between two objects: skipped one at a time and reported,
     * the objects around them loaded, as ACPICA's parser does ("Unknown opcode ..., ignoring").
     */
    @Test
    void unknownOpcodesAreReportedAndSkipped(@TempDir Path dir) throws Exception {
        byte[] good = Files.readAllBytes(LOAD.resolve("redef-a.aml"));
        // Method (RDF1) ends where Name (RDN1) starts: put two unknown bytes (0x02, 0x3B) between them
        int name = indexOf(good, new byte[] {0x08, 'R', 'D', 'N', '1'});
        byte[] bad = new byte[good.length + 2];
        System.arraycopy(good, 0, bad, 0, name);
        bad[name] = 0x02;
        bad[name + 1] = 0x3B;
        System.arraycopy(good, name, bad, name + 2, good.length - name);
        AmlFuzzTest.fixUp(bad);
        Path file = Files.write(dir.resolve("dsdt.dat"), bad);
        AcpiMachine m = AcpiMachine.load(file);
        assertEquals(List.of("DSDT REDEFA at offset 0x" + Integer.toHexString(name) + ": unknown opcode 0x02, skipped (as ACPICA)",
                "DSDT REDEFA at offset 0x" + Integer.toHexString(name + 1) + ": unknown opcode 0x3B, skipped (as ACPICA)"),
                m.warnings());
        assertEquals(1, m.methodCount());
        LoadReport report = LoadReport.of("dsdt.dat", m);
        Acpiexec.assumeAvailable();
        Acpiexec.LoadSummary theirs = Acpiexec.load(List.of(file), InterpreterMode.SLACK);
        assertEquals(theirs.objects(), report.objects());
        assertEquals(theirs.methods(), report.methods());
    }

    private static int indexOf(byte[] b, byte[] what) {
        for (int i = 0; i + what.length <= b.length; i++) {
            if (java.util.Arrays.equals(b, i, i + what.length, what, 0, what.length)) {
                return i;
            }
        }
        throw new AssertionError("pattern not found");
    }

    /** The FACS has no OEM fields, revision or checksum; the RSDP has its own checksum and OEM ID. */
    /** ACPICA loads all 301 objects; past 256 scopes Oversleep skips a body, and says where. */
    @Test
    void aBodyNestedTooDeepIsReportedNotDropped() {
        AcpiMachine m = AcpiMachine.load(LOAD.resolve("deep-devices.aml"));
        List<String> deep = m.warnings().stream().filter(w -> w.contains("nests deeper than 256 scopes")).toList();
        assertEquals(1, deep.size(), m.warnings().toString());
        assertTrue(deep.get(0).startsWith("SSDT DEEPDEV at offset 0x"), deep.get(0));
        assertTrue(deep.get(0).contains(".D043 nests deeper"), "the 257th Device (D043) is the one skipped: " + deep.get(0));
    }

    @Test
    void theFacsAndTheRsdpHaveNoStandardHeader() {
        LoadReport dell = LoadReport.of("7390", AcpiMachine.load(SharedData.file("acpi/dell-xps-13-7390.acpidump.txt")));
        LoadReport.Table facs = dell.tables().stream().filter(t -> t.signature().equals("FACS")).findFirst().orElseThrow();
        assertNull(facs.oemId());
        assertNull(facs.oemTableId());
        assertNull(facs.revision());
        assertNull(facs.checksumOk());
        assertEquals(64, facs.length());
        LoadReport toshiba = LoadReport.of("toshiba", AcpiMachine.load(
                SharedData.file("acpi/linuxhw/Notebook_Toshiba_Satellite_Satellite_C70D-B_D0292BFAFD2C.acpidump.txt")));
        LoadReport.Table rsdp = toshiba.tables().stream().filter(t -> t.signature().equals("RSDP")).findFirst().orElseThrow();
        assertEquals("TOSINV", rsdp.oemId());
        assertEquals(36, rsdp.length());
        assertEquals(Boolean.TRUE, rsdp.checksumOk());
        assertNull(rsdp.revision());
    }
}
