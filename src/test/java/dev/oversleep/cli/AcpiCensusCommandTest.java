package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code acpi census}: the document, the text view, and the exit-code contract. */
class AcpiCensusCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FIXTURE = Path.of("src/test/resources/acpi/census/s3-path.aml");

    @TempDir
    Path dir;

    @Test
    void aMachineThatDoesNotLoadIsReportedAndTheCensusGoesOn() throws Exception {
        Files.copy(FIXTURE, dir.resolve("a-good.aml"));
        Files.write(dir.resolve("b-truncated.aml"), new byte[] {'S', 'S', 'D', 'T', 100, 0, 0, 0, 2});
        Files.writeString(dir.resolve("README.md"), "not a machine");
        CliRun r = CliRun.of("acpi", "census", dir.toString(), "--hz", "250,1000", "--json");
        assertEquals(1, r.code(), "a partial census exits 1: " + r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("oversleep.acpi.census/1", doc.get("schema").asText());
        for (String f : new String[] {"kernel", "platform", "seed", "timebase", "fill", "hz", "policies", "path"}) {
            assertTrue(doc.has(f), "document records " + f);
        }
        JsonNode machines = doc.get("machines");
        assertEquals(2, machines.size(), "README.md is not a machine file");
        JsonNode good = machines.get(0);
        assertTrue(good.get("file").asText().endsWith("a-good.aml"));
        assertEquals(752_000_000L, good.get("requested_ns").asLong(), "the fixture's Sleeps on the path, by hand");
        assertEquals(5 * 2, good.get("rows").size(), "5 policies x 2 HZ");
        for (JsonNode row : good.get("rows")) {
            assertTrue(row.get("total_ns").isIntegralNumber() && row.has("policy") && row.has("hz"));
        }
        assertTrue(good.get("failures").get(0).asText().startsWith("AE_AML_DIVIDE_BY_ZERO"));
        JsonNode bad = machines.get(1);
        assertTrue(bad.get("error").asText().startsWith("does not load: "), bad.toString());
        assertEquals(0, bad.get("rows").size());
        assertEquals(1, doc.get("aggregate").get("machines").asInt(), "only the machine that loaded counts");
    }

    @Test
    void everythingAskedForSucceededExitsZeroWithTheTextView() {
        CliRun r = CliRun.of("acpi", "census", FIXTURE.toString(), "--policy", "msleep,usleep-slack", "--hz", "250");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("firmware sleep time of the path at HZ=250"), r.out());
        assertTrue(r.out().contains("saved by the 6.14 rule (usleep-slack) against msleep"), r.out());
        assertTrue(r.out().contains("s3-path"), r.out());
        assertTrue(r.err().isEmpty(), "no progress bar when not on a terminal: " + r.err());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        CliRun missing = CliRun.of("acpi", "census", dir.resolve("nope").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.oneErrorLine() && missing.err().contains("no such file or directory"), missing.err());
        CliRun empty = CliRun.of("acpi", "census", dir.toString());
        assertEquals(2, empty.code());
        assertTrue(empty.oneErrorLine() && empty.err().contains("no *.acpidump.txt"), empty.err());
        for (String[] args : new String[][] {{"--fill", "0x100"}, {"--policy", "nap"}, {"--hz", "123"}, {"--threads", "0"}}) {
            CliRun r = CliRun.of("acpi", "census", FIXTURE.toString(), args[0], args[1]);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.oneErrorLine(), r.err());
        }
    }
}
