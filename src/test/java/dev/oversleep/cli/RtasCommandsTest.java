package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RtasCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"--request=memory grow", "--load=heavy", "--kernel=5.99", "--firmware=/none.json",
        "--firmware=nope", "--runs=0", "--hz=64", "--timebase=quantum", "--request=cpu add count 2",
        "--request=memory add count 99999999999"})
    void badArgumentsGiveOneLineAndExit2(String arg) {
        CliRun r = CliRun.of("rtas", "dlpar", arg, "--seed=1");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.oneErrorLine(), r.err());
    }

    @Test
    void erasSideBySideCarryTheDocumentedJsonFields() throws Exception {
        CliRun r = CliRun.of("rtas", "dlpar", "--request", "memory remove count 4", "--kernel", "5.16,5.17,6.13",
                "--runs", "3", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.rtas.dlpar/4", doc.get("schema").asText());
        for (String f : List.of("request", "load", "firmware", "platform", "hz", "cpus", "runs", "seed", "timebase")) {
            assertTrue(doc.has(f), "missing " + f);
        }
        assertEquals(100, doc.get("hz").asInt());
        assertEquals(3, doc.get("results").size());
        for (JsonNode e : doc.get("results")) {
            for (String f : List.of("kernel", "busy_delay", "scheduler", "elapsed_ns_mean", "task_cpu_ns_mean",
                    "rtas_calls_mean", "elapsed_ns", "task_cpu_ns", "rtas_calls", "time_ns", "calls_by_token_mean", "sleeps",
                    "need_resched_mean", "phases", "timeline", "longest_without_rtas_ns_mean", "flush_work_calls_mean",
                    "vcpu_dispatches_mean")) {
                assertTrue(e.has(f), "missing " + f);
            }
            assertTrue(e.get("rc").isInt(), "rc is a number");
            assertEquals(0, e.get("rc").asInt());
            for (String f : List.of("count", "mean_ns", "stddev_ns", "min_ns", "p50_ns", "p90_ns", "p99_ns", "max_ns")) {
                assertTrue(e.get("elapsed_ns").get(f).isIntegralNumber(), f);
            }
            assertEquals(e.get("elapsed_ns").get("mean_ns").asLong(), e.get("elapsed_ns_mean").asLong());
            long sum = 0;
            for (JsonNode v : e.get("time_ns")) {
                assertTrue(v.isIntegralNumber());
                sum += v.asLong();
            }
            assertTrue(Math.abs(sum - e.get("elapsed_ns_mean").asLong()) < 100, "time_ns sums to elapsed: " + sum);
        }
        // 5.16 spins through the release waits, 5.17 sleeps them: far fewer calls
        assertTrue(doc.get("results").get(1).get("rtas_calls_mean").asDouble()
                < doc.get("results").get(0).get("rtas_calls_mean").asDouble() / 4);
        String text = CliRun.of("rtas", "dlpar", "--request", "memory remove count 4", "--runs", "2").out();
        assertTrue(text.contains("where the elapsed time went") && text.contains("dlpar_release_drc")
                && text.contains("longest stretch without an RTAS call"), text);
    }

    @Test
    void aRefusedRequestExits1WithTheErrnoAndUnchangedConnectors() throws Exception {
        CliRun r = CliRun.of("rtas", "dlpar", "--request", "memory add count 500", "--runs", "1", "--json");
        assertEquals(ExitCodes.RUN_FAILED, r.code());
        assertTrue(r.err().contains("-EINVAL"), r.err());
        JsonNode e = JSON.readTree(r.out()).get("results").get(0);
        assertEquals(-22, e.get("rc").asInt());
        assertEquals("-EINVAL", e.get("rc_name").asText());
        assertEquals(e.get("drc_states_before"), e.get("drc_states_after"));
    }

    @Test
    void theSameSeedGivesIdenticalJson() {
        String[] args = {"rtas", "dlpar", "--request", "memory remove count 5", "--load", "busy", "--runs", "2", "--json"};
        assertEquals(CliRun.of(args).out(), CliRun.of(args).out());
        // idle: the shared partition's dispatches, the flush rounds, every era
        String[] idle = {"rtas", "dlpar", "--request", "memory remove count 5", "--kernel", "5.16,5.17,6.13",
            "--runs", "2", "--seed", "7", "--json"};
        String first = CliRun.of(idle).out();
        assertEquals(first, CliRun.of(idle).out());
        idle[idle.length - 2] = "8";
        assertNotEquals(first, CliRun.of(idle).out(), "another seed, another tick phase");
    }

    @Test
    void aProcessorModeThatIsNeitherSharedNorDedicatedIsRefused(@TempDir Path dir) throws Exception {
        JsonNode tree = JSON.readTree(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/rtas/powervm-p9.json"));
        ((ObjectNode) tree.get("vcpu").get("processors")).put("value", "capped");
        Path bad = Files.writeString(dir.resolve("fw.json"), tree.toString());
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", bad.toString(), "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine() && r.err().contains("vcpu.processors") && r.err().contains("'capped'"), r.err());
    }

    @Test
    void aMalformedFirmwareFileNamesItsField(@TempDir Path dir) throws Exception {
        String good = new String(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/rtas/powervm-p9.json").readAllBytes());
        JsonNode tree = JSON.readTree(good);
        ((com.fasterxml.jackson.databind.node.ObjectNode) tree.get("calls").get("bound_ns")).put("value", -5);
        Path bad = Files.writeString(dir.resolve("fw.json"), tree.toString());
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", bad.toString(), "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine() && r.err().contains("fw.json") && r.err().contains("calls.bound_ns"), r.err());
    }

    @Test
    void aCallBoundThatLeavesNoTimeToWorkIsRefused(@TempDir Path dir) throws Exception {
        String good = new String(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/rtas/powervm-p9.json").readAllBytes());
        JsonNode tree = JSON.readTree(good);
        long callNs = tree.get("calls").get("call_ns").get("value").asLong();
        ((com.fasterxml.jackson.databind.node.ObjectNode) tree.get("calls").get("bound_ns")).put("value", callNs);
        Path bad = Files.writeString(dir.resolve("fw.json"), tree.toString());
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", bad.toString(), "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine() && r.err().contains("calls.bound_ns") && r.err().contains("calls.call_ns"), r.err());
    }

    /** Each profile would let a run loop for ever, or for hours, or rounds a count: refused before anything runs. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "calls.call_ns | 0 | field 'operations.unallocate': a caller that calls again at once",
        "calls.call_ns | 1 | would make 29000001 RTAS calls to finish it",
        "operations.cpu_stop_ns | 1e12 | field 'operations.cpu_stop_ns'",
        "fragments.lmb.properties | 1e9 | field 'fragments.lmb': 1000000003 configure-connector steps",
        "partition.lmbs | 96.5 | field 'partition.lmbs.value': 96.5 is not a whole number"})
    void aProfileThatWouldRunEndlesslyIsRefusedNamingItsField(String path, double value, String expected,
                                                              @TempDir Path dir) throws Exception {
        Path bad = editedFirmware(dir, Map.of(path, value));
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", bad.toString(), "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.oneErrorLine() && r.err().contains(expected), r.err());
    }

    @Test
    void aRequestThatCouldMakeTooManyCallsIsRefusedBeforeItRuns(@TempDir Path dir) throws Exception {
        // 2^18 LMBs whose release waits 5 s: 52,247 calls each when spun through at 95.7 us a call.
        Path slow = editedFirmware(dir, Map.of("partition.lmbs", 262_144.0, "operations.unallocate.wait_ns", 5e9));
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", slow.toString(), "--request", "memory add count 100000",
                "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.oneErrorLine() && r.err().startsWith("oversleep: --request 'memory add count 100000'")
                && r.err().contains("RTAS calls (100000 connectors); at most 100000000"), r.err());
        // The same count on the profile as shipped, with its 96 LMBs, is the kernel's to refuse.
        assertEquals(ExitCodes.RUN_FAILED, CliRun.of("rtas", "dlpar", "--request", "memory add count 100000",
                "--runs", "1").code());
    }

    /** The shipped profile with each {@code path} (a dotted field; its {@code value} if it has one) set. */
    private Path editedFirmware(Path dir, Map<String, Double> edits) throws Exception {
        JsonNode tree = JSON.readTree(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/rtas/powervm-p9.json"));
        for (Map.Entry<String, Double> e : edits.entrySet()) {
            ObjectNode n = (ObjectNode) tree;
            String[] parts = e.getKey().split("\\.");
            for (int i = 0; i < parts.length - 1; i++) {
                n = (ObjectNode) n.get(parts[i]);
            }
            String last = parts[parts.length - 1];
            if (n.get(last).isObject()) {
                ((ObjectNode) n.get(last)).put("value", e.getValue());
            } else {
                n.put(last, e.getValue().longValue());
            }
        }
        return Files.writeString(dir.resolve("fw.json"), tree.toString());
    }
}
