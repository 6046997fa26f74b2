package dev.oversleep.rtas;

import static dev.oversleep.rtas.RtasFirmware.ALLOCATION_STATE;
import static dev.oversleep.rtas.RtasFirmware.ALLOC_UNUSABLE;
import static dev.oversleep.rtas.RtasFirmware.ALLOC_USABLE;
import static dev.oversleep.rtas.RtasFirmware.DR_ENTITY_SENSE;
import static dev.oversleep.rtas.RtasFirmware.ISOLATE;
import static dev.oversleep.rtas.RtasFirmware.ISOLATION_STATE;
import static dev.oversleep.rtas.RtasFirmware.UNISOLATE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.oversleep.kernel.RunQueue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every legal DRC transition and PAPR's answer to each illegal request (nothing changes). */
class DrcStateMachineTest {
    private RtasFirmware fw;
    private int unusableLmb;
    private int configuredLmb;

    @BeforeEach
    void setUp() {
        fw = new RtasFirmware(TestProfiles.neverBusy(), TestProfiles.kernel("6.12", RunQueue.IDLE), false);
        List<Integer> lmbs = fw.connectors(DrcKind.LMB);
        configuredLmb = lmbs.get(0);
        unusableLmb = lmbs.get(lmbs.size() - 1);
    }

    private int sense(int drc) {
        int[] s = new int[1];
        assertEquals(0, fw.getSensorState(DR_ENTITY_SENSE, drc, s));
        return s[0];
    }

    @Test
    void acquireThenConfigureThenReleaseWalksEveryLegalTransition() {
        assertEquals(DrcState.UNUSABLE, fw.state(unusableLmb));
        assertEquals(2, sense(unusableLmb));
        assertEquals(0, fw.setIndicator(ALLOCATION_STATE, unusableLmb, ALLOC_USABLE));
        assertEquals(DrcState.ISOLATED, fw.state(unusableLmb));
        assertEquals(1, sense(unusableLmb));
        assertEquals(0, fw.setIndicator(ISOLATION_STATE, unusableLmb, UNISOLATE));
        assertEquals(DrcState.UNISOLATED, fw.state(unusableLmb));
        // fragment lmb: 1 node, 5 properties → NEXT_CHILD, 5 x NEXT_PROPERTY, PREV_PARENT, COMPLETE
        List<Integer> steps = new ArrayList<>();
        int rc;
        do {
            rc = fw.configureConnector(unusableLmb);
            steps.add(rc);
        } while (rc != 0);
        assertEquals(List.of(2, 3, 3, 3, 3, 3, 4, 0), steps);
        assertEquals(DrcState.CONFIGURED, fw.state(unusableLmb));
        assertEquals(0, fw.setIndicator(ISOLATION_STATE, unusableLmb, ISOLATE));
        assertEquals(DrcState.ISOLATED, fw.state(unusableLmb));
        assertEquals(0, fw.setIndicator(ALLOCATION_STATE, unusableLmb, ALLOC_UNUSABLE));
        assertEquals(DrcState.UNUSABLE, fw.state(unusableLmb));
    }

    /** Repeating the transition that got a connector where it is, is not an error. */
    @Test
    void isolatingAnIsolatedConnectorSucceeds() {
        fw.setIndicator(ALLOCATION_STATE, unusableLmb, ALLOC_USABLE);
        assertEquals(0, fw.setIndicator(ISOLATION_STATE, unusableLmb, ISOLATE));
        assertEquals(0, fw.setIndicator(ALLOCATION_STATE, unusableLmb, ALLOC_USABLE));
        assertEquals(DrcState.ISOLATED, fw.state(unusableLmb));
    }

