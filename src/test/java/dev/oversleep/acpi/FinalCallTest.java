package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Calls that took the AML meant to follow them, on corpus/callargs.aml, without acpiexec: a
 * final call ends its method (ControlOps.Call#endMethodIfFinal) and a Return in an operand's
 * place sees the operands waiting for their operator ({@link ResultStack}). The expected values
 * are what acpiexec 20200925 printed for each method (without and with -es, 3 December 2026),
 * which AcpiexecDifferentialTest checks again where acpiexec is installed.
 */
class FinalCallTest {
    private static final Path CALLARGS = Path.of("src/test/resources/acpi/corpus/callargs.aml");

    private static AmlCall call(InterpreterMode mode, String method) {
        Kernel k = OversleepMirror.idealKernel();
        AmlRunner booted = AmlRunner.boot(AcpiMachine.load(CALLARGS), AmlRunner.Options.DEFAULT.withInterpreter(mode), k,
                AcpiOsSleepPolicy.USLEEP_EXACT);
        return booted.newRun(k, AcpiOsSleepPolicy.USLEEP_EXACT).callWithIntegers(method, List.of());
    }

    private static String outcome(AmlCall c) {
        if (c.failed()) {
            return c.status();
        }
        return c.value() instanceof AmlValue.Int i ? Long.toString(i.value()) : "none";
    }

    @ParameterizedTest(name = "{0}: strict {1}, slack {2}")
    @CsvSource({
        "\\TC05, 3, 0",    // Return (PAR3 (1, 2)): slack gives the initial implicit return
        "\\TC07, 3, 7",    // ... after Local0 = 7
        "\\TC09, 3, 42",   // ... after an unused PAR1 (2)
        "\\TC10, 3, 0",    // Return (PAR1 (PAR3 (1, 2))): PAR1 never runs
        "\\TC11, none, 3", // an unused final call
        "\\TC12, 3, 1",    // inside If (One): the predicate is the implicit return
        "\\TC18, 3, 3",    // a calling method gets the call's value in both modes
        "\\TC20, AE_AML_NO_RETURN_VALUE, 3",
        "\\TC22, 20, 20",  // PAR2 (Local0 * 4, Return (Local0 + 10)): the waiting product
        "\\TC23, 20, 20",  // Local0 before it does not wait
        "\\TC24, 33, 33",  // a name waits
        "\\TC26, 5, 5",    // Return (Local0) returns its operand
        "\\TC27, 33, 33",  // so does Return (NAM1)
        "\\TC28, 20, 20",  // a Buffer operand does not
        "\\TC30, 3, 3",    // Store (PAR2 (4, Local1), Return (Local0 + 1)): the Store's source
        "\\TC31, AE_AML_UNINITIALIZED_LOCAL, 0",
        "\\TC33, AE_AML_OPERAND_TYPE, AE_AML_OPERAND_TYPE",
    })
    void asAcpiexecGivesIt(String method, String strict, String slack) {
        assertEquals(strict, outcome(call(InterpreterMode.STRICT, method)), "strict");
        assertEquals(slack, outcome(call(InterpreterMode.SLACK, method)), "slack");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"\\TC13", "\\TC14"})
    void theSleepOrStallAroundAFinalCallNeverRuns(String method) {
        for (InterpreterMode mode : InterpreterMode.values()) {
            AmlCall c = call(mode, method);
            assertEquals(0, c.waits().total(), mode + ": " + c.waits().items());
        }
    }

    @Test
    void aWhileAroundAFinalCallDoesNotLoopAgain() {
        AmlCall c = call(InterpreterMode.SLACK, "\\TC16");
        assertEquals(1, c.debug().total(), c.debug().items().toString());
        assertEquals("3", outcome(c));
    }

    @Test
    void aNonNameTargetRunsBeforeTheStoreFails() {
        AmlCall c = call(InterpreterMode.STRICT, "\\TC32");
        assertEquals("AE_AML_OPERAND_TYPE", c.status());
        assertEquals(List.of(5L), c.debug().items().stream().map(v -> ((AmlValue.Int) v).value()).toList());
    }
}
