package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void infoJsonCarriesTheDocumentedFields() throws Exception {
        CliRun r = CliRun.of("host", "info", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.host.info/2", doc.get("schema").asText());
        for (String f : List.of("hz", "timer_slack_ns", "clocksource", "kernel_release", "cpus")) {
            assertTrue(doc.has(f), "missing " + f);
        }
        assertTrue(doc.get("cpus").asInt() >= 1);
    }

    @Test
    void measureJsonHasOneRowPerMethodAndLengthAndNoEarlyWake(@TempDir Path dir) throws Exception {
        Path hlog = dir.resolve("run.hlog");
        CliRun r = CliRun.of("host", "measure", "--method", "nanosleep,timerfd-abs", "--us", "50,200",
                "--count", "20", "--json", "--hlog", hlog.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.host.measure/2", doc.get("schema").asText());
        assertEquals("sleep", doc.get("kind").asText());
        assertEquals(4, doc.get("rows").size());
        Set<String> series = new TreeSet<>();
        for (JsonNode row : doc.get("rows")) {
            series.add(row.get("method").asText() + "@" + row.get("request_ns").asLong());
            JsonNode over = row.get("oversleep");
            assertEquals(20, over.get("count").asLong());
            assertEquals(0, row.get("early").asLong());
            assertTrue(over.get("min_ns").asLong() <= over.get("p50_ns").asLong());
            assertTrue(over.get("p50_ns").asLong() <= over.get("p99_ns").asLong());
            assertTrue(over.get("p99_ns").asLong() <= over.get("max_ns").asLong());
        }
        assertEquals(Set.of("nanosleep@50000", "nanosleep@200000", "timerfd-abs@50000", "timerfd-abs@200000"), series);
        assertTrue(doc.get("conditions").get("timer_slack_ns").asLong() > 0);

        Set<String> tags = new TreeSet<>();
        try (HistogramLogReader reader = new HistogramLogReader(hlog.toFile())) {
            EncodableHistogram h;
            while ((h = reader.nextIntervalHistogram()) != null) {
                tags.add(h.getTag());
            }
        }
        assertEquals(Set.of("nanosleep/50000", "nanosleep/200000", "timerfd-abs/50000", "timerfd-abs/200000"), tags);
    }

    @Test
    void cyclicReportsTheCyclictestLineAndPercentiles() throws Exception {
        CliRun text = CliRun.of("host", "measure", "--method", "cyclic", "--interval-us", "500", "--count", "50");
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("T: 0 I:500 C:     50 Min:"), text.out());
        assertTrue(text.out().contains("p99_us"), text.out());
        CliRun json = CliRun.of("host", "measure", "--method", "cyclic", "--interval-us", "500", "--count", "30", "--json");
        JsonNode row = JSON.readTree(json.out()).get("rows").get(0);
        assertEquals("cyclic", row.get("method").asText());
        assertEquals(500_000, row.get("request_ns").asLong());
        assertTrue(row.get("overruns").asLong() >= 0);
    }

    @Test
    void theGateExitsOneNamingTheRowAndMergeAddsRunners(@TempDir Path dir) throws Exception {
        CliRun a = CliRun.of("host", "measure", "--method", "timerfd", "--us", "100", "--count", "10", "--json");
        CliRun b = CliRun.of("host", "measure", "--method", "timerfd", "--us", "100", "--count", "15", "--json");
        Path fa = Files.writeString(dir.resolve("a.json"), a.out());
        Path fb = Files.writeString(dir.resolve("b.json"), b.out());

        CliRun gated = CliRun.of("host", "measure", "--method", "timerfd", "--us", "100", "--count", "10",
                "--baseline", fa.toString(), "--fail-above", "p99=1ns");
        assertEquals(ExitCodes.RUN_FAILED, gated.code(), gated.out() + gated.err());
        assertTrue(gated.out().contains("gate FAILED: timerfd 100.0 us: p99=1ns"), gated.out());

        CliRun passed = CliRun.of("host", "measure", "--method", "timerfd", "--us", "100", "--count", "10",
                "--baseline", fa.toString(), "--fail-above", "p99=1000x");
        assertEquals(0, passed.code(), passed.out() + passed.err());

        CliRun merged = CliRun.of("host", "merge", fa.toString(), fb.toString(), "--json");
        assertEquals(0, merged.code(), merged.err());
        JsonNode doc = JSON.readTree(merged.out());
        assertEquals(25, doc.get("rows").get(0).get("oversleep").get("count").asLong());
        assertEquals(2, doc.get("merged_from").size());

        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"schema\": \"oversleep.host.measure/2\", \"rows\": 7}");
        CliRun broken = CliRun.of("host", "merge", fa.toString(), bad.toString());
        assertEquals(ExitCodes.BAD_INPUT, broken.code());
        assertTrue(broken.err().contains("bad.json") && broken.err().contains("field 'rows'"), broken.err());
        assertTrue(broken.oneErrorLine(), broken.err());
    }

    /** The written profile has whole numbers where they are counts, as the shipped profiles write them. */
    @Test
    void aMeasuredProfileWritesCountsAsIntegers(@TempDir Path dir) throws Exception {
        Path profile = dir.resolve("host.json");
        CliRun r = CliRun.of("host", "profile", "--out", profile.toString(), "--count", "10");
        assertEquals(0, r.code(), r.err());
        JsonNode p = JSON.readTree(profile.toFile());
        assertTrue(p.get("cpus").get("value").isIntegralNumber(), p.toString());
        assertTrue(p.get("wakeup_latency_min_ns").get("value").isIntegralNumber(), p.toString());
    }

    /** A real JVM without the shim: every host command says so in one line and exits 2. */
    @Test
    void withoutTheShimHostCommandsExit2WithTheReason() throws Exception {
        for (String verb : List.of("info", "measure")) {
            Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"),
                    "-Doversleep.shim.library=ovshim-absent-for-test",
                    OversleepCommand.class.getName(), "host", verb)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.PIPE).start();
            String err = new String(p.getErrorStream().readAllBytes());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(ExitCodes.BAD_INPUT, p.exitValue(), err);
            assertTrue(err.startsWith("oversleep: native timer shim unavailable: "), err);
            assertEquals(1, err.strip().lines().count(), err);
        }
        assertTrue(new File(System.getProperty("java.home")).isDirectory());
    }
}
