package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.report.DocumentedSchemas;
import dev.oversleep.report.JsonVocabulary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code oversleep validate}: the shipped experiments file runs whole (every command exits 0,
 * every pointer finds a number, one row per published number, the documented schema), a small
 * file of the test's own gives the errors the test computes from the command's own output, and a
 * malformed file is one line naming the file and the field, exit 2, before anything is printed.
 * No assertion here is about how close the model comes to a published figure.
 */
class ValidateCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SHIPPED = Path.of("firmware-models/validation/experiments.json");

    @TempDir
    Path dir;

    // ---- the shipped file

    @Test
    void everyShippedExperimentRunsAndEveryPublishedNumberHasItsRow() throws IOException {
        JsonNode file = JSON.readTree(SHIPPED.toFile());
        CliRun r = CliRun.of("validate", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err() + r.stray());
        JsonNode doc = JSON.readTree(r.out());
        List<String> want = new ArrayList<>();
        for (JsonNode e : file.get("experiments")) {
            for (JsonNode n : e.get("numbers")) {
                want.add(e.get("name").asText() + " / " + n.get("label").asText() + " / "
                        + (n.get("model").isNull() ? "not-modelled" : "modelled"));
            }
        }
        List<String> got = new ArrayList<>();
        for (JsonNode row : doc.get("rows")) {
            got.add(row.get("experiment").asText() + " / " + row.get("label").asText() + " / " + row.get("status").asText());
            if (row.get("status").asText().equals("modelled")) {
                JsonNode model = row.get("model");
                assertTrue(model.path("value_ns").isIntegralNumber() || model.path("value").isNumber(), row.toString());
            }
        }
        assertEquals(want, got, "one row per published number, in file order, each modelled where the file reads it");
        assertEquals(file.get("experiments").size(), doc.get("experiments").size());
        for (JsonNode e : doc.get("experiments")) {
            if (e.has("command")) {
                assertEquals(0, e.get("exit_code").asInt(), e.toString());
            }
        }
    }

    @Test
    void theJsonIsTheDocumentedSchemaAndSameEveryRun() {
        CliRun first = CliRun.of("validate", "--json");
        CliRun second = CliRun.of("validate", "--json");
        assertEquals(first.out(), second.out(), "same inputs and seeds give byte-identical JSON");
        check(first.out());
    }

    @Test
    void theTableHasOneLinePerPublishedNumber() throws IOException {
        int numbers = 0;
        for (JsonNode e : JSON.readTree(SHIPPED.toFile()).get("experiments")) {
            numbers += e.get("numbers").size();
        }
        CliRun r = CliRun.of("validate");
        assertEquals(0, r.code(), r.err());
        assertEquals(numbers, tableRows(r.out()).size(), r.out());
    }

    @Test
    void onlyRunsTheExperimentNamed() throws IOException {
        CliRun r = CliRun.of("validate", "--only", "tpm-4.10.1-plus-1ns", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals("tpm-4.10.1-plus-1ns", doc.get("only").asText());
        assertEquals(1, doc.get("experiments").size());
        assertEquals(List.of("modelled"), statuses(doc));
        check(r.out());
        CliRun x = CliRun.of("validate", "--only", "kernel-xps13-9300-resume", "--json");
        JsonNode xd = JSON.readTree(x.out());
        assertEquals(List.of("not-modelled", "not-modelled"), statuses(xd));
        assertTrue(xd.get("rows").get(0).get("missing").asText().contains("tables"), xd.toString());
        check(x.out());
    }

    @Test
    void anUnknownOnlyNameIsOneLineNamingTheKnownOnes() {
        CliRun r = CliRun.of("validate", "--only", "nosuch");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine(), r.err());
        assertTrue(r.err().contains("--only 'nosuch': expected one of kernel-6.12-msleep5, "), r.err());
        assertTrue(r.err().contains("tpm-4.10"), r.err());
        assertEquals("", r.out());
    }

    // ---- a file of the test's own

    /** msleep(5) ten times: one duration, one percentage, one number without a command. */
    private static ObjectNode smallFile() throws IOException {
        return (ObjectNode) JSON.readTree("""
                {
                  "schema": "oversleep.experiments/1",
                  "description": "a test file",
                  "experiments": [
                    {
                      "name": "small",
                      "title": "msleep(5) ten times",
                      "source": {"kind": "mail", "id": "test-list", "url": null, "author": null, "date": "2024-11",
                                 "machine": "a test machine"},
                      "command": ["kernel", "sleep", "--kernel", "6.12", "--hz", "250", "--ms", "5", "--iterations", "10"],
                      "numbers": [
                        {"label": "mean",
                         "published": {"value": 12, "unit": "ms", "min": null, "max": null, "spread": null, "meaning": null},
                         "model": {"pointer": "/rows/0/duration/mean_ns", "unit": "ns", "transform": null},
                         "missing": null, "role": "prediction", "note": null},
                        {"label": "of the request",
                         "published": {"value": 200, "unit": "%", "min": 150, "max": null, "spread": null,
                                       "meaning": "at least 150"},
                         "model": {"pointer": "/rows/0/duration/mean_ns", "unit": "%", "transform": [
                           {"op": "divide", "value": null, "pointer": "/rows/0/request_ns"},
                           {"op": "multiply", "value": 100, "pointer": null}]},
                         "missing": null, "role": "calibration", "note": "a percentage"},
                        {"label": "not yet",
                         "published": {"value": 3, "unit": "calls", "min": null, "max": null, "spread": null, "meaning": null},
                         "model": null, "missing": "nothing gives it yet", "role": "prediction", "note": null}
                      ]
                    }
                  ]
                }
                """);
    }

    private String write(JsonNode file) throws IOException {
        Path p = dir.resolve("experiments.json");
        Files.writeString(p, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(file));
        return p.toString();
    }

    @Test
    void theErrorsAreThoseOfTheCommandsOwnOutput() throws IOException {
        CliRun direct = CliRun.of("kernel", "sleep", "--kernel", "6.12", "--hz", "250", "--ms", "5", "--iterations", "10",
                "--json");
        long meanNs = JSON.readTree(direct.out()).get("rows").get(0).get("duration").get("mean_ns").asLong();

        CliRun r = CliRun.of("validate", "--experiments", write(smallFile()), "--json");
        assertEquals(0, r.code(), r.err());
        check(r.out());
        JsonNode doc = JSON.readTree(r.out());
        assertEquals(List.of("modelled", "modelled", "not-modelled"), statuses(doc));

        JsonNode mean = doc.get("rows").get(0);
        assertEquals("ns", mean.get("unit").asText());
        assertEquals(12_000_000, mean.get("published").get("value_ns").asLong());
        assertEquals(meanNs, mean.get("model").get("value_ns").asLong());
        assertEquals(meanNs - 12_000_000, mean.get("difference").get("value_ns").asLong());
        assertEquals(Math.round((meanNs / 1e6 - 12) / 12 * 1e4) / 100.0, mean.get("error_pct").asDouble(), 0.0);

        JsonNode pct = doc.get("rows").get(1);
        assertEquals("%", pct.get("unit").asText());
        assertEquals(meanNs / 5e6 * 100, pct.get("model").get("value").asDouble(), 1e-6);
        assertEquals(meanNs / 5e6 * 100 - 200, pct.get("difference").get("value").asDouble(), 1e-6);
        assertFalse(pct.has("error_pct"), "a percent of a percentage means nothing: " + pct);
        assertEquals(150, pct.get("published").get("min").asInt());
        assertEquals("calibration", pct.get("role").asText());

        JsonNode missing = doc.get("rows").get(2);
        assertEquals("nothing gives it yet", missing.get("missing").asText());
        assertFalse(missing.has("model"));
    }

    @Test
    void theTableShowsMissesAndHitsAlike() throws IOException {
        CliRun r = CliRun.of("validate", "--experiments", write(smallFile()));
        assertEquals(0, r.code(), r.err());
        List<String> rows = tableRows(r.out());
        assertEquals(3, rows.size(), r.out());
        assertTrue(rows.get(0).matches("small +mean +mail test-list, 2024-11, a test machine +12 ms +[0-9.]+ ms +[-+][0-9.]+% +prediction"),
                rows.get(0));
        assertTrue(rows.get(1).matches(".* 200 % \\(>= 150\\) +[0-9.]+ % +[-+][0-9.]+ points +calibration"), rows.get(1));
        assertTrue(rows.get(2).matches(".* 3 calls +not modelled +- +prediction"), rows.get(2));
        assertTrue(r.out().contains("not modelled: small, not yet: nothing gives it yet"), r.out());
    }

    @Test
    void aFailingCommandIsReportedInItsRowsAndExits1() throws IOException {
        ObjectNode file = smallFile();
        ArrayNode command = (ArrayNode) file.get("experiments").get(0).get("command");
        command.set(3, JSON.getNodeFactory().textNode("9.99"));
        CliRun text = CliRun.of("validate", "--experiments", write(file));
        assertEquals(ExitCodes.RUN_FAILED, text.code());
        assertTrue(text.oneErrorLine() && text.err().contains("1 of 1 experiments failed"), text.err());
        assertEquals(3, tableRows(text.out()).size(), text.out());
        assertTrue(text.out().contains("failed: small: oversleep kernel sleep --kernel 9.99"), text.out());

        CliRun json = CliRun.of("validate", "--experiments", write(file), "--json");
        assertEquals(ExitCodes.RUN_FAILED, json.code());
        JsonNode doc = JSON.readTree(json.out());
        assertEquals(List.of("failed", "failed", "not-modelled"), statuses(doc));
        assertEquals(2, doc.get("experiments").get(0).get("exit_code").asInt());
        assertTrue(doc.get("experiments").get(0).get("failure").asText().contains("--kernel '9.99'"), doc.toString());
        check(json.out());
    }

    /** One way to break the small file, and what the one error line must name. */
    record Broken(String how, Consumer<ObjectNode> breakIt, String mustName) {
        @Override
        public String toString() {
            return how;
        }
    }

    private static ObjectNode experiment(ObjectNode file) {
        return (ObjectNode) file.get("experiments").get(0);
    }

    private static ObjectNode number(ObjectNode file, int i) {
        return (ObjectNode) experiment(file).get("numbers").get(i);
    }

    private static ObjectNode reading(ObjectNode file) {
        return (ObjectNode) number(file, 0).get("model");
    }

    private static ArrayNode words(String... words) {
        ArrayNode a = JSON.createArrayNode();
        for (String w : words) {
            a.add(w);
        }
        return a;
    }

    static Stream<Arguments> broken() {
        String pointer = "field 'experiments[0].numbers[0].model.pointer': ";
        return Stream.of(
                new Broken("a pointer that is none", f -> reading(f).put("pointer", "rows/0/duration/mean_ns"),
                        pointer + "expected a JSON pointer"),
                new Broken("a pointer to nothing", f -> reading(f).put("pointer", "/rows/0/duration/mean"),
                        pointer + "'/rows/0/duration/mean' finds nothing"),
                new Broken("a pointer to an object", f -> reading(f).put("pointer", "/rows/0/duration"),
                        pointer + "'/rows/0/duration' finds an object"),
                new Broken("a transform's pointer to text", f -> ((ObjectNode) number(f, 1).get("model").get("transform")
                        .get(0)).put("pointer", "/call"),
                        "field 'experiments[0].numbers[1].model.transform[0].pointer': '/call' finds the string \"msleep\""),
                new Broken("an unknown field", f -> number(f, 0).put("bogus", 1),
                        "field 'experiments[0].numbers[0].bogus': unknown field"),
                new Broken("no source", f -> experiment(f).remove("source"), "field 'experiments[0].source': missing"),
                new Broken("a null source", f -> experiment(f).putNull("source"), "field 'experiments[0].source': missing"),
                new Broken("a source without date", f -> ((ObjectNode) experiment(f).get("source")).putNull("date"),
                        "field 'experiments[0].source.date': missing"),
                new Broken("an unknown source kind", f -> ((ObjectNode) experiment(f).get("source")).put("kind", "blog"),
                        "field 'experiments[0].source.kind': expected one of commit, mail, paper"),
                new Broken("a role of neither kind", f -> number(f, 0).put("role", "fitted"),
                        "field 'experiments[0].numbers[0].role': expected one of calibration, prediction"),
                new Broken("a model and a missing reason", f -> number(f, 0).put("missing", "both"),
                        "field 'experiments[0].numbers[0].model'"),
                new Broken("units that do not compare", f -> reading(f).put("unit", "calls"),
                        "field 'experiments[0].numbers[0].model.unit': 'calls' cannot be compared with the published unit 'ms'"),
                new Broken("a min above the value", f -> ((ObjectNode) number(f, 1).get("published")).put("min", 300),
                        "field 'experiments[0].numbers[1].published.min'"),
                new Broken("a command with --json", f -> experiment(f).set("command", words("kernel", "sleep", "--json")),
                        "field 'experiments[0].command': give it without --json"),
                new Broken("a command with an unknown option", f -> experiment(f).set("command", words("kernel", "sleep",
                        "--bogus")), "field 'experiments[0].command': Unknown option: '--bogus'"),
                new Broken("an area without its verb", f -> experiment(f).set("command", words("kernel")),
                        "field 'experiments[0].command': 'kernel' prints no --json document"),
                new Broken("validate itself", f -> experiment(f).set("command", words("validate")),
                        "field 'experiments[0].command': 'validate' runs no model"),
                new Broken("two experiments of one name", f -> ((ArrayNode) f.get("experiments")).add(experiment(f).deepCopy()),
                        "field 'experiments[1].name': 'small' is the name of an earlier experiment"),
                new Broken("another schema", f -> f.put("schema", "oversleep.experiments/9"),
                        "field 'schema': \"oversleep.experiments/9\" is not supported"))
                .map(Arguments::of);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aMalformedFileIsOneLineNamingTheFileAndTheField(Broken b) throws IOException {
        ObjectNode file = smallFile();
        b.breakIt().accept(file);
        String path = write(file);
        CliRun r = CliRun.of("validate", "--experiments", path);
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.out() + r.err());
        assertTrue(r.oneErrorLine() && r.stray().isEmpty(), r.err());
        assertTrue(r.err().startsWith("oversleep: " + path + ": "), r.err());
        assertTrue(r.err().contains(b.mustName()), "expected '" + b.mustName() + "' in: " + r.err());
        assertEquals("", r.out(), "nothing is printed before the file is found bad");
    }

    @Test
    void aMissingFileIsOneLineNamingTheOption() {
        CliRun r = CliRun.of("validate", "--experiments", "/nonexistent-oversleep/experiments.json");
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine(), r.err());
        assertTrue(r.err().contains("--experiments '/nonexistent-oversleep/experiments.json': no such file"), r.err());
    }

    // ---- helpers

    private static void check(String json) {
        try {
            JsonNode doc = JSON.readTree(json);
            assertEquals("oversleep.validate/1", doc.get("schema").asText());
            assertEquals(List.of(), JsonVocabulary.violations(doc), "vocabulary");
            assertEquals(List.of(), DocumentedSchemas.load().violations(doc), "docs/json.md");
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    private static List<String> statuses(JsonNode doc) {
        List<String> out = new ArrayList<>();
        doc.get("rows").forEach(row -> out.add(row.get("status").asText()));
        return out;
    }

    /** The table's rows: the lines after its dashes line up to the first line that is no row. */
    private static List<String> tableRows(String out) {
        List<String> lines = out.lines().toList();
        int rule = 0;
        while (!lines.get(rule).matches("-+( +-+)+")) {
            rule++;
        }
        List<String> rows = new ArrayList<>();
        for (int i = rule + 1; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("not modelled: ") || l.startsWith("failed: ") || l.startsWith("role: ")) {
                break;
            }
            rows.add(l);
        }
        return rows;
    }
}
