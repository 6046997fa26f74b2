package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The shipped example machine (firmware-models/acpi/example-laptop.aml) in acpiexec and in
 * Oversleep: every method with a Sleep or Stall, arguments zero, region bytes 0x00 and 0xFF.
 * Results, Debug output and the Sleep/Stall sequence agree, with no listed exception.
 */
class ExampleLaptopDifferentialTest {
    static final Path EXAMPLE = Path.of("firmware-models/acpi/example-laptop.aml");

    @BeforeAll
    static void needAcpiexec() {
        Acpiexec.assumeAvailable();
    }

    /**
     * Waits by hand from the ASL, fill 0x00: XHCI._PS3 10, RP01._PS3 8, one each in XHCI._PS0
     * (a Stall), RP01._PS0, PXP._ON, PXP._OFF, and in ECPS and ECWK (the EC's _REG has set ECON);
     * with 0xFF both polls end at their first read.
     */
    @ParameterizedTest
    @CsvSource({"0x00, 24", "0xFF, 6"})
    void everySleepingMethodAgrees(String fillText, int waits) throws Exception {
        int fill = Integer.decode(fillText);
        AcpiMachine probe = AcpiMachine.load(EXAMPLE);
        List<String> methods = new ArrayList<>(probe.sleepSites().keySet());
        assertEquals(8, methods.size(), methods.toString());
        List<String> differences = new ArrayList<>();
        int total = 0;
        for (String m : methods) {
            List<Long> args = Collections.nCopies(probe.argCount(m), 0L);
            Observation theirs = Acpiexec.run(List.of(EXAMPLE), m, args, fill);
            Observation ours = OversleepMirror.run(AcpiMachine.load(EXAMPLE), m, args, fill);
            if (!ours.agreesWith(theirs)) {
                differences.add(m + ": acpiexec " + theirs.describe() + "; oversleep " + ours.describe());
            }
            total += theirs.waits().size();
        }
        assertEquals(List.of(), differences);
        assertEquals(waits, total, "acpiexec's waits over the eight methods");
    }
}