    /**
     * Illegal requests, the state they come from, the PAPR status (arch/powerpc/include/asm/rtas.h
     * names) and the state unchanged afterwards.
     */
    @ParameterizedTest
    @CsvSource({
        "UNUSABLE,unisolate,-9002", "UNUSABLE,isolate,-9002", "UNUSABLE,configure,-9003",
        "CONFIGURED,allocate,-9002", "CONFIGURED,unallocate,-9000", "UNISOLATED,unallocate,-9000",
        "ISOLATED,configure,-9003", "UNUSABLE,bad-indicator,-3", "UNUSABLE,bad-value,-3"})
    void illegalRequestsGetPaprErrorsAndChangeNothing(DrcState from, String request, int status) {
        int drc = from == DrcState.CONFIGURED ? configuredLmb : unusableLmb;
        if (from == DrcState.ISOLATED || from == DrcState.UNISOLATED) {
            fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE);
        }
        if (from == DrcState.UNISOLATED) {
            fw.setIndicator(ISOLATION_STATE, drc, UNISOLATE);
        }
        assertEquals(from, fw.state(drc));
        int rc = switch (request) {
            case "allocate" -> fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE);
            case "unallocate" -> fw.setIndicator(ALLOCATION_STATE, drc, ALLOC_UNUSABLE);
            case "unisolate" -> fw.setIndicator(ISOLATION_STATE, drc, UNISOLATE);
            case "isolate" -> fw.setIndicator(ISOLATION_STATE, drc, ISOLATE);
            case "configure" -> fw.configureConnector(drc);
            case "bad-indicator" -> fw.setIndicator(9999, drc, 1);
            default -> fw.setIndicator(ISOLATION_STATE, drc, 7);
        };
        assertEquals(status, rc);
        assertEquals(from, fw.state(drc));
    }

    @Test
    void unknownConnectorsAndSensorsAreParameterErrors() {
        int[] s = new int[1];
        assertEquals(-3, fw.getSensorState(DR_ENTITY_SENSE, 0x12345, s));
        assertEquals(-3, fw.getSensorState(42, configuredLmb, s));
        assertEquals(-3, fw.configureConnector(0x12345));
        assertEquals(-3, fw.queryCpuStoppedState(configuredLmb, s));
        assertEquals(-3, fw.setIndicator(ALLOCATION_STATE, 0x12345, ALLOC_USABLE));
    }

    /** A busy operation answers busy statuses until its time is up, then succeeds once. */
    @Test
    void aBusyOperationAnswersBusyUntilDoneThenSucceeds() {
        FirmwareProfile slow = TestProfiles.powervm(root ->
                TestProfiles.set(root, "operations.allocate.busy_mean_ns", 5_000_000));
        var kernel = TestProfiles.kernel("6.12", RunQueue.IDLE);
        RtasFirmware busy = new RtasFirmware(slow, kernel, false);
        int drc = busy.connectors(DrcKind.LMB).get(busy.connectors(DrcKind.LMB).size() - 1);
        int rc;
        int busyAnswers = 0;
        while ((rc = busy.setIndicator(ALLOCATION_STATE, drc, ALLOC_USABLE)) != 0) {
            assertEquals(true, RtasStatus.isBusy(rc), "status " + rc);
            busyAnswers++;
        }
        assertEquals(DrcState.ISOLATED, busy.state(drc));
        assertEquals(true, busyAnswers > 0);
        assertArrayEquals(new long[] {busyAnswers + 1L},
                new long[] {busy.calls().get("set-indicator").values().stream().mapToLong(Long::longValue).sum()});
    }

    @Test
    void delayHintsAndErrnosFollowTheKernel() {
        assertEquals(1, RtasStatus.delayTimeMs(-2));
        assertEquals(1, RtasStatus.delayTimeMs(9900));
        assertEquals(10, RtasStatus.delayTimeMs(9901));
        assertEquals(100_000, RtasStatus.delayTimeMs(9905));
        assertEquals(0, RtasStatus.delayTimeMs(-1));
        assertEquals("EIO", RtasStatus.errnoName(-1));
        assertEquals("EINVAL", RtasStatus.errnoName(-3));
        assertEquals("EFAULT", RtasStatus.errnoName(-9000));
        assertEquals("EEXIST", RtasStatus.errnoName(-9001));
        assertEquals("ENODEV", RtasStatus.errnoName(-9002));
    }
}
