package dev.oversleep.rtas;

import static dev.oversleep.rtas.RtasFirmware.ALLOCATION_STATE;
import static dev.oversleep.rtas.RtasFirmware.ALLOC_UNUSABLE;
import static dev.oversleep.rtas.RtasFirmware.ALLOC_USABLE;
import static dev.oversleep.rtas.RtasFirmware.DR_ENTITY_SENSE;
import static dev.oversleep.rtas.RtasFirmware.ISOLATE;
import static dev.oversleep.rtas.RtasFirmware.ISOLATION_STATE;
import static dev.oversleep.rtas.RtasFirmware.UNISOLATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFileException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The firmware model: PAPR's connector state machine (every legal transition, the error of each
 * illegal request, nothing changed), the work-conserving -2 (progress per call, whatever the OS
 * waits between calls), the time-based 990x (completion at a time, whatever the number of calls
 * and whichever hint the profile gives), and the hints: the time left, or a fixed status.
 */
class RtasFirmwareTest {

    private static DlparRun.Partition idle(FirmwareProfile fw) {
        return TestPartitions.partition(fw, "6.12", LoadKind.IDLE, 3);
    }

    private static int sense(RtasFirmware fw, int drc) {
        int[] s = new int[1];
        assertEquals(0, fw.getSensorState(DR_ENTITY_SENSE, drc, s));
        return s[0];
    }

