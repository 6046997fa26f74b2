package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PmCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String LINKS = "src/test/resources/pm/links.json";

    @Test
    void resumeReportsTheDocumentedFieldsPerStrategy() throws Exception {
        CliRun r = CliRun.of("pm", "resume", "--machine", LINKS, "--strategy", "sync,async-6.16", "--cpus", "2", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("oversleep.pm/1", j.get("schema").asText());
        assertEquals(2, j.get("strategies").size());
        JsonNode sync = j.get("strategies").get(0);
        assertEquals("sync", sync.get("strategy").asText());
        assertEquals(4, sync.get("phases").size(), "resume_noirq, resume_early, resume, complete");
        long sum = 0;
        for (JsonNode p : sync.get("phases")) {
            sum += p.asLong();
        }
        assertEquals(sync.get("total_ns").asLong(), sum, "phases add up to the total");
        assertTrue(sync.get("critical_path").size() > 0);
        assertTrue(sync.get("devices").get(0).has("start_ns"));
        assertTrue(j.get("strategies").get(1).get("total_ns").asLong() < sync.get("total_ns").asLong(),
                "6.16 overlaps the slow GPIO controller with the rest");
    }

    @Test
    void timelineIsOneSelfContainedHtmlFile(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("t.html");
        CliRun r = CliRun.of("pm", "suspend", "--machine", LINKS, "--timeline", html.toString());
        assertEquals(0, r.code(), r.err());
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertTrue(page.contains("<svg"), "inline SVG");
        assertTrue(page.contains("<title>gpio suspend:"), "hover text names device and phase");
        assertTrue(page.contains("CPU 0"), "CPU lanes");
        assertTrue(!page.contains("http://") || page.indexOf("http://") == page.indexOf("http://www.w3.org/2000/svg"),
                "no network references besides the SVG namespace");
    }

    @Test
    void badMachinesAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        String text = Files.readString(Path.of(LINKS));
        Path unknown = dir.resolve("unknown.json");
        Files.writeString(unknown, text.replace("\"parent\": \"i2c\", \"suppliers\": [\"gpio\"]",
                "\"parent\": \"spi\", \"suppliers\": [\"gpio\"]"));
        CliRun u = CliRun.of("pm", "resume", "--machine", unknown.toString());
        assertEquals(2, u.code());
        assertTrue(u.err().contains("devices[3].parent") && u.err().contains("'spi' is not a device"), u.err());
        assertEquals(1, u.err().strip().lines().count(), u.err());

        Path cycle = dir.resolve("cycle.json");
        Files.writeString(cycle, text.replace("\"name\": \"gpio\", \"parent\": \"bus\", \"suppliers\": []",
                "\"name\": \"gpio\", \"parent\": \"bus\", \"suppliers\": [\"touchscreen\"]"));
        CliRun c = CliRun.of("pm", "resume", "--machine", cycle.toString());
        assertEquals(2, c.code());
        assertTrue(c.err().contains("dependency cycle") && c.err().contains("gpio") && c.err().contains("touchscreen"), c.err());

        CliRun cpus = CliRun.of("pm", "resume", "--machine", LINKS, "--cpus", "0");
        assertEquals(2, cpus.code());
        CliRun strategy = CliRun.of("pm", "resume", "--machine", LINKS, "--strategy", "async-2.6.99");
        assertEquals(2, strategy.code());
        assertTrue(strategy.err().contains("--strategy"), strategy.err());
    }
}
