package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.rtas.lpar.Phase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The RTAS calls of each request, tokens, arguments and order, as dlpar.c and hotplug-memory.c
 * make them: dlpar_acquire_drc() is get-sensor-state(9003), set-indicator(9003 allocation, 1),
 * set-indicator(9001 isolation, 1); update_lmb_associativity_index() walks configure-connector;
 * dlpar_release_drc() is get-sensor-state(9003), set-indicator(9001, 0), set-indicator(9003, 0);
 * remove by count releases every connector only after every LMB is removed.
 */
class CallSequenceTest {
    private static final List<String> ACQUIRE = List.of("get-sensor-state 9003 -> 0", "set-indicator 9003 1 -> 0",
            "set-indicator 9001 1 -> 0");
    private static final List<String> CONFIGURE_LMB = List.of("ibm,configure-connector -> 2",
            "ibm,configure-connector -> 3", "ibm,configure-connector -> 3", "ibm,configure-connector -> 3",
            "ibm,configure-connector -> 3", "ibm,configure-connector -> 3", "ibm,configure-connector -> 4",
            "ibm,configure-connector -> 0");
    private static final List<String> RELEASE = List.of("get-sensor-state 9003 -> 0", "set-indicator 9001 0 -> 0",
            "set-indicator 9003 0 -> 0");

    private static List<String> times(int n, List<String> per) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.addAll(per);
        }
        return out;
    }

    @ParameterizedTest(name = "kernel {0}")
    @ValueSource(strings = {"5.16", "5.17", "6.13"})
    void addByCountAcquiresThenConfiguresEachLmbInTurn(String kernel) {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.neverBusy(), kernel, trace);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory add count 2")));
        List<String> want = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            want.addAll(ACQUIRE);
            want.addAll(CONFIGURE_LMB);
        }
        assertEquals(want, trace);
    }

    @ParameterizedTest(name = "kernel {0}")
    @ValueSource(strings = {"5.16", "5.17", "6.13"})
    void removeByCountMakesNoRtasCallUntilEveryLmbIsRemovedThenReleasesThemAll(String kernel) {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.neverBusy(), kernel, trace);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory remove count 3")));
        assertEquals(times(3, RELEASE), trace);
        List<Phase> phases = p.os().phases();
        int firstRelease = 0;
        while (!phases.get(firstRelease).name().equals("dlpar_release_drc")) {
            assertEquals(0, phases.get(firstRelease).rtasCalls(), phases.get(firstRelease).toString());
            firstRelease++;
        }
        // the unmovable first LMB is tried and skipped, then three are offlined and removed
        assertEquals(1 + 3 * 2, firstRelease);
        assertEquals("dlpar_offline_lmb", phases.get(0).name());
        assertEquals("0x80000000", phases.get(0).drc());
        assertEquals(List.of("0x80000001", "0x80000002", "0x80000003"),
                phases.subList(firstRelease, firstRelease + 3).stream().map(Phase::drc).toList());
    }

    @Test
    void indexedRequestsTouchOnlyTheirConnectors() {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.neverBusy(), "5.16", trace);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory add index 0x80000040")));
        assertEquals(DrcState.CONFIGURED, p.firmware().state(0x80000040));
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory remove indexed-count 2 0x80000005")));
        assertEquals(DrcState.UNUSABLE, p.firmware().state(0x80000005));
        assertEquals(DrcState.UNUSABLE, p.firmware().state(0x80000006));
        List<String> want = new ArrayList<>(ACQUIRE);
        want.addAll(CONFIGURE_LMB);
        want.addAll(times(2, RELEASE));
        assertEquals(want, trace);
    }

    @Test
    void busyAnswersRepeatTheSameCallBeforeTheSequenceGoesOn() {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.shipped(), "5.17", trace);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory add count 1")));
        List<String> collapsed = new ArrayList<>();
        for (String call : trace) {
            if (call.endsWith("-> -2") || call.matches(".* -> 990\\d")) {
                assertTrue(call.startsWith("set-indicator 9003 1"), "only the allocation works or waits: " + call);
                continue;
            }
            collapsed.add(call);
        }
        List<String> want = new ArrayList<>(ACQUIRE);
        want.addAll(CONFIGURE_LMB);
        assertEquals(want, collapsed);
        assertTrue(trace.size() > 40, "the allocation answers -2 for many calls: " + trace.size());
    }

    @Test
    void before514ABusySensorFailsTheConnectorInsteadOfLooping() {
        FirmwareProfile busySense = TestPartitions.powervm(root -> TestPartitions.set(root, "operations.sense.work_ns", 1_000_000));
        List<String> old = TestPartitions.trace();
        DlparRun.Partition p513 = TestPartitions.traced(busySense, "5.13", old);
        assertEquals(Errno.EINVAL, p513.dlpar().handle(DlparRequest.parse("memory add index 0x80000040")));
        assertEquals(List.of("get-sensor-state 9003 -> -2"), old);
        List<String> now = TestPartitions.trace();
        DlparRun.Partition p514 = TestPartitions.traced(busySense, "5.14", now);
        assertEquals(0, p514.dlpar().handle(DlparRequest.parse("memory add index 0x80000040")));
        assertTrue(now.get(0).equals("get-sensor-state 9003 -> -2") && now.contains("get-sensor-state 9003 -> 0"), now.toString());
    }

    @Test
    void before512AnExtendedDelayFromConfigureConnectorAbortsTheWalk() {
        FirmwareProfile waits = TestPartitions.powervm(root -> TestPartitions.waits(root, "configure_step", 2_000_000));
        List<String> old = TestPartitions.trace();
        DlparRun.Partition p511 = TestPartitions.traced(waits, "5.11", old);
        assertEquals(Errno.EINVAL, p511.dlpar().handle(DlparRequest.parse("memory add index 0x80000040")));
        assertTrue(old.contains("ibm,configure-connector -> 9900"), old.toString());
        assertEquals(DrcState.UNUSABLE, p511.firmware().state(0x80000040));
        DlparRun.Partition p512 = TestPartitions.traced(waits, "5.12", TestPartitions.trace());
        assertEquals(0, p512.dlpar().handle(DlparRequest.parse("memory add index 0x80000040")));
    }
}
