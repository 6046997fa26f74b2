package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting one acpiexec batch's merged output into one observation per method. */
class AcpiexecBatchTest {
    /** The shape acpiexec 20200925 prints under the preload with stdout unbuffered. */
    static final String MERGED = String.join("\n",
            "ACPI: Enabled 8 GPEs in block 00 to 7F",
            "ACPI Debug:  \"printed while loading\"",
            "ovs-osl sleep 5",
            "Evaluating \\A",
            "ovs-osl sleep 100",
            "ACPI Debug:  \"in A\"",
            "ovs-osl stall 20",
            "ovs-osl sleep 10",
            "No object was returned from evaluation of \\A",
            "Evaluating \\B",
            "ovs-osl sleep 10",
            "Evaluation of \\B returned object 0x55b08463bd60, external buffer length 28",
            "  [Integer] = 0000000000000007",
            "",
            "Evaluating \\C",
            "ovs-osl sleep 16",
            "ovs-osl sleep 16");

    @Test
    void eachMethodGetsItsOwnResultDebugAndWaitsWithoutAcpiexecsOwnSleep() {
        AcpiexecBatch.Chunk c = AcpiexecBatch.parse(MERGED, List.of("\\A", "\\B", "\\C"), true);
        assertEquals(List.of(new Observation(List.of("none"), List.of("String \"in A\""), List.of("sleep 100", "stall 20")),
                new Observation(List.of("Integer 0x7"), List.of(), List.of())), c.done());
        assertEquals(new Observation(List.of(Observation.HUNG), List.of(), List.of("sleep 16", "sleep 16")), c.unfinished());
    }

    @Test
    void aProcessThatEndsBeforeAMethodStartsLeavesItUnfinished() {
        AcpiexecBatch.Chunk c = AcpiexecBatch.parse(MERGED.substring(0, MERGED.indexOf("Evaluating \\C")),
                List.of("\\A", "\\B", "\\C"), false);
        assertEquals(2, c.done().size());
        assertEquals(List.of(AcpiexecBatch.DIED), c.unfinished().result());
    }
}
