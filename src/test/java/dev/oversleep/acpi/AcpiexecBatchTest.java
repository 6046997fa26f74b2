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

    /**
     * The notify thread's line landing inside a Debug line, between "ACPI Debug:" and the value
     * (seen on the IdeaPad 710S Plus's _Q38 under load), and between the lines of a result.
     */
    @Test
    void notifyLinesAreTakenOutWhereverTheyLand() {
        String notify = "ACPI Exec: Global:    Received a Device Notify on [PXSX] 0x5569550f8fb0 Value 0xD3 (Hardware-Specific)";
        String merged = String.join("\n",
                "Evaluating \\Q38",
                "ACPI Debug:  " + notify,
                "\"=====QUERY_38=====\"",
                "ovs-osl sleep 1000",
                "No object was returned from evaluation of \\Q38",
                "Evaluating \\B",
                "Evaluation of \\B returned object 0x55b08463bd60, external buffer length 28",
                notify,
                "  [Integer] = 0000000000000007",
                "");
        AcpiexecBatch.Chunk c = AcpiexecBatch.parse(merged, List.of("\\Q38", "\\B"), false);
        assertEquals(List.of(new Observation(List.of("none"), List.of("String \"=====QUERY_38=====\""), List.of("sleep 1000")),
                new Observation(List.of("Integer 0x7"), List.of(), List.of())), c.done());
    }

    @Test
    void aProcessThatEndsBeforeAMethodStartsLeavesItUnfinished() {
        AcpiexecBatch.Chunk c = AcpiexecBatch.parse(MERGED.substring(0, MERGED.indexOf("Evaluating \\C")),
                List.of("\\A", "\\B", "\\C"), false);
        assertEquals(2, c.done().size());
        assertEquals(List.of(AcpiexecBatch.DIED), c.unfinished().result());
    }
}
