package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The pseries flows: refusals change nothing, rollbacks restore every connector, eras differ. */
class DlparFlowTest {
    private static final PlatformProfile LPAR = PlatformProfile.load("powervm-p9-lpar");

    private static DlparRun.Outcome run(String request, FirmwareProfile fw, String kernel, long seed) {
        return DlparRun.run(DlparRequest.parse(request), fw, LPAR,
                new KernelProfile(KernelVersion.parse(kernel), Hz.of(100), true, false), LoadKind.IDLE,
                new VirtualTimebase(0), new SimRandom(seed));
    }

    private static Map<String, Long> lmbs(Map<String, Map<String, Long>> states) {
        return states.get("lmb");
    }

    @Test
    void addByCountMovesExactlyNConnectorsToConfigured() {
        DlparRun.Outcome o = run("memory add count 20", TestProfiles.powervm(r -> { }), "5.16", 1);
        assertEquals(0, o.rc());
        assertEquals(Map.of("CONFIGURED", 32L, "UNUSABLE", 64L), lmbs(o.drcsBefore()));
        assertEquals(Map.of("CONFIGURED", 52L, "UNUSABLE", 44L), lmbs(o.drcsAfter()));
        DlparRun.Outcome rm = run("memory remove count 20", TestProfiles.powervm(r -> { }), "6.13", 1);
        assertEquals(Map.of("CONFIGURED", 12L, "UNUSABLE", 84L), lmbs(rm.drcsAfter()));
    }

    /** Requests the kernel refuses return its errno and every connector keeps its state. */
    @ParameterizedTest
    @ValueSource(strings = {"memory add count 65", "memory add count 0", "memory remove count 33",
        "memory add index 0x7fffffff", "memory remove index 0x80000050", "memory add indexed-count 10 0x8000005a",
        "memory remove indexed-count 4 0x8000001e", "cpu add index 0x10000000", "cpu add index 0x20000000",
        "cpu remove index 0x1000000f"})
    void refusedRequestsChangeNothing(String request) {
        DlparRun.Outcome o = run(request, TestProfiles.powervm(r -> { }), "5.17", 1);
        assertTrue(o.rc() < 0, request + " returned " + o.rc());
        assertEquals(o.drcsBefore(), o.drcsAfter());
        assertEquals(0, o.rtasCalls() - o.calls().getOrDefault("get-sensor-state", Map.of()).values().stream()
                .mapToLong(Long::longValue).sum(), "no connector was touched beyond sensing");
    }

    @Test
    void theLastOnlineCpuCannotBeRemoved() {
        FirmwareProfile one = TestProfiles.powervm(r -> TestProfiles.set(r, "partition.present_cpus", 1));
        DlparRun.Outcome o = run("cpu remove index 0x10000000", one, "6.13", 1);
        assertEquals(Errno.EBUSY, o.rc());
        assertEquals(o.drcsBefore(), o.drcsAfter());
    }

    @Test
    void cpuAddAndRemoveWalkTheirConnectors() {
        FirmwareProfile fw = TestProfiles.powervm(r -> { });
        DlparRun.Outcome add = run("cpu add index 0x10000008", fw, "6.13", 1);
        assertEquals(0, add.rc());
        assertEquals(Map.of("CONFIGURED", 9L, "UNUSABLE", 7L), add.drcsAfter().get("cpu"));
        DlparRun.Outcome rm = run("cpu remove index 0x10000003", fw, "6.13", 1);
        assertEquals(0, rm.rc());
        assertEquals(Map.of("CONFIGURED", 7L, "UNUSABLE", 9L), rm.drcsAfter().get("cpu"));
        assertTrue(rm.calls().get("query-cpu-stopped-state").values().stream().mapToLong(Long::longValue).sum() >= 1);
    }

