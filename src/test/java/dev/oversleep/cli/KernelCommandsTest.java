package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class KernelCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"--kernel 9.9", "--kernel banana", "--hz 200", "--ms -5", "--ms 2147483648",
        "--call bogus", "--call usleep-range:900-100", "--call acpi-os-sleep:never", "--loop sideways",
        "--platform /nonexistent/p.json", "--platform no-such-builtin", "--iterations 0", "--vs nothing",
        "--kernel 5.4 --call fsleep", "--ms ,", "--seed x"})
    void badKernelSleepArgumentsGiveOneLineAndExit2(String args) {
        List<String> argv = new ArrayList<>(List.of("kernel", "sleep"));
        argv.addAll(List.of(args.split(" ")));
        CliRun r = CliRun.of(argv.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.oneErrorLine(), r.err());
        assertEquals("", r.out());
    }

    @Test
    void theJsonHasTheDocumentedShapeAndVsColumns() throws Exception {
        CliRun r = CliRun.of("kernel", "sleep", "--kernel", "6.11", "--hz", "250", "--ms", "1,20", "--iterations", "4",
                "--vs", "acpi-os-sleep:usleep-slack", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.kernel.sleep/1", doc.get("schema").asText());
        assertEquals("6.11", doc.get("kernel").asText());
        assertEquals(250, doc.get("hz").asInt());
        assertEquals("msleep", doc.get("call").asText());
        assertEquals(1, doc.get("seed").asLong());
        assertEquals(2, doc.get("rows").size());
        JsonNode row = doc.get("rows").get(0);
        for (String f : List.of("ms", "mean_ns", "stddev_ns", "min_ns", "max_ns", "vs_mean_ns", "change_pct")) {
            assertTrue(row.has(f), "missing " + f);
        }
        // msleep(1) on 6.11 at HZ=250 is 2 ticks + the extra one: at least 8 ms; usleep-slack ~1.05 ms
        assertTrue(row.get("min_ns").asLong() >= 8_000_000);
        assertTrue(row.get("vs_mean_ns").asLong() < 2_000_000);
        assertTrue(row.get("change_pct").asDouble() < -80);
    }

    @Test
    void theSameSeedGivesByteIdenticalJsonAndAnotherSeedDoesNot() {
        String[] args = {"kernel", "sleep", "--call", "acpi-os-sleep", "--loop", "random-phase", "--json", "--seed", "9"};
        String a = CliRun.of(args).out();
        String b = CliRun.of(args).out();
        assertEquals(a, b);
        args[args.length - 1] = "10";
        assertNotEquals(a, CliRun.of(args).out());
    }

    @Test
    void aMalformedPlatformFileNamesTheFileTheLocationAndTheField(@TempDir Path dir) throws Exception {
        String good = new String(getClass().getClassLoader()
                .getResourceAsStream("firmware-models/platforms/generic-x86-laptop.json").readAllBytes());
        Path typo = Files.writeString(dir.resolve("typo.json"), good.replace("\"value\": 85000", "\"value\": \"fast\""));
        CliRun r = CliRun.of("kernel", "sleep", "--platform", typo.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("typo.json: line ") && r.err().contains("field 'wakeup_latency_mean_ns.value'"), r.err());

        Path noSource = Files.writeString(dir.resolve("nosource.json"),
                good.replaceFirst("\"source\": \"Typical[^\"]*\"", "\"source\": \"\""));
        CliRun r2 = CliRun.of("kernel", "sleep", "--platform", noSource.toString());
        assertEquals(ExitCodes.BAD_INPUT, r2.code());
        assertTrue(r2.err().contains("field 'cpus.source'"), r2.err());

        Path badSchema = Files.writeString(dir.resolve("schema.json"), good.replace("oversleep.platform/1", "v0"));
        assertTrue(CliRun.of("kernel", "sleep", "--platform", badSchema.toString()).err().contains("field 'schema'"));
        Path negative = Files.writeString(dir.resolve("neg.json"), good.replace("\"value\": 10000", "\"value\": -1"));
        assertTrue(CliRun.of("kernel", "sleep", "--platform", negative.toString()).err()
                .contains("field 'wakeup_latency_min_ns.value'"));
        Path truncated = Files.writeString(dir.resolve("cut.json"), good.substring(0, 200));
        CliRun cut = CliRun.of("kernel", "sleep", "--platform", truncated.toString());
        assertEquals(ExitCodes.BAD_INPUT, cut.code());
        assertTrue(cut.oneErrorLine() && cut.err().contains("cut.json"), cut.err());
    }

    @Test
    void theBuiltInArmBoardAndTheHostRealizedCompareRun() throws Exception {
        CliRun arm = CliRun.of("kernel", "sleep", "--platform", "arm-juno-r2", "--ms", "5", "--json");
        assertEquals("arm-juno-r2", JSON.readTree(arm.out()).get("platform").asText());
        CliRun host = CliRun.of("host", "compare", "--ms", "1,2", "--iterations", "3", "--json");
        assertEquals(0, host.code(), host.err());
        JsonNode doc = JSON.readTree(host.out());
        assertEquals("host", doc.get("timebase").asText());
        for (JsonNode row : doc.get("rows")) {
            // host invariants only: the host never wakes before the request
            assertTrue(row.get("measured").get("min_ns").asLong() >= row.get("request_ns").asLong(), row.toString());
            assertEquals(true, row.get("model").has("mean_ns"));
        }
    }

    @Test
    void aMeasuredHostProfileIsAValidPlatform(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("host.json");
        CliRun r = CliRun.of("host", "profile", "--out", out.toString(), "--count", "50");
        assertEquals(0, r.code(), r.err());
        CliRun use = CliRun.of("kernel", "sleep", "--platform", out.toString(), "--ms", "3", "--json");
        assertEquals(0, use.code(), use.err());
        assertTrue(JSON.readTree(use.out()).get("platform").asText().startsWith("host-"));
    }
}
