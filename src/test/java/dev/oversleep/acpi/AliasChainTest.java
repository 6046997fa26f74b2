package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Aliases that lead nowhere: ACPICA never loads them (it resolves an Alias once, when created,
 * to an object that exists), hostile AML can. Reading one must end with a status at once.
 */
class AliasChainTest {
    /** Alias (\BBBB, \AAAA), Alias (\AAAA, \BBBB), Method (TST0) { Return (\AAAA) }, as raw AML. */
    private static byte[] aliasCycle() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(new byte[] {0x06, '\\', 'B', 'B', 'B', 'B', '\\', 'A', 'A', 'A', 'A'});
        body.writeBytes(new byte[] {0x06, '\\', 'A', 'A', 'A', 'A', '\\', 'B', 'B', 'B', 'B'});
        body.writeBytes(new byte[] {0x14, 0x0C, 'T', 'S', 'T', '0', 0x00, (byte) 0xA4, '\\', 'A', 'A', 'A', 'A'});
        return table(body.toByteArray());
    }

    /**
     * Method (MTHD) { Name (CHLD, 5)  Return (One) }, Alias (\MTHD.CHLD, \ALS1),
     * Method (TST1) { Return (\ALS1) }, as raw AML: the Alias's target exists only while MTHD runs.
     */
    private static byte[] aliasOfAMethodLocal() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(new byte[] {0x14, 0x0F, 'M', 'T', 'H', 'D', 0x00, 0x08, 'C', 'H', 'L', 'D', 0x0A, 0x05, (byte) 0xA4, 0x01});
        body.writeBytes(new byte[] {0x06, '\\', 0x2E, 'M', 'T', 'H', 'D', 'C', 'H', 'L', 'D', '\\', 'A', 'L', 'S', '1'});
        body.writeBytes(new byte[] {0x14, 0x0C, 'T', 'S', 'T', '1', 0x00, (byte) 0xA4, '\\', 'A', 'L', 'S', '1'});
        return table(body.toByteArray());
    }

    private static byte[] table(byte[] aml) {
        byte[] table = new byte[AcpiTable.HEADER_SIZE + aml.length];
        System.arraycopy("SSDT".getBytes(StandardCharsets.US_ASCII), 0, table, 0, 4);
        table[8] = 2;
        System.arraycopy(aml, 0, table, AcpiTable.HEADER_SIZE, aml.length);
        return AmlFuzzTest.fixUp(table);
    }

    /**
     * Each Alias stands for the other: the read follows the chain at once, bounded, and fails
     * with AE_NOT_FOUND. (Reading link by link recursed until the Java stack ran out,
     * AE_STACK_OVERFLOW, and with Aliases in the targets' paths took minutes: found by Jazzer,
     * regression input alias-chains-read-link-by-link.)
     */
    @Test
    void aCycleOfAliasesIsNotFound() {
        for (InterpreterMode mode : InterpreterMode.values()) {
            Kernel k = OversleepMirror.idealKernel();
            AmlRunner booted = AmlRunner.boot(AcpiMachine.loadRaw("alias-cycle.aml", aliasCycle()),
                    AmlRunner.Options.DEFAULT.withInterpreter(mode), k, AcpiOsSleepPolicy.USLEEP_EXACT);
            AmlCall c = booted.newRun(k, AcpiOsSleepPolicy.USLEEP_EXACT).callWithIntegers("\\TST0", List.of());
            assertEquals("AE_NOT_FOUND", c.status(), mode.name());
        }
    }

    /**
     * An Alias resolves as when ACPICA created it, when no method ran: a run that decoded MTHD's
     * body (which enters CHLD in the namespace) must not make the Alias stand for CHLD in that run
     * or a later one. Before the fix, TST1 read CHLD once MTHD had been called (a fuzzer's input,
     * regression input alias-through-a-method-local-object, differed between two runs).
     */
    @Test
    void anAliasNeverStandsForAnotherMethodsLocalObject() {
        Kernel k = OversleepMirror.idealKernel();
        AmlRunner booted = AmlRunner.boot(AcpiMachine.loadRaw("alias-local.aml", aliasOfAMethodLocal()),
                AmlRunner.Options.DEFAULT, k, AcpiOsSleepPolicy.USLEEP_EXACT);
        AmlRun first = booted.newRun(k, AcpiOsSleepPolicy.USLEEP_EXACT);
        AmlCall before = first.callWithIntegers("\\TST1", List.of());
        assertEquals("AE_NOT_FOUND", before.status(), "the target does not exist");
        assertEquals("AE_OK", first.callWithIntegers("\\MTHD", List.of()).status());
        assertEquals(before.status(), first.callWithIntegers("\\TST1", List.of()).status(), "after MTHD ran");
        AmlRun second = booted.newRun(OversleepMirror.idealKernel(), AcpiOsSleepPolicy.USLEEP_EXACT);
        assertEquals(before.status(), second.callWithIntegers("\\TST1", List.of()).status(), "in a later run");
    }
}
