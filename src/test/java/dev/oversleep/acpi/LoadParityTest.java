package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Oversleep loads tables as ACPICA does: after loading, its namespace holds as many objects and
 * methods as acpiexec 20200925 reports in its per-table load summaries, including on the linuxhw
 * machines whose tables ACPICA loads only with per-object errors (bench/acpi-load-parity.sh
 * compares all 71 machines: 70 agree, docs/validation.md). The counts leave out what the module-level
 * If blocks not taken declare, objects skipped as AE_ALREADY_EXISTS, Scopes whose target does not
 * exist, and the objects of a table whose load failed. Each machine in both interpreter modes:
 * slack against {@code acpiexec -es}, strict against acpiexec without it ({@code acpi load
 * --interpreter}). Skipped where acpiexec is missing, mandatory under CI.
 */
class LoadParityTest {
    @TempDir
    static Path work;

    @BeforeAll
    static void needAcpiexec() {
        Acpiexec.assumeAvailable();
    }

    static Stream<Arguments> machinesInBothModes() {
        return machines().flatMap(m -> Stream.of(InterpreterMode.values()).map(mode -> Arguments.of(m, mode)));
    }

    static Stream<String> machines() {
        return Stream.of("dell-xps-13-7390", "dell-xps-13-9380", "dell-xps-15-9500",
                "linuxhw/Desktop_ASRock_H170_H170_Pro4S_418B3B8D51D7",
                "linuxhw/Desktop_Gigabyte_Technology_GA-MA785_GA-MA785GM-US2H_75CF50C321BE",
                "linuxhw/Notebook_Acer_Peppy_Peppy_77DD53F16CF4",
                "linuxhw/Notebook_Acidanthera_MacBookPro16_MacBookPro16_4_477A3C520BE9",
                "linuxhw/Notebook_Dell_Vostro_Vostro_5471_3346E9979100",
                "linuxhw/Notebook_Hewlett-Packard_OMEN_OMEN_Laptop_15-ek0xxx_99FDA76A13EA",
                "linuxhw/Notebook_Toshiba_Satellite_Satellite_C70D-B_D0292BFAFD2C",
                "linuxhw/Notebook_Lenovo_ThinkPad_ThinkPad_X13_Gen_4_21EX009FGE_542E7CF46C4F");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("machinesInBothModes")
    void theNamespaceHoldsWhatAcpicaLoads(String machine, InterpreterMode mode) throws Exception {
        Path dump = SharedData.file("acpi/" + machine + ".acpidump.txt");
        Path dir = Files.createDirectories(work.resolve(machine.replace('/', '_') + "-" + mode.cliName()));
        // the modes differ on the MacBookPro16,4: in strict mode its SSDT AddOn's module-level
        // code calls ZDSM with Arg0 unset, which fails, and ACPICA abandons that table
        Acpiexec.LoadSummary theirs = Acpiexec.load(Acpiexec.extract(dump, dir), mode);
        AcpiMachine ours = AcpiMachine.load(dump, mode);
        LoadReport report = LoadReport.of(machine, ours);
        assertEquals(theirs.methods(), report.methods(), "methods");
        assertEquals(theirs.objects(), report.objects(), "objects");
        for (String table : theirs.failedTables()) {
            String id = table.substring(table.indexOf(':') + 1).trim();
            assertTrue(report.warnings().stream().anyMatch(w -> w.contains(id) && w.contains("table load failed")),
                    "ACPICA failed to load " + table + "; Oversleep must say so: " + report.warnings());
        }
    }

    /** Every problem the load went past is one line naming its table and offset; the load goes on. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("machines")
    void loadProblemsAreOneLineEachWithTableAndOffset(String machine) {
        List<String> warnings = AcpiMachine.load(SharedData.file("acpi/" + machine + ".acpidump.txt")).warnings();
        for (String w : warnings) {
            assertEquals(1, w.lines().count(), w);
            assertTrue(w.matches("^(DSDT|SSDT)[^:]*( at offset 0x[0-9a-f]+)?: .+|.*checksum.*|.*more problems.*"), w);
        }
    }
}
