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

class AcpiCommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SLEEPERS = "src/test/resources/acpi/sleepers.aml";

    @Test
    void loadAndMethodsReportTablesObjectsAndSites() throws Exception {
        JsonNode load = JSON.readTree(CliRun.of("acpi", "load", SLEEPERS, "--json").out());
        assertEquals("oversleep.acpi.load/2", load.get("schema").asText());
        assertEquals("SSDT", load.get("tables").get(0).get("signature").asText());
        assertTrue(load.get("tables").get(0).get("checksum_ok").asBoolean());
        assertEquals(4, load.get("sleep_sites").asInt());
        assertEquals(2, load.get("stall_sites").asInt());
        JsonNode methods = JSON.readTree(CliRun.of("acpi", "methods", SLEEPERS, "--sleeping", "--json").out());
        assertEquals("oversleep.acpi.methods/1", methods.get("schema").asText());
        JsonNode wtrd = java.util.stream.StreamSupport.stream(methods.get("methods").spliterator(), false)
                .filter(m -> m.get("method").asText().equals("\\_SB.WTRD")).findFirst().orElseThrow();
        assertEquals(2, wtrd.get("arg_count").asInt(), "WTRD is declared Method (WTRD, 2)");
        String all = CliRun.of("acpi", "methods", SLEEPERS).out();
        assertTrue(all.contains("\\_SB.PCIE.OUTR ") && all.contains("\\_SB.WTRD"), all);
        String sleeping = CliRun.of("acpi", "methods", SLEEPERS, "--sleeping").out();
        assertTrue(!sleeping.contains("\\_SB.PCIE.OUTR ") && sleeping.contains("\\_SB.PCIE.OUTR.INNR"), sleeping);
    }

    /** --interpreter on load and methods: the mode module-level code runs in, recorded in the document. */
    @Test
    void loadAndMethodsTakeTheInterpreterMode() throws Exception {
        String modes = "src/test/resources/acpi/load/load-modes.aml";
        JsonNode slack = JSON.readTree(CliRun.of("acpi", "load", modes, "--json").out());
        assertEquals("slack", slack.get("interpreter").asText());
        assertEquals(2, slack.get("methods").asInt());
        CliRun strict = CliRun.of("acpi", "load", modes, "--interpreter", "strict");
        assertEquals(0, strict.code(), "a table ACPICA abandons is a warning, not a failure: " + strict.err());
        assertTrue(strict.out().contains("namespace (interpreter strict): 0 objects")
                && strict.out().contains("table load failed"), strict.out());
        JsonNode methods = JSON.readTree(CliRun.of("acpi", "methods", modes, "--interpreter", "strict", "--json").out());
        assertEquals("strict", methods.get("interpreter").asText());
        assertEquals(0, methods.get("methods").size());
    }

    @Test
    void runReportsEachPolicyWithTheDocumentedFields() throws Exception {
        CliRun r = CliRun.of("acpi", "run", SLEEPERS, "\\_SB.WTRD", "2", "10", "--policy", "all", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals(5, doc.get("runs").size());
        for (JsonNode run : doc.get("runs")) {
            for (String f : List.of("policy", "result", "elapsed_ns", "waits", "notifies")) {
                assertTrue(run.has(f), "missing " + f);
            }
            JsonNode s = run.get("waits").get(0);
            assertEquals("Sleep", s.get("op").asText());
            assertEquals(10_000_000, s.get("requested_ns").asLong());
            assertTrue(s.get("duration_ns").asLong() >= 10_000_000);
        }
    }

    /** The _STA/_INI pass after loading: order and skips as ACPICA's nsinit.c; its records stay out of the run. */
    @Test
    void runInitializesDevicesFirstUnlessToldNot() throws Exception {
        String init = "src/test/resources/acpi/init.aml";
        JsonNode doc = JSON.readTree(CliRun.of("acpi", "run", init, "\\ORD", "--json").out());
        JsonNode run = doc.get("runs").get(0);
        assertEquals("[String] \"RSAabdE\"", run.get("result").get("text").asText());
        assertEquals(0, run.get("waits").size(), "DEVE._INI's Sleep belongs to initialization, not to the run");
        assertEquals(0, run.get("elapsed_ns").asLong());
        assertEquals(3, doc.get("init_failures").size(), "DEVD._STA fails in the init pass and again in the device scan");
        assertTrue(doc.get("init_failures").get(0).asText().startsWith("\\_SB.DEVD._STA: AE_AML_DIVIDE_BY_ZERO"));
        assertTrue(doc.get("init_failures").get(2).asText().startsWith("\\_SB.DEVD._STA in the device scan: AE_AML_DIVIDE_BY_ZERO"));
        String text = CliRun.of("acpi", "run", init, "\\ORD").out();
        assertTrue(text.contains("initialization: 3 failures"), text);
        JsonNode bare = JSON.readTree(CliRun.of("acpi", "run", init, "\\ORD", "--no-init", "--json").out());
        assertEquals("[String] \"\"", bare.get("runs").get(0).get("result").get("text").asText());
    }

    /** A name redefined by a later method body keeps the argument count its sleeping method had. */
    @Test
    void methodsSurviveANameRedefinedByALaterBody() throws Exception {
        CliRun r = CliRun.of("acpi", "methods", "src/test/resources/acpi/redefined.aml", "--sleeping", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode site = JSON.readTree(r.out()).get("methods").get(0);
        assertEquals("\\BBBB", site.get("method").asText());
        assertEquals(0, site.get("arg_count").asInt());
    }

    @Test
    void registerScriptEndsAPollingLoopAtTheScriptedTime(@TempDir Path dir) throws Exception {
        String poll = "src/test/resources/acpi/poll.aml";
        JsonNode without = JSON.readTree(CliRun.of("acpi", "run", poll, "\\PWON", "--policy", "usleep-exact", "--json").out());
        assertEquals("[Integer] = 00000000000000FF", without.get("runs").get(0).get("result").get("text").asText(),
                "without a script the ready bit never sets and the loop gives up");

        String script = "src/test/resources/acpi/poll-registers.json";
        JsonNode exact = JSON.readTree(CliRun.of("acpi", "run", poll, "\\PWON", "--policy", "usleep-exact", "--hz", "250",
                "--registers", script, "--json").out()).get("runs").get(0);
        assertEquals("[Integer] = 0000000000000003", exact.get("result").get("text").asText(), "polls at ~10, ~20, ~30 ms; ready at 21");
        assertEquals(3, exact.get("waits").size());
        JsonNode traced = JSON.readTree(CliRun.of("acpi", "run", poll, "\\PWON", "--policy", "usleep-exact", "--registers", script,
                "--trace", "--json").out()).get("runs").get(0).get("trace");
        String trace = traced.toString();
        assertTrue(trace.contains("field \\\\ENAB write [Integer] = 0000000000000001"), trace);
        assertTrue(trace.contains("field \\\\REDY read [Integer] = 0000000000000001 (register script)"), trace);
        assertTrue(trace.contains("field \\\\REDY read [Integer] = 0000000000000000 at"), "before the delay: memory");
        JsonNode msleep = JSON.readTree(CliRun.of("acpi", "run", poll, "\\PWON", "--policy", "msleep", "--hz", "250",
                "--registers", script, "--json").out()).get("runs").get(0);
        assertEquals("[Integer] = 0000000000000002", msleep.get("result").get("text").asText(),
                "msleep(10) at HZ=250 lasts 12-16 ms: two polls reach 21 ms");

        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of(script)).replace("\\\\REDY", "\\\\NOPE"));
        CliRun r = CliRun.of("acpi", "run", poll, "\\PWON", "--registers", bad.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("fields[0].field '\\NOPE' is not a field"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    /**
     * A field declared in a method body (the 7390's \\_GPE.OSUP declares DT2P, 32 bits, when it
     * runs) cannot be checked when the script is bound; a value wider than it is refused when the
     * field is read, as every other field's is at binding, instead of reading 2^64 - 1.
     */
    @Test
    void aScriptedValueWiderThanAFieldInAMethodBodyIsRefusedWhenRead(@TempDir Path dir) throws Exception {
        String dump = dev.oversleep.acpi.SharedData.file("acpi/dell-xps-13-7390.acpidump.txt").toString();
        JsonNode script = JSON.readTree(Files.readString(Path.of("firmware-models/acpi/dell-xps-13-7390-resume.json")));
        assertEquals("\\_GPE.OSUP.DT2P", script.get("fields").get(2).get("field").asText());
        ((com.fasterxml.jackson.databind.node.ObjectNode) script.get("fields").get(2)).put("value", -1);
        Path wide = Files.writeString(dir.resolve("wide.json"), script.toString());
        CliRun r = CliRun.of("acpi", "run", dump, "\\_WAK", "3", "--registers", wide.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.oneErrorLine() && r.err().contains("fields[2].value 18446744073709551615 does not fit "
                + "\\_GPE.OSUP.DT2P, a 32-bit field (0..4294967295)"), r.err());
    }

    /** #14: the result is typed; the document names every input that decides it. */
    @Test
    void runResultIsTypedAndTheDocumentRecordsItsInputs() throws Exception {
        JsonNode doc = JSON.readTree(CliRun.of("acpi", "run", "src/test/resources/acpi/limits.aml", "\\ARTH", "100", "7",
                "--seed", "5", "--json").out());
        assertEquals("oversleep.acpi.run/2", doc.get("schema").asText());
        assertEquals(5, doc.get("seed").asLong());
        assertEquals("generic-x86-laptop", doc.get("platform").asText());
        assertEquals("model", doc.get("timebase").asText());
        JsonNode result = doc.get("runs").get(0).get("result");
        assertEquals("String", result.get("type").asText());
        assertEquals("00000000000002CA-done", result.get("value").asText());
        assertEquals("AE_OK", doc.get("runs").get(0).get("status").asText());
        JsonNode integer = JSON.readTree(CliRun.of("acpi", "run", "src/test/resources/acpi/limits.aml", "\\IDXT", "--json")
                .out()).get("runs").get(0).get("result");
        assertEquals("Integer", integer.get("type").asText());
        assertTrue(integer.get("value").isIntegralNumber(), integer.toString());
        assertEquals(0x277, integer.get("value").asLong());
        assertEquals("[Integer] = 0000000000000277", integer.get("text").asText());
        JsonNode ones = JSON.readTree(CliRun.of("acpi", "run", "src/test/resources/acpi/corpus/arith.aml", "\\TA03", "--json")
                .out()).get("runs").get(0).get("result");
        assertTrue(ones.get("value").isIntegralNumber() && ones.get("value").asText().matches("\\d+"), "unsigned: " + ones);
    }

    /** #14: a METHOD that names nothing is a usage error found before the tables are initialized. */
    @Test
    void anUnknownMethodIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        for (String path : List.of("\\_SB.NOPE", "\\_SB.PCIE.TOOLONG", "\\_SB.PCIE.OUTR.INNR")) {
            CliRun r = CliRun.of("acpi", "run", SLEEPERS, path);
            assertEquals(ExitCodes.BAD_INPUT, r.code(), path + ": " + r.err());
            assertTrue(r.oneErrorLine() && r.err().contains(path) && !r.err().contains("at dev.oversleep"), r.err());
        }
        assertEquals(0, CliRun.of("acpi", "run", SLEEPERS, "\\_sb.wtrd", "1", "0").code(), "paths are upper-cased");
        Files.copy(Path.of("src/test/resources/acpi/poll-registers.json"), dir.resolve("poll-registers.json"));
        Path script = dir.resolve("bad.replay.json");
        Files.writeString(script, Files.readString(Path.of("src/test/resources/acpi/poll.replay.json"))
                .replaceFirst("\\\\\\\\PWON", "\\\\\\\\PWOF"));
        CliRun r = CliRun.of("acpi", "replay", "src/test/resources/acpi/poll.aml", "--script", script.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.oneErrorLine() && r.err().contains("bad.replay.json") && r.err().contains("calls[0].method \\PWOF"), r.err());
    }

    @Test
    void replayTotalsEveryPolicyAndHz() throws Exception {
        CliRun r = CliRun.of("acpi", "replay", "src/test/resources/acpi/poll.aml", "--script",
                "src/test/resources/acpi/poll.replay.json", "--hz", "100,1000", "--policy", "msleep,usleep-exact", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("oversleep.acpi.replay/2", j.get("schema").asText());
        assertEquals(4, j.get("rows").size(), "2 policies x 2 HZ");
        for (JsonNode row : j.get("rows")) {
            assertEquals(2, row.get("calls").size());
            long sum = row.get("calls").get(0).get("elapsed_ns").asLong() + row.get("calls").get(1).get("elapsed_ns").asLong();
            assertEquals(row.get("total_ns").asLong(), sum, "calls add up to the total");
            assertTrue(row.get("total_ns").asLong() >= 2 * 21_000_000L, "each PWON waits for the ready bit");
        }
        long msleep100 = j.get("rows").get(0).get("total_ns").asLong();
        long exact100 = j.get("rows").get(2).get("total_ns").asLong();
        assertTrue(msleep100 > exact100, "msleep(10) at HZ=100 lasts 20-30 ms, usleep 10 ms: " + msleep100 + " " + exact100);
    }

    @Test
    void failuresAndBadInput(@TempDir Path dir) throws Exception {
        CliRun fails = CliRun.of("acpi", "run", "src/test/resources/acpi/limits.aml", "\\STL", "300");
        assertEquals(ExitCodes.RUN_FAILED, fails.code());
        assertTrue(fails.out().contains("AE_AML_OPERAND_VALUE"), fails.out());
        Path cut = Files.write(dir.resolve("cut.aml"), java.util.Arrays.copyOf(Files.readAllBytes(Path.of(SLEEPERS)), 50));
        for (String verb : List.of("load", "methods")) {
            CliRun bad = CliRun.of("acpi", verb, cut.toString());
            assertEquals(ExitCodes.BAD_INPUT, bad.code());
            assertTrue(bad.oneErrorLine() && bad.err().contains("cut.aml at offset 0x0"), bad.err());
        }
        assertEquals(ExitCodes.BAD_INPUT, CliRun.of("acpi", "run", SLEEPERS, "\\_SB.WTRD", "x").code());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.of("acpi", "run", SLEEPERS, "\\_SB.WTRD", "--fill", "0x100").code());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.of("acpi", "run", SLEEPERS, "\\_SB.WTRD", "--policy", "never").code());
    }
}
