package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oversleep.acpi.SharedData;
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
        assertEquals("oversleep.pm/3", j.get("schema").asText());
        for (String f : new String[] {"kernel", "hz", "platform", "seed", "timebase", "runs"}) {
            assertTrue(j.has(f), "the document records " + f);
        }
        assertEquals(2, j.get("strategies").size());
        JsonNode sync = j.get("strategies").get(0);
        assertEquals("sync", sync.get("strategy").asText());
        assertEquals(4, sync.get("phases").size(), "resume_noirq, resume_early, resume, complete");
        long sum = 0;
        for (JsonNode p : sync.get("phases")) {
            sum += p.get("duration_ns").asLong();
        }
        assertEquals(sync.get("total_ns").asLong(), sum, "phases add up to the total");
        assertEquals(1, sync.get("total").get("count").asInt());
        assertTrue(sync.get("total").has("p99_ns"), "the one distribution vocabulary");
        assertTrue(sync.get("critical_path").size() > 0);
        assertTrue(sync.get("critical_path").get(0).has("device"));
        assertTrue(sync.get("devices").get(0).has("start_ns"));
        assertTrue(j.get("strategies").get(1).get("total_ns").asLong() < sync.get("total_ns").asLong(),
                "6.16 overlaps the slow GPIO controller with the rest");
    }

    @Test
    void helpSaysTheMachinesKernelWinsOverTheOptionDefaults() {
        for (String verb : new String[] {"resume", "suspend"}) {
            CliRun r = CliRun.of("pm", verb, "--help");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("(default: 6.12)"), "the option's own default is still listed");
            assertTrue(r.out().replaceAll("\\s+", " ").contains("Without --kernel or --hz, a machine file that names its own "
                    + "kernel and HZ"), "pm " + verb + " --help says the machine's kernel and HZ come first:\n" + r.out());
        }
    }

    @Test
    void theOldNameOfWalkTimeAsyncStillWorksAndRunsSpreadOverSeeds() throws Exception {
        CliRun r = CliRun.of("pm", "resume", "--strategy", "async-2.6.33", "--runs", "4", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("hp-nx6325", j.get("machine").asText());
        assertEquals("2.6.32", j.get("kernel").asText(), "the machine's kernel when --kernel is not given");
        assertEquals("async-walk", j.get("strategies").get(0).get("strategy").asText());
        JsonNode total = j.get("strategies").get(0).get("total");
        assertEquals(4, total.get("count").asInt());
        assertTrue(total.get("min_ns").asLong() <= total.get("mean_ns").asLong()
                && total.get("mean_ns").asLong() <= total.get("max_ns").asLong());
        CliRun text = CliRun.of("pm", "resume", "--strategy", "sync", "--runs", "3");
        assertTrue(text.out().contains("stddev_ms"), text.out());
        assertEquals(2, CliRun.of("pm", "resume", "--runs", "0").code());
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
        assertEquals(page.indexOf("http"), page.indexOf("http://www.w3.org/2000/svg"),
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
        assertTrue(u.oneErrorLine(), u.err());

        Path cycle = dir.resolve("cycle.json");
        Files.writeString(cycle, text.replace("\"name\": \"gpio\", \"registered_by\": \"test\", \"parent\": \"bus\", \"suppliers\": []",
                "\"name\": \"gpio\", \"registered_by\": \"test\", \"parent\": \"bus\", \"suppliers\": [\"touchscreen\"]"));
        CliRun c = CliRun.of("pm", "resume", "--machine", cycle.toString());
        assertEquals(2, c.code());
        assertTrue(c.err().contains("dependency cycle") && c.err().contains("gpio") && c.err().contains("touchscreen"), c.err());

        Path negative = dir.resolve("negative.json");
        Files.writeString(negative, text.replace("\"resume\": \"msleep(50)\"", "\"resume\": \"msleep(-5)\""));
        CliRun n = CliRun.of("pm", "resume", "--machine", negative.toString());
        assertEquals(2, n.code());
        assertTrue(n.oneErrorLine(), n.err());
        assertTrue(n.err().contains(negative.toString()) && n.err().contains("devices[1].callbacks.resume")
                && n.err().contains("'gpio'") && n.err().contains("msleep(-5)") && n.err().contains("from 0 to"), n.err());

        Path held = dir.resolve("held.json");
        Files.writeString(held, text.replace("\"resume\": \"msleep(50)\"", "\"resume\": \"mutex_lock(m); msleep(50)\""));
        CliRun h = CliRun.of("pm", "resume", "--machine", held.toString());
        assertEquals(2, h.code());
        assertTrue(h.oneErrorLine() && h.err().contains("devices[1].callbacks.resume") && h.err().contains("ends holding m"),
                h.err());

        Path noRegistrar = dir.resolve("noregistrar.json");
        Files.writeString(noRegistrar, text.replace("\"name\": \"bus\", \"registered_by\": \"test\",", "\"name\": \"bus\","));
        CliRun g = CliRun.of("pm", "resume", "--machine", noRegistrar.toString());
        assertEquals(2, g.code());
        assertTrue(g.oneErrorLine() && g.err().contains("registered_by"), g.err());

        Path old = dir.resolve("old.json");
        Files.writeString(old, text.replace("oversleep.pm-machine/2", "oversleep.pm-machine/1"));
        CliRun o = CliRun.of("pm", "resume", "--machine", old.toString());
        assertEquals(2, o.code());
        assertTrue(o.oneErrorLine() && o.err().contains("oversleep.pm-machine/2"), o.err());

        // 999 repeats of 1,000 runs: under the million steps a machine may have; a thousand runs
        // of each strategy would simulate billions
        Path busy = dir.resolve("busy.json");
        Files.writeString(busy, text.replace("\"resume\": \"msleep(50)\"", "\"resume\": \""
                + String.join("; ", java.util.Collections.nCopies(999, "repeat(1us, 9ms, 1000)")) + "\""));
        CliRun b = CliRun.of("pm", "resume", "--machine", busy.toString(), "--runs", "1000");
        assertEquals(2, b.code(), b.err());
        assertTrue(b.oneErrorLine() && b.err().contains("--runs 1000:") && b.err().contains("; at most 50000000"),
                b.err());

        assertEquals(2, CliRun.of("pm", "resume", "--machine", LINKS, "--cpus", "0").code());
        CliRun strategy = CliRun.of("pm", "resume", "--machine", LINKS, "--strategy", "async-2.6.99");
        assertEquals(2, strategy.code());
        assertTrue(strategy.err().contains("--strategy"), strategy.err());
        CliRun fsleep = CliRun.of("pm", "suspend", "--machine", LINKS, "--kernel", "5.4");
        assertEquals(2, fsleep.code());
        assertTrue(fsleep.oneErrorLine() && fsleep.err().contains("'sensor' callbacks.suspend: fsleep does not exist"),
                fsleep.err());
    }

    @Test
    void amlMachinesNeedTheUsersTablesAndEveryMethodInThem(@TempDir Path dir) throws Exception {
        CliRun none = CliRun.of("pm", "resume", "--machine", "dell-xps-13-7390");
        assertEquals(2, none.code());
        assertTrue(none.oneErrorLine() && none.err().contains("--acpidump FILE") && none.err().contains("built-in dell-xps-13-7390"),
                none.err());
        CliRun missing = CliRun.of("pm", "resume", "--machine", "dell-xps-13-7390", "--acpidump", dir.resolve("nope.txt").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.oneErrorLine() && missing.err().contains("no such file"), missing.err());

        Path dump = SharedData.file("acpi/dell-xps-13-7390.acpidump.txt");
        CliRun ok = CliRun.of("pm", "resume", "--machine", "dell-xps-13-7390", "--acpidump", dump.toString(),
                "--strategy", "async-6.16");
        assertEquals(0, ok.code(), ok.err());
        assertTrue(ok.out().contains("AML:"), ok.out());

        // a machine file of the user's: the tables sit beside it, named relative to it
        Path machines = Files.createDirectories(dir.resolve("machines"));
        Files.copy(dump, machines.resolve("tables.txt"));
        String dell = new String(getClass().getClassLoader().getResourceAsStream("firmware-models/pm/dell-xps-13-7390.json")
                .readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        Path mine = machines.resolve("mine.json");
        dell = dell.replace("../acpi/dell-xps-13-7390-resume.json", "dell-xps-13-7390-resume");
        Files.writeString(mine, dell.replace("\"acpidump\": null", "\"acpidump\": \"tables.txt\""));
        CliRun relative = CliRun.of("pm", "resume", "--machine", mine.toString(), "--strategy", "sync");
        assertEquals(0, relative.code(), relative.err());

        Path foo = machines.resolve("foo.json");
        Files.writeString(foo, dell.replace("\"acpidump\": null", "\"acpidump\": \"tables.txt\"")
                .replace("aml(\\\\_SB.PCI0.XHC._PS0)", "aml(\\\\_SB.FOO)"));
        CliRun notFound = CliRun.of("pm", "resume", "--machine", foo.toString());
        assertEquals(2, notFound.code(), notFound.out());
        assertTrue(notFound.oneErrorLine() && notFound.err().contains("aml(\\_SB.FOO)")
                && notFound.err().contains("AE_NOT_FOUND") && notFound.err().contains("callbacks.resume_noirq"),
                notFound.err());
        assertFalse(notFound.err().contains("Exception"), notFound.err());

        Path fails = machines.resolve("fails.json");
        Files.writeString(fails, dell.replace("\"acpidump\": null", "\"acpidump\": \"tables.txt\"")
                .replace("aml(\\\\_SB.PCI0.XHC._PS0)", "aml(\\\\_SB.PCI0._OSC)"));
        CliRun run = CliRun.of("pm", "resume", "--machine", fails.toString(), "--strategy", "sync");
        assertEquals(1, run.code(), "the method exists but fails when run: a run failure, " + run.err());
        // _OSC called without its four arguments: in slack mode (Linux's) the unset Arg3 reads as
        // Integer 0, an 8-byte Buffer to CreateDWordField, and its third DWord lies past the end
        assertTrue(run.oneErrorLine() && run.err().contains("AE_AML_BUFFER_LIMIT"), run.err());
        assertTrue(run.out().contains("error: 0000:00:14.0 xhci_hcd resume_noirq"), "the result still says what ran");
        // --interpreter strict reaches the callbacks: the unset Arg3 is then an error of its own
        CliRun strict = CliRun.of("pm", "resume", "--machine", fails.toString(), "--strategy", "sync",
                "--interpreter", "strict", "--json");
        assertEquals(1, strict.code(), strict.err());
        assertTrue(strict.err().contains("AE_AML_UNINITIALIZED_ARG"), strict.err());
        assertEquals("strict", new com.fasterxml.jackson.databind.ObjectMapper().readTree(strict.out()).get("interpreter").asText());
    }
    /**
     * A machine file names its register script like every model file names another: relative
     * to itself, or a built-in name; a script that is not there is an error of the machine
     * file's field, said before the run. The shipped machine finds its shipped script from any
     * directory.
     */
    @Test
    void aMachineNamesItsRegisterScriptRelativeToItselfOrByBuiltInName(@TempDir Path dir) throws Exception {
        Path dump = SharedData.file("acpi/dell-xps-13-7390.acpidump.txt");
        String dell = new String(getClass().getClassLoader().getResourceAsStream("firmware-models/pm/dell-xps-13-7390.json")
                .readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(dell.contains("\"registers\": \"../acpi/dell-xps-13-7390-resume.json\""),
                "the shipped machine names its shipped script relative to itself");
        String regs = new String(getClass().getClassLoader().getResourceAsStream(
                "firmware-models/acpi/dell-xps-13-7390-resume.json").readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        Path machines = Files.createDirectories(dir.resolve("machines"));
        Files.createDirectories(machines.resolve("regs"));
        Files.writeString(machines.resolve("regs/resume.json"), regs);
        Files.copy(dump, machines.resolve("tables.txt"));
        String withTables = dell.replace("\"acpidump\": null", "\"acpidump\": \"tables.txt\"");

        Path relative = Files.writeString(machines.resolve("relative.json"),
                withTables.replace("../acpi/dell-xps-13-7390-resume.json", "regs/resume.json"));
        CliRun r = CliRun.of("pm", "resume", "--machine", relative.toString(), "--strategy", "sync", "--json");
        assertEquals(0, r.code(), r.err());
        Path byName = Files.writeString(machines.resolve("by-name.json"),
                withTables.replace("../acpi/dell-xps-13-7390-resume.json", "dell-xps-13-7390-resume"));
        CliRun n = CliRun.of("pm", "resume", "--machine", byName.toString(), "--strategy", "sync", "--json");
        assertEquals(0, n.code(), n.err());
        assertEquals(r.out(), n.out(), "the same script by path and by built-in name");
        CliRun shipped = CliRun.of("pm", "resume", "--machine", "dell-xps-13-7390", "--acpidump", dump.toString(),
                "--strategy", "sync", "--json");
        assertEquals(0, shipped.code(), shipped.err());
        assertEquals(JSON.readTree(r.out()).get("strategies"), JSON.readTree(shipped.out()).get("strategies"),
                "the user's copy of the machine runs as the shipped one");

        Path missing = Files.writeString(machines.resolve("missing.json"),
                withTables.replace("../acpi/dell-xps-13-7390-resume.json", "regs/none.json"));
        CliRun m = CliRun.of("pm", "resume", "--machine", missing.toString());
        assertEquals(2, m.code(), m.out());
        assertTrue(m.oneErrorLine() && m.err().contains(missing + ": field 'registers': 'regs/none.json': no such file ("
                + machines.resolve("regs/none.json")), m.err());

        Files.writeString(machines.resolve("regs/broken.json"), regs.replace("\"delay_us\"", "\"delay\""));
        Path broken = Files.writeString(machines.resolve("broken.json"),
                withTables.replace("../acpi/dell-xps-13-7390-resume.json", "regs/broken.json"));
        CliRun b = CliRun.of("pm", "resume", "--machine", broken.toString());
        assertEquals(2, b.code(), b.out());
        assertTrue(b.oneErrorLine() && b.err().contains(machines.resolve("regs/broken.json") + ": line ")
                && b.err().contains("delay_us"), b.err());

        CliRun nope = CliRun.of("pm", "resume", "--machine", "nope");
        assertEquals(2, nope.code());
        assertTrue(nope.oneErrorLine() && nope.err().contains("--machine 'nope': no such file or built-in (built-ins: "
                + "dell-xps-13-7390, hp-nx6325)"), nope.err());
    }
    /** AML waits in the one vocabulary: what the AML asked for as integer ns, never before what the kernel made of it. */
    @Test
    void amlSleepsAreRequestedAndModelledInNs() throws Exception {
        Path dump = SharedData.file("acpi/dell-xps-13-7390.acpidump.txt");
        CliRun r = CliRun.of("pm", "resume", "--machine", "dell-xps-13-7390", "--acpidump", dump.toString(),
                "--strategy", "sync", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals("oversleep.pm/3", j.get("schema").asText());
        JsonNode sleeps = j.get("strategies").get(0).get("aml_sleeps");
        assertTrue(sleeps.size() > 0, "the 7390's resume AML sleeps");
        for (JsonNode s : sleeps) {
            assertFalse(s.has("requested"), s.toString());
            long requested = s.get("requested_ns").asLong();
            long unit = s.get("op").asText().equals("Sleep") ? 1_000_000 : 1_000;
            assertTrue(requested > 0 && requested % unit == 0, "Sleep asks for ms, Stall for µs: " + s);
            // ACPICA clamps Sleep to 2 s; a Stall above 255 µs fails without stalling
            long floor = unit == 1_000_000 ? Math.min(requested, 2_000_000_000L) : requested <= 255_000 ? requested : 0;
            assertTrue(s.get("modeled_ns").asLong() >= floor, "never early: " + s);
        }
    }
}
