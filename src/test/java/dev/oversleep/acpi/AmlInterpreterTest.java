package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The interpreter on the compiled fixtures; expected values derived from the ASL by hand. */
class AmlInterpreterTest {
    private static final Path SLEEPERS = Path.of("src/test/resources/acpi/sleepers.aml");
    private static final Path LIMITS = Path.of("src/test/resources/acpi/limits.aml");

    private record Run(AmlInterpreter interp, Kernel kernel) {
    }

    private static Kernel idealKernel() {
        return OversleepMirror.idealKernel();
    }

    private static Run run(Path aml, int fill, AcpiOsSleepPolicy policy) {
        Kernel k = idealKernel();
        return new Run(new AmlInterpreter(AcpiMachine.load(aml), k, policy, new RegionSpace(fill, null),
                AmlInterpreter.Limits.DEFAULT), k);
    }

    /**
     * _ON with fill 0x00 under usleep-exact: Sleep(16); WTRD(10, 16) polls RDY0 (0) ten times,
     * Sleep(16) each; Stall(50); CNT1 = 0 is not > 2, so Stall(10): 11 x 16 ms + 60 us.
     */
    @Test
    void theOnMethodPollsTenTimesWhenTheReadyBitNeverRises() {
        Run r = run(SLEEPERS, 0x00, AcpiOsSleepPolicy.USLEEP_EXACT);
        r.interp().call("\\_SB.PCIE._ON", List.of());
        assertEquals(11 * 16_000_000L + 60_000, r.kernel().now());
        assertEquals(List.of(16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 50L, 10L),
                r.interp().osCalls().stream().map(AmlInterpreter.OsCall::requested).toList());
    }

    /** With fill 0xFF RDY0 reads 1: WTRD breaks at once; CNT1 = 0xFF > 2 → Sleep(100): 116 ms + 50 us. */
    @Test
    void withTheReadyBitSetThePollEndsAtOnce() {
        Run r = run(SLEEPERS, 0xFF, AcpiOsSleepPolicy.USLEEP_EXACT);
        r.interp().call("\\_SB.PCIE._ON", List.of());
        assertEquals(116_000_000L + 50_000, r.kernel().now());
    }

    /** usleep-slack (6.14): Sleep(16) is usleep_range(16000, 16160): 16.16 ms each. */
    @Test
    void thePolicyDecidesEachSleepsLength() {
        Run r = run(SLEEPERS, 0xFF, AcpiOsSleepPolicy.USLEEP_SLACK);
        r.interp().call("\\_SB.PCIE._ON", List.of());
        assertEquals(16_160_000L + 50_000 + 101_000_000L, r.kernel().now());
    }

    @Test
    void valuesFieldsAndPackages() {
        Run r = run(LIMITS, 0, AcpiOsSleepPolicy.MSLEEP);
        assertEquals(new AmlValue.Int(0xFE), r.interp().call("\\UPDR", List.of()), "WriteAsOnes sets the other bits");
        assertEquals(new AmlValue.Int(0x277), r.interp().call("\\IDXT", List.of()), "IndexField: index 2, data 0x77");
        // ARTH(100, 7): 100 * 7 + 100 / 7 = 714 = 0x2CA
        assertEquals(new AmlValue.Str("00000000000002CA-done"),
                r.interp().call("\\ARTH", List.of(new AmlValue.Int(100), new AmlValue.Int(7))));
        Run s = run(SLEEPERS, 0, AcpiOsSleepPolicy.MSLEEP);
        AmlValue two = s.interp().call("\\_SB.PCIE.OUTR", List.of(new AmlValue.Int(2)));
        assertTrue(two instanceof AmlValue.Buf b && b.bytes().length == 2 && b.bytes()[0] == 3 && b.bytes()[1] == 4);
    }

    @Test
    void untrustedAmlIsBounded() {
        Run r = run(LIMITS, 0, AcpiOsSleepPolicy.MSLEEP);
        assertEquals("AE_AML_LOOP_TIMEOUT", assertThrows(AmlError.class, () -> r.interp().call("\\SPIN", List.of())).status());
        assertTrue(r.kernel().now() >= 30_000_000_000L && r.kernel().now() < 31_000_000_000L,
                "stops after 30 s of virtual time: " + r.kernel().now());
        assertEquals("AE_AML_LOOP_TIMEOUT", assertThrows(AmlError.class, () -> r.interp().call("\\BUSY", List.of())).status());
        assertEquals("AE_AML_METHOD_LIMIT",
                assertThrows(AmlError.class, () -> r.interp().call("\\RECU", List.of(AmlValue.ONE))).status());
        assertEquals("AE_AML_OPERAND_VALUE",
                assertThrows(AmlError.class, () -> r.interp().call("\\STL", List.of(new AmlValue.Int(256)))).status());
        assertEquals("AE_NOT_FOUND", assertThrows(AmlError.class, () -> r.interp().call("\\NOPE", List.of())).status());
    }

    /**
     * Six endless _INI loops with a 1,000-operation budget per step: the pass as a whole may
     * spend four steps' worth, so the first four time out, the rest (LAST included) are not run.
     */
    @Test
    void theInitializationPassHasOneBoundedBudget() {
        AmlInterpreter interp = new AmlInterpreter(AcpiMachine.load(Path.of("src/test/resources/acpi/spin-init.aml")), idealKernel(),
                AcpiOsSleepPolicy.MSLEEP, new RegionSpace(0, null), new AmlInterpreter.Limits(30_000_000_000L, 64, 1 << 20, 1000));
        List<String> failures = interp.initializeNamespace(true);
        assertEquals(7, failures.size(), failures.toString());
        assertEquals(4, failures.stream().filter(f -> f.contains("more than 1000 operations")).count(), failures.toString());
        assertTrue(failures.get(6).startsWith("\\_SB.LAST._INI: AE_AML_LOOP_TIMEOUT") && failures.get(6).contains("not run"),
                failures.get(6));
        assertEquals(new AmlValue.Int(0), interp.call("\\DONE", List.of()));
    }
}