    /**
     * Before v5.12 a 990x answer to configure-connector aborted the walk: every LMB add fails,
     * so 'add count 20' adds none, releases each connector it acquired and returns -EINVAL
     * with every connector back where it was. From v5.12 the same firmware succeeds.
     */
    @Test
    void before512AnExtendedDelayInConfigureConnectorFailsTheAdd() {
        FirmwareProfile delays = TestProfiles.powervm(r -> ((ObjectNode) r.get("operations").get("configure_step")
                .get("busy_statuses")).putObject("weights").put("9900", 1.0));
        DlparRun.Outcome old = run("memory add count 20", delays, "5.11", 1);
        assertEquals(Errno.EINVAL, old.rc());
        assertEquals(old.drcsBefore(), old.drcsAfter());
        DlparRun.Outcome fixed = run("memory add count 20", delays, "5.12", 1);
        assertEquals(0, fixed.rc());
    }

    /**
     * Rollback of a partial add by count: when configure-connector fails on some LMBs (pre-5.12
     * with rare 990x answers) and the request asks for every free LMB, fewer than N can be
     * added: each added one is removed and released again.
     */
    @Test
    void aPartialAddByCountIsRolledBack() {
        FirmwareProfile rare = TestProfiles.powervm(r -> {
            TestProfiles.set(r, "operations.configure_step.busy_mean_ns", 0.2);
            ((ObjectNode) r.get("operations").get("configure_step").get("busy_statuses")).putObject("weights")
                    .put("9901", 1.0);
        });
        DlparRun.Outcome o = run("memory add count 64", rare, "5.11", 5);
        assertEquals(Errno.EINVAL, o.rc());
        assertEquals(o.drcsBefore(), o.drcsAfter());
        long configureCalls = o.calls().get("ibm,configure-connector").values().stream().mapToLong(Long::longValue).sum();
        assertTrue(configureCalls > 64, "LMBs were configured before the rollback: " + configureCalls);
        assertTrue(o.calls().get("set-indicator").get(0) > 4 * 64 - 10, "acquired and released again");
    }

    /** Before v5.14 get-sensor-state was one bare call: a busy answer failed the acquire. */
    @Test
    void before514ABusySensorFailsTheAcquire() {
        FirmwareProfile busySense = TestProfiles.powervm(r -> TestProfiles.set(r, "operations.sense.busy_mean_ns", 1e6));
        assertEquals(Errno.EINVAL, run("memory add index 0x80000040", busySense, "5.13", 1).rc());
        assertEquals(0, run("memory add index 0x80000040", busySense, "5.14", 1).rc());
    }

    @Test
    void theSameSeedRepeatsARunExactly() {
        FirmwareProfile fw = TestProfiles.powervm(r -> { });
        assertEquals(run("memory add count 20", fw, "5.16", 9), run("memory add count 20", fw, "5.16", 9));
        assertTrue(!run("memory add count 20", fw, "5.16", 9).equals(run("memory add count 20", fw, "5.16", 10)));
    }

    @Test
    void requestsParseInTheKernelsSyntax() {
        assertEquals(new DlparRequest(DrcKind.LMB, true, DlparRequest.Id.COUNT, 20, 0),
                DlparRequest.parse("memory add count 20"));
        assertEquals(new DlparRequest(DrcKind.LMB, false, DlparRequest.Id.INDEXED_COUNT, 4, 0x80000010),
                DlparRequest.parse("memory  remove indexed-count 4 0x80000010"));
        assertEquals(new DlparRequest(DrcKind.CPU, true, DlparRequest.Id.INDEX, 1, 0x10000008),
                DlparRequest.parse("cpu add index 0x10000008"));
        assertEquals("memory remove index 0x80000003", DlparRequest.parse("memory remove index 0x80000003").toString());
        for (String bad : new String[] {"memory add", "cpu add count 2", "disk add count 1", "memory add count -1",
            "memory grow count 3", ""}) {
            assertThrows(BadInputException.class, () -> DlparRequest.parse(bad), bad);
        }
    }
}
