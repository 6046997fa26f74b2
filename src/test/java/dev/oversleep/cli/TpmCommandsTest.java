package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TpmCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"--kernel banana", "--hz 200", "--driver bogus", "--tpm 3.0", "--cpus 0", "--platform nope",
        "--chip nope", "--count 0", "--pcr 24", "--gap-ms -1", "--backend swtpm --kernel 4.7", "--backend nothing",
        "--irq-cpu 160", "--irq-cpu anywhere"})
    void badArgumentsGiveOneLineNamingWhatAndExit2(String args) {
        List<String> argv = new ArrayList<>(List.of("tpm", "extend", "--count", "3"));
        argv.addAll(List.of(args.split(" ")));
        CliRun r = CliRun.of(argv.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.oneErrorLine(), r.err());
        assertTrue(r.err().contains(args.split(" ")[0]), "names the option: " + r.err());
        assertEquals("", r.out());
    }

    /** The defaults are the reporting machine; the document records what decides it, typed. */
    @Test
    void theDefaultRunIsTheReportingMachineAndTheJsonIsTyped() throws Exception {
        CliRun r = CliRun.of("tpm", "extend", "--count", "20", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.tpm.extend/3", doc.get("schema").asText());
        assertEquals("openpower-p8-tpm", doc.get("platform").asText());
        assertEquals(160, doc.get("cpus").asInt());
        assertEquals("4.14", doc.get("kernel").asText());
        assertEquals("2.0", doc.get("tpm_family").asText());
        assertEquals(1000, doc.get("hz").get(0).asInt());
        assertTrue(doc.get("gap_mean_ns").isIntegralNumber());
        assertTrue(doc.get("seed").isIntegralNumber());
        assertEquals("model", doc.get("timebase").asText());
        assertEquals("fixed", doc.get("irq_routing").asText());
        assertEquals(0, doc.get("irq_cpu").asInt());
        JsonNode run = doc.get("results").get(0);
        for (String f : List.of("count", "mean_ns", "stddev_ns", "min_ns", "p50_ns", "p90_ns", "p99_ns", "max_ns")) {
            assertTrue(run.get("per_extend").get(f).isIntegralNumber(), f);
        }
        assertEquals(20, run.get("per_extend").get("count").asInt());
        assertTrue(run.get("total_ns").isIntegralNumber() && run.get("total_ns").asLong() > 20 * 10_000_000L);
        assertTrue(run.get("pcr_chain_ok").isBoolean() && run.get("pcr_chain_ok").asBoolean());
        assertTrue(run.get("late_sleeps").isIntegralNumber());
        assertTrue(run.get("late_by_reason").isObject());
    }

    @Test
    void a47KernelTalksTpm12AndCpusCanBeOverridden() throws Exception {
        CliRun r = CliRun.of("tpm", "extend", "--count", "5", "--kernel", "4.7", "--driver", "msleep", "--hz", "1000,250",
                "--cpus", "16", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("1.2", doc.get("tpm_family").asText());
        assertEquals(16, doc.get("cpus").asInt());
        assertEquals(2, doc.get("results").size());
        assertEquals("cascading", doc.get("results").get(1).get("wheel").asText());
        CliRun text = CliRun.of("tpm", "extend", "--count", "5", "--kernel", "4.7", "--driver", "msleep");
        assertTrue(text.out().contains("(TPM 1.2)") && text.out().contains("matches the hash chain"), text.out());
    }

    /**
     * The distributed what-if on 4.10: the completions spread the task over the machine and its
     * msleeps land on stale bases; the document says so and omits irq_cpu; the same seed gives
     * the same bytes.
     */
    @Test
    void distributedInterruptsAreAWhatIfThatStillRepeatsByteForByte() throws Exception {
        String[] argv = {"tpm", "extend", "--count", "30", "--kernel", "4.10", "--driver", "msleep", "--irq-cpu",
            "distributed", "--seed", "9", "--json"};
        CliRun a = CliRun.of(argv);
        assertEquals(0, a.code(), a.err());
        assertEquals(a.out(), CliRun.of(argv).out());
        JsonNode doc = JSON.readTree(a.out());
        assertEquals("distributed", doc.get("irq_routing").asText());
        assertTrue(doc.get("irq_cpu") == null, "no single interrupt CPU");
        JsonNode run = doc.get("results").get(0);
        assertTrue(run.get("cpus_visited").asInt() > 30, run.toString());
        assertTrue(run.get("late_by_reason").fieldNames().next().startsWith("stale-base:level-"), run.toString());
    }
}
