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
        "--kernel 5.4 --call fsleep", "--ms ,", "--seed x", "--cpus 0", "--loop io-wait --gap-ms -1",
        "--ms 1,2,3,4,5,6,7,8,9,10,11 --iterations 1000000"})
    void badKernelSleepArgumentsGiveOneLineAndExit2(String args) {
        List<String> argv = new ArrayList<>(List.of("kernel", "sleep"));
        argv.addAll(List.of(args.split(" ")));
        CliRun r = CliRun.of(argv.toArray(String[]::new));
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.oneErrorLine(), r.err());
        assertTrue(java.util.Arrays.stream(args.split(" ")).anyMatch(a -> a.length() > 1 && r.err().contains(a)),
                "the error names what it refuses: " + r.err());
        assertEquals("", r.out());
    }

    @Test
    void theJsonHasTheDocumentedShapeAndVsColumns() throws Exception {
        CliRun r = CliRun.of("kernel", "sleep", "--kernel", "6.11", "--hz", "250", "--ms", "1,20", "--iterations", "4",
                "--vs", "acpi-os-sleep:usleep-slack", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.kernel.sleep/2", doc.get("schema").asText());
        assertEquals(8, doc.get("cpus").asInt());
        assertEquals("6.11", doc.get("kernel").asText());
        assertEquals(250, doc.get("hz").asInt());
        assertEquals("msleep", doc.get("call").asText());
        assertEquals(1, doc.get("seed").asLong());
        assertEquals(2, doc.get("rows").size());
        JsonNode row = doc.get("rows").get(0);
        for (String f : List.of("request_ns", "duration", "vs_duration", "change_pct", "late_sleeps", "late_by_reason",
                "migrations")) {
            assertTrue(row.has(f), "missing " + f);
        }
        for (String f : List.of("count", "mean_ns", "stddev_ns", "min_ns", "p50_ns", "p90_ns", "p99_ns", "max_ns")) {
            assertTrue(row.get("duration").get(f).isIntegralNumber(), "duration." + f + " in " + row);
        }
        assertEquals(4, row.get("duration").get("count").asInt());
        assertEquals(1_000_000, row.get("request_ns").asLong());
        // msleep(1) on 6.11 at HZ=250 is 2 ticks + the extra one: at least 8 ms; usleep-slack ~1.05 ms
        assertTrue(row.get("duration").get("min_ns").asLong() >= 8_000_000);
        assertTrue(row.get("vs_duration").get("mean_ns").asLong() < 2_000_000);
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

        Path badSchema = Files.writeString(dir.resolve("schema.json"), good.replace("oversleep.platform/3", "v0"));
        assertTrue(CliRun.of("kernel", "sleep", "--platform", badSchema.toString()).err().contains("field 'schema'"));
        Path negative = Files.writeString(dir.resolve("neg.json"), good.replace("\"value\": 10000", "\"value\": -1"));
        assertTrue(CliRun.of("kernel", "sleep", "--platform", negative.toString()).err()
                .contains("field 'wakeup_latency_min_ns.value'"));
        Path truncated = Files.writeString(dir.resolve("cut.json"), good.substring(0, 200));
        CliRun cut = CliRun.of("kernel", "sleep", "--platform", truncated.toString());
        assertEquals(ExitCodes.BAD_INPUT, cut.code());
        assertTrue(cut.oneErrorLine() && cut.err().contains("cut.json"), cut.err());
    }

    /** A profile of the first schema (an older host profile) is still read: one core per CPU, no periodic timers. */
    @Test
    void aFirstSchemaPlatformIsStillRead(@TempDir Path dir) throws Exception {
        Path v1 = Files.writeString(dir.resolve("v1.json"), """
                {"schema": "oversleep.platform/1", "name": "old-host", "description": "written by an earlier host profile",
                 "cpus": {"value": 2, "source": "CPUs listed in /proc/cpuinfo"},
                 "wakeup_latency_min_ns": {"value": 40000, "source": "measured"},
                 "wakeup_latency_mean_ns": {"value": 60000, "source": "measured"},
                 "hrtimer_event_rate_hz": {"value": 0, "source": "not measured"},
                 "spurious_wakeup_rate_hz": {"value": 0, "source": "not measured"}}
                """);
        CliRun r = CliRun.of("kernel", "sleep", "--platform", v1.toString(), "--ms", "3", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(2, JSON.readTree(r.out()).get("cpus").asInt());
    }

    /**
     * The stale base by era, without firmware: each msleep(2) at HZ=1000 follows a mean 2 s idle
     * gap that an I/O interrupt on CPU 0 ends. 4.10 arms it against the base its last idle
     * evaluation left (no forwarding after idle exit: coarse levels); 4.13 forwards
     * (must_forward_clk); 4.7's cascading wheel is exact. On 160 CPUs the task, started on a
     * CPU drawn from the seed, is pulled to CPU 0 by the first wake-up up to v4.15, not after.
     */
    @Test
    void ioWaitGapsShowTheStaleBaseByEra() throws Exception {
        long[] late = new long[3];
        String[] eras = {"4.10", "4.13", "4.7"};
        for (int i = 0; i < eras.length; i++) {
            CliRun r = CliRun.of("kernel", "sleep", "--kernel", eras[i], "--hz", "1000", "--platform", "openpower-p8-tpm",
                    "--cpus", "160", "--loop", "io-wait", "--gap-ms", "2000", "--ms", "2", "--iterations", "30",
                    "--seed", "4", "--json");
            assertEquals(0, r.code(), r.err());
            JsonNode row = JSON.readTree(r.out()).get("rows").get(0);
            late[i] = row.get("late_sleeps").asLong();
            if (i == 0) {
                assertTrue(row.get("duration").get("max_ns").asLong() > 10_000_000, row.toString());
            }
        }
        assertTrue(late[0] > 10, "4.10 arms most of them against a stale base: " + late[0]);
        assertEquals(0, late[1]);
        assertEquals(0, late[2]);
        CliRun stays = CliRun.of("kernel", "sleep", "--kernel", "5.9", "--platform", "openpower-p8-tpm", "--loop",
                "io-wait", "--ms", "2", "--iterations", "5", "--seed", "4", "--json");
        assertEquals(0, JSON.readTree(stays.out()).get("rows").get(0).get("migrations").asLong());
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
