package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Notify's target (corpus/notify.asl): which objects a method notifies, with which values, in
 * acpiexec 20200925 and in Oversleep. {@link AcpiexecDifferentialTest} compares the same
 * methods' results and statuses; Observation leaves notifies out because in a batch run
 * acpiexec's notify thread can print them after the next method has begun.
 */
class NotifyDifferentialTest {
    private static final Path AML = Path.of("src/test/resources/acpi/corpus/notify.aml");

    static Stream<String> corpusMethods() throws IOException {
        return AcpiMachine.load(AML).namespace().all().stream()
                .filter(n -> n.kind() == Namespace.Kind.METHOD && n.path().matches("\\\\TN[0-9]{2}"))
                .map(Namespace.Node::path).sorted();
    }

    /**
     * Each notify runs on a thread of its own in acpiexec (acpi_os_execute), so the lines are
     * compared sorted. acpiexec does not wait for those threads; the virtual-time preload makes
     * its exit wait for them (native/tools/acpiexec_virtual_time.c), without which a line was
     * lost under load (a clean-clone CI run lost TN21's in three runs out of three).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("corpusMethods")
    void notifiesAgreeWithAcpiexec(String method) throws Exception {
        Acpiexec.assumeAvailable();
        List<String> theirs = Acpiexec.notifies(List.of(AML), method, 0x00).stream().sorted().toList();
        List<String> ours = OversleepMirror.notifies(AcpiMachine.load(AML), method, 0x00).stream().sorted().toList();
        assertEquals(theirs, ours, method);
    }

    /** Without acpiexec: what the ASL says, worked out by hand. */
    @Test
    void aMethodNamedAsTheTargetIsCalledAndItsDeviceNotified() throws IOException {
        AcpiMachine m = AcpiMachine.load(AML);
        assertEquals(List.of("DEV0 0x80", "DEV0 0x81"), OversleepMirror.notifies(m, "\\TN08", 0x00));
        assertEquals(List.of("Integer 0x2"), OversleepMirror.run(m, "\\TN08", List.of(), 0x00).result());
        assertEquals(List.of("DEV0 0x83"), OversleepMirror.notifies(m, "\\TN06", 0x00), "an Alias notifies its target");
        assertEquals(List.of("_SB_ 0x1"), OversleepMirror.notifies(m, "\\TN04", 0x00));
    }

    @Test
    void onlyDevicesProcessorsAndThermalZonesCanBeNotified() throws IOException {
        AcpiMachine m = AcpiMachine.load(AML);
        for (String refused : List.of("\\TN13", "\\TN14", "\\TN15", "\\TN16", "\\TN17", "\\TN18", "\\TN22", "\\TN23")) {
            assertEquals(List.of("AE_AML_OPERAND_TYPE"), OversleepMirror.run(m, refused, List.of(), 0x00).result(), refused);
            assertEquals(List.of(), OversleepMirror.notifies(m, refused, 0x00), refused);
        }
        assertEquals(List.of("DEV0 0x3"), OversleepMirror.notifies(m, "\\TN24", 0x00), "the notify before the failure stays");
    }
}
