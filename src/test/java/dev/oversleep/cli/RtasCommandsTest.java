package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RtasCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"--request=memory grow", "--load=heavy", "--kernel=5.99", "--firmware=/none.json",
        "--firmware=nope", "--runs=0", "--hz=64", "--timebase=quantum", "--request=cpu add count 2"})
    void badArgumentsGiveOneLineAndExit2(String arg) {
        CliRun r = CliRun.of("rtas", "dlpar", arg, "--seed=1");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.oneErrorLine(), r.err());
    }

    @Test
    void erasSideBySideCarryTheDocumentedJsonFields() throws Exception {
        CliRun r = CliRun.of("rtas", "dlpar", "--request", "memory add count 4", "--kernel", "5.16,5.17,6.13",
                "--runs", "3", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.rtas.dlpar/1", doc.get("schema").asText());
        assertEquals("idle", doc.get("load").asText());
        assertEquals(3, doc.get("results").size());
        for (JsonNode e : doc.get("results")) {
            for (String f : List.of("kernel", "load", "elapsed_ns_mean", "elapsed_ns_stddev", "task_cpu_ns_mean",
                    "rtas_calls_mean", "calls_by_token", "sleeps")) {
                assertTrue(e.has(f), "missing " + f);
            }
            assertEquals("0", e.get("rc").asText());
        }
        // 5.17 sleeps on every extended delay, 5.16 (idle) almost never: far fewer calls
        assertTrue(doc.get("results").get(1).get("rtas_calls_mean").asDouble()
                < doc.get("results").get(0).get("rtas_calls_mean").asDouble() / 2);
        String text = CliRun.of("rtas", "dlpar", "--request", "memory add count 4", "--runs", "2").out();
        assertTrue(text.contains("ibm,configure-connector") && text.contains("busy_delay"), text);
    }

    @Test
    void aRefusedRequestExits1WithTheErrnoAndUnchangedConnectors() throws Exception {
        CliRun r = CliRun.of("rtas", "dlpar", "--request", "memory add count 500", "--runs", "1", "--json");
        assertEquals(ExitCodes.RUN_FAILED, r.code());
        assertTrue(r.err().contains("-EINVAL"), r.err());
        JsonNode e = JSON.readTree(r.out()).get("results").get(0);
        assertEquals("-EINVAL", e.get("rc").asText());
        assertEquals(e.get("drc_states_before"), e.get("drc_states_after"));
    }

    @Test
    void theSameSeedGivesIdenticalJson() {
        String[] args = {"rtas", "dlpar", "--request", "memory remove count 5", "--load", "busy", "--runs", "2", "--json"};
        assertEquals(CliRun.of(args).out(), CliRun.of(args).out());
    }

    @Test
    void aMalformedFirmwareFileNamesItsField(@TempDir Path dir) throws Exception {
        String good = new String(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/rtas/powervm-p9.json").readAllBytes());
        Path bad = Files.writeString(dir.resolve("fw.json"), good.replace("\"9900\"", "\"1234\""));
        CliRun r = CliRun.of("rtas", "dlpar", "--firmware", bad.toString(), "--runs", "1");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("fw.json") && r.err().contains("busy_statuses.weights.1234"), r.err());
    }
}
