package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AcpiTableReaderTest {
    static Path qemu() {
        return SharedData.file("acpi/qemu-kvm.acpidump.txt");
    }

    static final Path FIXTURE = Path.of("src/test/resources/acpi/sleepers.aml");

    @Test
    void anAcpidumpTextGivesEveryTableWithItsHeader() {
        List<String> warnings = new ArrayList<>();
        List<AcpiTable> tables = AcpiTableReader.read(qemu(), warnings::add);
        assertEquals(List.of("MCFG", "APIC", "WAET", "DSDT", "FACP", "FACS"),
                tables.stream().map(AcpiTable::signature).toList());
        AcpiTable dsdt = tables.get(3);
        assertEquals(0x2515, dsdt.length());
        assertEquals(1, dsdt.revision());
        assertEquals("BOCHS", dsdt.oemId());
        assertEquals("BXPC", dsdt.oemTableId());
        assertTrue(tables.stream().allMatch(AcpiTable::checksumOk));
        assertEquals(List.of(), warnings);
    }

    @Test
    void aBadChecksumWarnsButLoads(@TempDir Path dir) throws Exception {
        byte[] aml = Files.readAllBytes(FIXTURE);
        aml[aml.length - 1] ^= 0x01;
        Path bad = Files.write(dir.resolve("bad.aml"), aml);
        List<String> warnings = new ArrayList<>();
        List<AcpiTable> t = AcpiTableReader.read(bad, warnings::add);
        assertFalse(t.get(0).checksumOk());
        assertEquals(1, warnings.size());
        assertTrue(warnings.get(0).contains("SSDT checksum is wrong"), warnings.get(0));
    }

    @Test
    void aTruncatedTableIsOneLineNamingTheTableAndOffset(@TempDir Path dir) throws Exception {
        byte[] aml = Files.readAllBytes(FIXTURE);
        Path cut = Files.write(dir.resolve("cut.aml"), java.util.Arrays.copyOf(aml, 100));
        BadInputException e = assertThrows(BadInputException.class, () -> AcpiTableReader.read(cut, w -> { }));
        assertTrue(e.getMessage().contains("cut.aml at offset 0x0: 'SSDT' header says 229 bytes but 100 are there"),
                e.getMessage());
        Path tiny = Files.write(dir.resolve("tiny.aml"), new byte[] {'S', 'S', 'D', 'T'});
        assertTrue(assertThrows(BadInputException.class, () -> AcpiTableReader.read(tiny, w -> { })).getMessage()
                .contains("truncated table header"));
        Path empty = Files.write(dir.resolve("empty.aml"), new byte[0]);
        assertThrows(BadInputException.class, () -> AcpiTableReader.read(empty, w -> { }));
    }

    @Test
    void aDumpWithAMissingRowIsRefusedWithItsLine(@TempDir Path dir) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(qemu()));
        int row = lines.indexOf(lines.stream().filter(l -> l.startsWith("    0010:")).findFirst().orElseThrow());
        lines.remove(row);
        Path gap = Files.write(dir.resolve("gap.txt"), lines);
        BadInputException e = assertThrows(BadInputException.class, () -> AcpiTableReader.read(gap, w -> { }));
        assertTrue(e.getMessage().startsWith(gap + " line "), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }
}
