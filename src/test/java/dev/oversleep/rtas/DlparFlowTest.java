package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.rtas.lpar.TimeKind;
import dev.oversleep.sim.SimRandom;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The DLPAR flows' error and rollback paths as hotplug-memory.c has them, refusals that change
 * nothing, the elapsed time as an exact sum of its kinds, and determinism by seed.
 */
class DlparFlowTest {

    private static Map<String, Map<String, Long>> states(DlparRun.Partition p) {
        return DlparRun.states(p.firmware());
    }

    @Test
    void addByCountSkipsAnLmbWhoseConfigureConnectorFailsReleasingItTwice() {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.neverBusy(), "5.16", trace);
        int bad = 0x80000021;
        p.firmware().failAlways(RtasToken.CONFIGURE_CONNECTOR, bad, RtasStatus.CFG_USE_ERROR);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory add count 2")));
        assertEquals(DrcState.CONFIGURED, p.firmware().state(0x80000020));
        assertEquals(DrcState.UNUSABLE, p.firmware().state(bad));
        assertEquals(DrcState.CONFIGURED, p.firmware().state(0x80000022));
        // dlpar_add_lmb() releases the connector, then dlpar_memory_add_by_count() tries again:
        // the second release stops at get-sensor-state, which now says unusable
        int failed = trace.indexOf("ibm,configure-connector -> -9003");
        assertEquals(List.of("get-sensor-state 9003 -> 0", "set-indicator 9001 0 -> 0", "set-indicator 9003 0 -> 0",
                "get-sensor-state 9003 -> 0", "get-sensor-state 9003 -> 0"), trace.subList(failed + 1, failed + 6));
        assertEquals(34, p.dlpar().assignedLmbs());
    }

    @Test
    void addByCountThatCannotAddEnoughRemovesAndReleasesWhatItAdded() {
        DlparRun.Partition p = TestPartitions.partition(TestPartitions.neverBusy(), "5.16", LoadKind.IDLE, 2);
        Map<String, Map<String, Long>> before = states(p);
        List<Integer> lmbs = p.firmware().connectors(DrcKind.LMB);
        for (int drc : lmbs.subList(34, lmbs.size())) {
            p.firmware().failAlways(RtasToken.CONFIGURE_CONNECTOR, drc, RtasStatus.CFG_USE_ERROR);
        }
        assertEquals(Errno.EINVAL, p.dlpar().handle(DlparRequest.parse("memory add count 3")));
        assertEquals(before, states(p));
        assertEquals(32, p.dlpar().assignedLmbs());
        assertTrue(p.os().phases().stream().anyMatch(ph -> ph.name().equals("__remove_memory")));
    }

    @Test
    void removeByCountThatCannotRemoveEnoughAddsTheLmbsBackWithoutReacquiringThem() {
        List<String> trace = TestPartitions.trace();
        DlparRun.Partition p = TestPartitions.traced(TestPartitions.neverBusy(), "5.16", trace);
        Map<String, Map<String, Long>> before = states(p);
        // 32 assigned, the first unmovable: 31 can go, 32 are asked for
        assertEquals(Errno.EINVAL, p.dlpar().handle(DlparRequest.parse("memory remove count 32")));
        assertEquals(before, states(p));
        assertEquals(32, p.dlpar().assignedLmbs());
        assertTrue(trace.stream().allMatch(c -> c.startsWith("ibm,configure-connector")), "no acquire, no release");
        assertEquals(31 * 8, trace.size());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"memory add count 500, -22", "memory remove count 0, -22", "memory add index 0x12345, -22",
        "memory remove index 0x80000050, -22", "memory add indexed-count 4 0x8000005e, -22",
        "cpu add index 0x10000001, -22", "cpu remove index 0x10000009, -19"})
    void refusedRequestsChangeNoConnector(String request, int rc) {
        DlparRun.Partition p = TestPartitions.partition(TestPartitions.shipped(), "5.16", LoadKind.IDLE, 4);
        Map<String, Map<String, Long>> before = states(p);
        assertEquals(rc, p.dlpar().handle(DlparRequest.parse(request)));
        assertEquals(before, states(p));
    }

    @Test
    void cpuRemoveRefusesTheLastOnlineCpuAndCpuAddAndRemoveRoundTrip() {
        DlparRun.Partition p = TestPartitions.partition(TestPartitions.shipped(), "5.17", LoadKind.IDLE, 5);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("cpu add index 0x10000008")));
        assertEquals(DrcState.CONFIGURED, p.firmware().state(0x10000008));
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("cpu remove index 0x10000008")));
        assertEquals(DrcState.UNUSABLE, p.firmware().state(0x10000008));
        for (int i = 1; i < 8; i++) {
            assertEquals(0, p.dlpar().handle(DlparRequest.parse("cpu remove index 0x1000000" + i)));
        }
        assertEquals(Errno.EBUSY, p.dlpar().handle(DlparRequest.parse("cpu remove index 0x10000000")));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({"5.16, memory add count 5, IDLE", "5.16, memory remove count 5, BUSY", "5.17, memory remove count 5, IDLE",
        "6.13, memory add count 5, BUSY", "6.13, cpu remove index 0x10000003, IDLE"})
    void theKindsOfTimeSumToTheElapsedTime(String kernel, String request, LoadKind load) {
        DlparRun.Outcome o = DlparRun.run(DlparRequest.parse(request), TestPartitions.shipped(), TestPartitions.PLATFORM,
                TestPartitions.kernel(kernel), load, new VirtualTimebase(0), new SimRandom(11));
        long sum = o.time().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(o.elapsedNs(), sum, o.time().toString());
        assertTrue(o.time().values().stream().allMatch(v -> v >= 0), o.time().toString());
        long cpu = o.time().get(TimeKind.RTAS) + o.time().get(TimeKind.SPIN) + o.time().get(TimeKind.KERNEL);
        assertEquals(o.taskCpuNs(), cpu, "task CPU time is RTAS, spinning and kernel work");
    }

    @Test
    void fiveSixteenSpinsThroughTheReleaseWaitsAndFiveSeventeenSleepsThem() {
        DlparRun.Outcome old = DlparRun.run(DlparRequest.parse("memory remove count 5"), TestPartitions.shipped(),
                TestPartitions.PLATFORM, TestPartitions.kernel("5.16"), LoadKind.IDLE, new VirtualTimebase(0), new SimRandom(3));
        DlparRun.Outcome now = DlparRun.run(DlparRequest.parse("memory remove count 5"), TestPartitions.shipped(),
                TestPartitions.PLATFORM, TestPartitions.kernel("5.17"), LoadKind.IDLE, new VirtualTimebase(0), new SimRandom(3));
        assertTrue(old.time().get(TimeKind.SPIN) > 100_000_000, old.time().toString());
        assertEquals(0L, now.time().get(TimeKind.SPIN));
        assertTrue(now.time().get(TimeKind.USLEEP_RANGE) > 100_000_000, now.time().toString());
        assertTrue(old.rtasCalls() > 10 * now.rtasCalls(), old.rtasCalls() + " vs " + now.rtasCalls());
    }

    @Test
    void theSameSeedGivesTheSameRunAndAnotherSeedAnother() {
        DlparRun.Outcome a = DlparRun.run(DlparRequest.parse("memory add count 4"), TestPartitions.shipped(),
                TestPartitions.PLATFORM, TestPartitions.kernel("5.16"), LoadKind.BUSY, new VirtualTimebase(0), new SimRandom(9));
        DlparRun.Outcome b = DlparRun.run(DlparRequest.parse("memory add count 4"), TestPartitions.shipped(),
                TestPartitions.PLATFORM, TestPartitions.kernel("5.16"), LoadKind.BUSY, new VirtualTimebase(0), new SimRandom(9));
        DlparRun.Outcome c = DlparRun.run(DlparRequest.parse("memory add count 4"), TestPartitions.shipped(),
                TestPartitions.PLATFORM, TestPartitions.kernel("5.16"), LoadKind.BUSY, new VirtualTimebase(0), new SimRandom(10));
        assertEquals(a.elapsedNs(), b.elapsedNs());
        assertEquals(a.time(), b.time());
        assertEquals(a.phases(), b.phases());
        assertNotEquals(a.elapsedNs(), c.elapsedNs());
    }
}