    @Test
    void acquireConfigureAndReleaseWalkEveryLegalTransition() {
        RtasFirmware fw = idle(TestPartitions.neverBusy()).firmware();
        List<Integer> lmbs = fw.connectors(DrcKind.LMB);
        int drc = lmbs.get(lmbs.size() - 1);
        assertEquals(DrcState.UNUSABLE, fw.state(drc));
        assertEquals(2, sense(fw, drc));
        assertEquals(0, fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE));
        assertEquals(DrcState.ISOLATED, fw.state(drc));
        assertEquals(1, sense(fw, drc));
        assertEquals(0, fw.setIndicator(ISOLATION_STATE, drc, UNISOLATE));
        assertEquals(DrcState.UNISOLATED, fw.state(drc));
        List<Integer> steps = new ArrayList<>();
        int rc;
        do {
            rc = fw.configureConnector(drc);
            steps.add(rc);
        } while (rc != 0);
        // the LMB fragment: 1 node, 5 properties
        assertEquals(List.of(2, 3, 3, 3, 3, 3, 4, 0), steps);
        assertEquals(DrcState.CONFIGURED, fw.state(drc));
        assertEquals(0, fw.setIndicator(ISOLATION_STATE, drc, ISOLATE));
        assertEquals(DrcState.ISOLATED, fw.state(drc));
        assertEquals(0, fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_UNUSABLE));
        assertEquals(DrcState.UNUSABLE, fw.state(drc));
    }

    @ParameterizedTest(name = "{0} from {1}: {2}")
    @CsvSource({
        "unisolate, UNUSABLE, -9002",
        "allocate-unusable, CONFIGURED, -9000",
        "allocate-unusable, UNISOLATED, -9000",
        "isolate, UNUSABLE, -9002",
        "configure, ISOLATED, -9003",
        "configure, UNUSABLE, -9003",
        "allocate-usable, UNISOLATED, -9002",
    })
    void illegalRequestsGetPaprErrorsAndChangeNothing(String request, DrcState from, int status) {
        RtasFirmware fw = idle(TestPartitions.neverBusy()).firmware();
        int drc = connectorIn(fw, from);
        int rc = switch (request) {
            case "unisolate" -> fw.setIndicator(ISOLATION_STATE, drc, UNISOLATE);
            case "allocate-unusable" -> fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_UNUSABLE);
            case "allocate-usable" -> fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE);
            case "isolate" -> fw.setIndicator(ISOLATION_STATE, drc, ISOLATE);
            default -> fw.configureConnector(drc);
        };
        assertEquals(status, rc);
        assertEquals(from, fw.state(drc));
    }

    /** A connector in the given state (the unassigned LMBs are walked there legally). */
    private static int connectorIn(RtasFirmware fw, DrcState want) {
        List<Integer> lmbs = fw.connectors(DrcKind.LMB);
        if (want == DrcState.CONFIGURED) {
            return lmbs.get(0);
        }
        int drc = lmbs.get(lmbs.size() - 1);
        if (want != DrcState.UNUSABLE) {
            fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE);
        }
        if (want == DrcState.UNISOLATED) {
            fw.setIndicator(ISOLATION_STATE, drc, UNISOLATE);
        }
        assertEquals(want, fw.state(drc));
        return drc;
    }

    @Test
    void unknownConnectorsAndIndicatorsAreParameterErrors() {
        RtasFirmware fw = idle(TestPartitions.neverBusy()).firmware();
        assertEquals(RtasStatus.PARAMETER_ERROR, fw.setIndicator(ALLOCATION_STATE, 0x42, ALLOC_USABLE));
        assertEquals(RtasStatus.PARAMETER_ERROR, fw.setIndicator(1234, fw.connectors(DrcKind.LMB).get(0), 1));
        assertEquals(RtasStatus.PARAMETER_ERROR, fw.getSensorState(DR_ENTITY_SENSE, 0x42, new int[1]));
        assertEquals(RtasStatus.PARAMETER_ERROR, fw.configureConnector(0x42));
    }

    /** -2 answers until the work is done: one slice per call, however long the OS waits between calls. */
    @ParameterizedTest(name = "{0} ns between calls")
    @ValueSource(longs = {0, 1_000, 20_000_000, 500_000_000})
    void workConservingBusyProgressesPerCallNotPerTime(long pauseNs) {
        FirmwareProfile p = TestPartitions.powervm(root -> {
            TestPartitions.set(root, "operations.allocate.work_ns", 1_000_000);
            TestPartitions.set(root, "calls.call_ns", 100_000);
            TestPartitions.set(root, "calls.bound_ns", 400_000);
        });
        DlparRun.Partition part = idle(p);
        RtasFirmware fw = part.firmware();
        int drc = fw.connectors(DrcKind.LMB).get(fw.connectors(DrcKind.LMB).size() - 1);
        List<Integer> answers = new ArrayList<>();
        int rc;
        do {
            rc = fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE);
            answers.add(rc);
            part.kernel().idle(pauseNs);
        } while (rc != 0);
        // 1 ms of work in 0.3 ms slices (a 0.4 ms bound less 0.1 ms fixed cost): three -2, the fourth call finishes it
        assertEquals(List.of(-2, -2, -2, 0), answers);
        assertEquals(DrcState.ISOLATED, fw.state(drc));
    }

    @Test
    void busySmtSiblingsMakeASliceDoLessWork() {
        FirmwareProfile p = TestPartitions.powervm(root -> {
            TestPartitions.set(root, "operations.allocate.work_ns", 1_000_000);
            TestPartitions.set(root, "calls.call_ns", 100_000);
            TestPartitions.set(root, "calls.bound_ns", 400_000);
            TestPartitions.set(root, "smt.busy_factor", 2.0);
        });
        DlparRun.Partition part = TestPartitions.partition(p, "6.12", LoadKind.BUSY, 3);
        RtasFirmware fw = part.firmware();
        int drc = fw.connectors(DrcKind.LMB).get(fw.connectors(DrcKind.LMB).size() - 1);
        int busy = 0;
        while (fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE) == RtasStatus.BUSY) {
            busy++;
        }
        // twice the time for the same work: 2 ms in 0.3 ms slices is six -2 and a seventh call
        assertEquals(6, busy);
    }

    /** 990x until the wait has passed, whatever the number of calls in between. */
    @ParameterizedTest(name = "a call every {0} ns")
    @ValueSource(longs = {1, 100_000, 7_000_000})
    void timeBasedDelayCompletesAtItsTimeNotAfterACallCount(long everyNs) {
        List<Integer> hints = isolateOnceWaited(isolateWaits(DelayHint.TIME_LEFT), everyNs);
        // the hint is the order of magnitude of the time left: 10 ms while 10 ms or more remain, then 1 ms
        assertEquals(9901, hints.get(0));
        assertEquals(9900, hints.get(hints.size() - 1));
    }

    @ParameterizedTest
    @CsvSource({"9900, 1000000", "9901, 1000000", "9903, 1000000", "9900, 7000000", "9905, 100000"})
    void aFixedHintIsAnsweredThroughoutAndTheWaitStillEndsAtItsTime(int hint, long everyNs) {
        List<Integer> hints = isolateOnceWaited(isolateWaits(Integer.toString(hint)), everyNs);
        assertTrue(hints.size() > 1, "calls during the wait: " + hints.size());
        assertEquals(List.of(hint), hints.stream().distinct().toList());
    }

    /** The shipped profile with the isolate operation waiting 25 ms and answering {@code hint}. */
    private static FirmwareProfile isolateWaits(String hint) {
        return TestPartitions.powervm(root -> {
            TestPartitions.set(root, "operations.isolate.wait_ns", 25_000_000);
            ((ObjectNode) root.get("operations").get("isolate")).putObject("hint").put("value", hint)
                    .put("source", "test");
        });
    }

    /**
     * Isolates an LMB, calling again {@code everyNs} after each 990x; checks that the isolate
     * completed at the end of its 25 ms wait, not before nor a call late, and returns the statuses
     * answered meanwhile.
     */
    private static List<Integer> isolateOnceWaited(FirmwareProfile p, long everyNs) {
        DlparRun.Partition part = idle(p);
        RtasFirmware fw = part.firmware();
        int drc = fw.connectors(DrcKind.LMB).get(0);
        long t0 = part.kernel().now();
        int rc;
        List<Integer> hints = new ArrayList<>();
        while ((rc = fw.setIndicator(ISOLATION_STATE, drc, ISOLATE)) != 0) {
            assertTrue(RtasStatus.isExtendedDelay(rc), "status " + rc);
            hints.add(rc);
            part.kernel().idle(everyNs);
        }
        long done = part.kernel().now() - t0;
        long call = Math.round(p.calls().callNs().value());
        assertTrue(done >= 25_000_000 && done < 25_000_000 + everyNs + 2 * call, "completed after " + done + " ns");
        return hints;
    }

    @ParameterizedTest
    @ValueSource(strings = {"9906", "9899", "-2", "soon", "09900", ""})
    void aHintThatIsNoExtendedDelayStatusIsRefusedNamingItsField(String hint) {
        ModelFileException e = assertThrows(ModelFileException.class, () -> isolateWaits(hint));
        assertTrue(e.getMessage().contains("operations.isolate.hint.value"), e.getMessage());
        assertTrue(e.getMessage().contains("9900 to 9905"), e.getMessage());
    }

    @Test
    void anOperationThatWaitsWithoutAHintIsRefused() {
        ModelFileException e = assertThrows(ModelFileException.class, () -> TestPartitions.powervm(root ->
                TestPartitions.set(root, "operations.isolate.wait_ns", 1_000_000)));
        assertTrue(e.getMessage().contains("field 'operations.isolate.hint': missing"), e.getMessage());
    }

    @Test
    void aHintWithoutItsNoteIsRefused() {
        ModelFileException e = assertThrows(ModelFileException.class, () -> TestPartitions.powervm(root ->
                ((ObjectNode) root.get("operations").get("unallocate").get("hint")).remove("source")));
        assertTrue(e.getMessage().contains("operations.unallocate.hint.source"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"500000, 9900", "999999999, 9902", "10000000, 9901", "100000000000, 9905", "9999999, 9900"})
    void theHintIsTheOrderOfMagnitudeOfTheTimeLeft(long remainingNs, int status) {
        assertEquals(status, RtasStatus.extendedDelayFor(remainingNs));
    }

    @Test
    void rtasGenericErrnoMapping() {
        assertEquals("EIO", RtasStatus.errnoName(-1));
        assertEquals("EINVAL", RtasStatus.errnoName(-3));
        assertEquals("EFAULT", RtasStatus.errnoName(-9000));
        assertEquals("EEXIST", RtasStatus.errnoName(-9001));
        assertEquals("ENODEV", RtasStatus.errnoName(-9002));
    }
}
