package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code acpi load --interpreter}: module-level code runs in the mode given, so the namespace is
 * the one acpiexec builds in that mode (strict: acpiexec; slack: {@code acpiexec -es}). The
 * fixture's module-level If calls a method that ends without Return: in slack mode it returns
 * Store's 5 and the block is loaded; in strict mode the predicate has no value after the call,
 * which ACPICA's parse loop returns as the walk's failure (psloop.c, the method-restart branch),
 * so the whole table is abandoned. The counts below are worked out from the ASL.
 */
class LoadModeTest {
    private static final Path FIXTURE = Path.of("src/test/resources/acpi/load/load-modes.aml");

    @Test
    void slackModeTakesTheBlockTheImplicitReturnOpens() {
        LoadReport r = LoadReport.of("load-modes", AcpiMachine.load(FIXTURE));
        assertEquals("slack", r.interpreter());
        assertEquals(3, r.objects(), "IMPL, SLK1, SLKM");
        assertEquals(2, r.methods());
        assertEquals(1, r.sleepSites(), "SLKM's Sleep (1)");
        assertEquals(List.of(), r.warnings());
    }

    @Test
    void strictModeAbandonsTheTableWhenTheCalledPredicateHasNoValue() {
        LoadReport r = LoadReport.of("load-modes", AcpiMachine.load(FIXTURE, InterpreterMode.STRICT));
        assertEquals("strict", r.interpreter());
        assertEquals(0, r.objects(), "the table's objects are taken out again, IMPL with them");
        assertEquals(0, r.methods());
        assertEquals(1, r.warnings().size(), () -> r.warnings().toString());
        String w = r.warnings().get(0);
        assertTrue(w.contains("table load failed") && w.contains("AE_AML_NO_RETURN_VALUE") && w.contains("\\IMPL"), w);
    }

    /** Where acpiexec is installed (mandatory under CI), it agrees in each mode. */
    @ParameterizedTest
    @EnumSource(InterpreterMode.class)
    void acpiexecLoadsTheSameNamespace(InterpreterMode mode) throws Exception {
        Acpiexec.assumeAvailable();
        Acpiexec.LoadSummary theirs = Acpiexec.load(List.of(FIXTURE), mode);
        LoadReport ours = LoadReport.of("load-modes", AcpiMachine.load(FIXTURE, mode));
        assertEquals(theirs.objects(), ours.objects(), "objects");
        assertEquals(theirs.methods(), ours.methods(), "methods");
        assertEquals(mode == InterpreterMode.STRICT ? 1 : 0, theirs.failedTables().size(), () -> theirs.failedTables().toString());
    }
}
