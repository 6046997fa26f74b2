package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    /** Booted on an ideal kernel, run on the same one (its clock starts where boot left it). */
    private static AmlRun run(Path aml, int fill, AcpiOsSleepPolicy policy) {
        Kernel k = OversleepMirror.idealKernel();
        return AmlRunner.boot(AcpiMachine.load(aml), AmlRunner.Options.DEFAULT.withFill(fill), k, policy).newRun(k, policy);
    }

    private static AmlCall call(AmlRun run, String method, long... args) {
        return run.callWithIntegers(method, java.util.Arrays.stream(args).boxed().toList());
    }

    /**
     * _ON with fill 0x00 under usleep-exact: Sleep(16); WTRD(10, 16) polls RDY0 (0) ten times,
     * Sleep(16) each; Stall(50); CNT1 = 0 is not > 2, so Stall(10): 11 x 16 ms + 60 us.
     */
    @Test
    void theOnMethodPollsTenTimesWhenTheReadyBitNeverRises() {
        AmlRun r = run(SLEEPERS, 0x00, AcpiOsSleepPolicy.USLEEP_EXACT);
        AmlCall c = call(r, "\\_SB.PCIE._ON");
        assertEquals(11 * 16_000_000L + 60_000, r.kernel().now());
        assertEquals(11 * 16_000_000L + 60_000, c.elapsedNs());
        assertEquals(List.of(16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 16L, 50L, 10L),
                c.waits().items().stream().map(OsWait::requested).toList());
        assertEquals(new WaitTotals(11, 2, 176, 176_000_000L, 60, 60_000), c.totals());
    }

    /** With fill 0xFF RDY0 reads 1: WTRD breaks at once; CNT1 = 0xFF > 2 → Sleep(100): 116 ms + 50 us. */
    @Test
    void withTheReadyBitSetThePollEndsAtOnce() {
        AmlRun r = run(SLEEPERS, 0xFF, AcpiOsSleepPolicy.USLEEP_EXACT);
        call(r, "\\_SB.PCIE._ON");
        assertEquals(116_000_000L + 50_000, r.kernel().now());
    }

    /** usleep-slack (6.14): Sleep(16) is usleep_range(16000, 16160): 16.16 ms each. */
    @Test
    void thePolicyDecidesEachSleepsLength() {
        AmlRun r = run(SLEEPERS, 0xFF, AcpiOsSleepPolicy.USLEEP_SLACK);
        call(r, "\\_SB.PCIE._ON");
        assertEquals(16_160_000L + 50_000 + 101_000_000L, r.kernel().now());
    }

    @Test
    void valuesFieldsAndPackages() {
        AmlRun r = run(LIMITS, 0, AcpiOsSleepPolicy.MSLEEP);
        assertEquals(new AmlValue.Int(0xFE), call(r, "\\UPDR").value(), "WriteAsOnes sets the other bits");
        assertEquals(new AmlValue.Int(0x277), call(r, "\\IDXT").value(), "IndexField: index 2, data 0x77");
        // ARTH(100, 7): 100 * 7 + 100 / 7 = 714 = 0x2CA
        assertEquals(new AmlValue.Str("00000000000002CA-done"), call(r, "\\ARTH", 100, 7).value());
        AmlValue two = call(run(SLEEPERS, 0, AcpiOsSleepPolicy.MSLEEP), "\\_SB.PCIE.OUTR", 2).value();
        assertTrue(two instanceof AmlValue.Buf b && b.bytes().length == 2 && b.bytes()[0] == 3 && b.bytes()[1] == 4);
    }

    @Test
    void untrustedAmlIsBounded() {
        AmlRun r = run(LIMITS, 0, AcpiOsSleepPolicy.MSLEEP);
        assertEquals("AE_AML_LOOP_TIMEOUT", call(r, "\\SPIN").status());
        assertTrue(r.kernel().now() >= 30_000_000_000L && r.kernel().now() < 31_000_000_000L,
                "stops after 30 s of virtual time: " + r.kernel().now());
        assertEquals("AE_AML_LOOP_TIMEOUT", call(r, "\\BUSY").status());
        assertEquals("AE_AML_METHOD_LIMIT", call(r, "\\RECU", 1).status());
        assertEquals("AE_AML_OPERAND_VALUE", call(r, "\\STL", 256).status());
        assertEquals("AE_NOT_FOUND", call(r, "\\NOPE").status());
    }

    /**
     * Six endless _INI loops with a 1,000-operation budget per step: the pass as a whole may
     * spend four steps' worth, so the first four time out, the rest (LAST included) are not run.
     */
    @Test
    void theInitializationPassHasOneBoundedBudget() {
        Kernel k = OversleepMirror.idealKernel();
        AmlRunner booted = AmlRunner.boot(AcpiMachine.load(Path.of("src/test/resources/acpi/spin-init.aml")),
                AmlRunner.Options.DEFAULT.withLimits(AmlLimits.DEFAULT.withMaxOperations(1000)), k, AcpiOsSleepPolicy.MSLEEP);
        List<String> failures = booted.initFailures();
        assertEquals(7, failures.size(), failures.toString());
        assertEquals(4, failures.stream().filter(f -> f.contains("more than 1000 operations")).count(), failures.toString());
        assertTrue(failures.get(6).startsWith("\\_SB.LAST._INI: AE_AML_LOOP_TIMEOUT") && failures.get(6).contains("not run"),
                failures.get(6));
        assertEquals(new AmlValue.Int(0), call(booted.newRun(k, AcpiOsSleepPolicy.MSLEEP), "\\DONE").value());
    }

    /**
     * A run's top-level calls share one budget of ten calls' worth: with 1,000 operations a call,
     * ten endless calls time out on their own bound, the calls after them are not run, and a new
     * run starts with a budget of its own.
     */
    @Test
    void aRunsCallsHaveOneBoundedBudget() {
        Kernel k = OversleepMirror.idealKernel();
        AmlRunner booted = AmlRunner.boot(AcpiMachine.load(Path.of("src/test/resources/acpi/spin-init.aml")),
                AmlRunner.Options.DEFAULT.withLimits(AmlLimits.DEFAULT.withMaxOperations(1000)), k, AcpiOsSleepPolicy.MSLEEP);
        AmlRun run = booted.newRun(k, AcpiOsSleepPolicy.MSLEEP);
        for (int i = 0; i < AmlInterpreter.RUN_BUDGET_CALLS; i++) {
            AmlCall c = call(run, "\\_SB.SPN1._INI");
            assertTrue(c.failed() && c.error().getMessage().contains("more than 1000 operations"), c.status());
        }
        AmlCall after = call(run, "\\DONE");
        assertEquals("AE_AML_LOOP_TIMEOUT", after.status());
        assertTrue(after.error().getMessage().contains("not run: this run's calls already spent more than 10000"),
                after.error().getMessage());
        assertEquals(new AmlValue.Int(0), call(booted.newRun(k, AcpiOsSleepPolicy.MSLEEP), "\\DONE").value());
    }
}
