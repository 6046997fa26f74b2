package dev.oversleep.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.acpi.ReplayScript;
import dev.oversleep.host.HostMeasurement;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.pm.PmMachine;
import dev.oversleep.report.validation.Experiments;
import dev.oversleep.rtas.FirmwareProfile;
import dev.oversleep.tpm.ChipProfile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Model-file errors in the user's terms, for every kind of model the tool reads: each shipped
 * model is broken in the ways people break JSON (a field missing, one too many, a value of the
 * wrong type, a number as a string, the text cut short) and each error must be one line with
 * the file, the place and the field, and no Java or Jackson in it.
 */
class ModelFilesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> INTERNALS = List.of("dev.oversleep", "java.", "com.fasterxml", "`", "creator",
            "Creator", "DeserializationFeature", "Cannot construct", "[Source", "Mismatched", "(code ", "Exception",
            "coerce", "CoercionConfig", "instance of");

    record Kind(String file, String schema, Class<?> type) {
        @Override
        public String toString() {
            return file;
        }
    }

    static List<Kind> kinds() {
        return List.of(
                new Kind("firmware-models/platforms/generic-x86-laptop.json", PlatformProfile.SCHEMA, PlatformProfile.class),
                new Kind("firmware-models/platforms/arm-juno-r2.json", PlatformProfile.SCHEMA, PlatformProfile.class),
                new Kind("firmware-models/rtas/powervm-p9.json", FirmwareProfile.SCHEMA, FirmwareProfile.class),
                new Kind("firmware-models/tpm/nuvoton-npct650.json", ChipProfile.SCHEMA, ChipProfile.class),
                new Kind("firmware-models/pm/hp-nx6325.json", PmMachine.SCHEMA, PmMachine.class),
                new Kind("firmware-models/pm/dell-xps-13-7390.json", PmMachine.SCHEMA, PmMachine.class),
                new Kind("firmware-models/acpi/dell-xps-13-7390-resume.json", RegisterScript.SCHEMA, RegisterScript.class),
                new Kind("firmware-models/acpi/dell-xps-13-7390-s3-resume.replay.json", ReplayScript.SCHEMA,
                        ReplayScript.class),
                new Kind("firmware-models/validation/experiments.json", Experiments.SCHEMA, Experiments.class));
    }

    /** One broken variant of a shipped model, and what its error must name. */
    record Broken(Kind kind, String how, String text, String mustName) {
        @Override
        public String toString() {
            return kind + ": " + how;
        }
    }

    static Stream<Arguments> broken() throws IOException {
        List<Broken> out = new ArrayList<>();
        for (Kind k : kinds()) {
            String text = Files.readString(Path.of(k.file()));
            ObjectNode root = (ObjectNode) JSON.readTree(text);
            for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (f.equals("schema")) {
                    continue;
                }
                ObjectNode without = root.deepCopy();
                without.remove(f);
                out.add(new Broken(k, "without " + f, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(without),
                        "field '" + f + "': missing"));
                if (root.get(f).isTextual()) {
                    ObjectNode array = root.deepCopy();
                    array.putArray(f).add(1);
                    out.add(new Broken(k, f + " as an array", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(array),
                            "field '" + f + "': expected a string, got an array"));
                }
            }
            ObjectNode extra = root.deepCopy();
            extra.put("bogus_field", 1);
            out.add(new Broken(k, "an unknown field", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(extra),
                    "field 'bogus_field': unknown field"));
            String quoted = quoteFirstNumber(root);
            if (quoted != null) {
                out.add(new Broken(k, "a number as a string", quoted, "got the string \""));
            }
            ObjectNode emptied = root.deepCopy();
            if (replaceFirst(emptied, JsonNode::isNumber, com.fasterxml.jackson.databind.node.TextNode.valueOf(""))) {
                out.add(new Broken(k, "a number as an empty string",
                        JSON.writerWithDefaultPrettyPrinter().writeValueAsString(emptied), "got \"\""));
            }
            ObjectNode counted = root.deepCopy();
            if (replaceFirst(counted, JsonNode::isBoolean, com.fasterxml.jackson.databind.node.IntNode.valueOf(1))) {
                out.add(new Broken(k, "a boolean as 1", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(counted),
                        "expected true or false, got 1"));
            }
            ObjectNode nulled = root.deepCopy();
            if (nullFirstElement(nulled)) {
                out.add(new Broken(k, "a null element", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(nulled),
                        "got null"));
            }
            ObjectNode huge = root.deepCopy();
            // a register script's "value" is a register's content (an integer), not a model parameter
            if (k.type() != RegisterScript.class && hugeFirstParam(huge)) {
                out.add(new Broken(k, "a value of 1e30", JSON.writerWithDefaultPrettyPrinter().writeValueAsString(huge),
                        "1.0E30 must be <= "));
            }
            out.add(new Broken(k, "cut short", text.substring(0, text.length() / 2), "malformed JSON"));
            out.add(new Broken(k, "another schema", text.replace(k.schema(), k.schema() + "9"),
                    "field 'schema': \"" + k.schema() + "9\" is not supported"));
        }
        return out.stream().map(Arguments::of);
    }

    /** Replaces the first field value (depth first) that MATCHES with REPLACEMENT. */
    private static boolean replaceFirst(JsonNode node, java.util.function.Predicate<JsonNode> matches,
                                        JsonNode replacement) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (matches.test(e.getValue())) {
                    o.set(e.getKey(), replacement);
                    return true;
                }
                if (replaceFirst(e.getValue(), matches, replacement)) {
                    return true;
                }
            }
        } else if (node.isArray()) {
            for (JsonNode c : node) {
                if (replaceFirst(c, matches, replacement)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Sets the first element of the first array of objects to null. */
    private static boolean nullFirstElement(JsonNode node) {
        if (node.isArray() && node.size() > 0 && node.get(0).isObject()) {
            ((com.fasterxml.jackson.databind.node.ArrayNode) node).set(0, com.fasterxml.jackson.databind.node.NullNode.getInstance());
            return true;
        }
        for (JsonNode c : node) {
            if (nullFirstElement(c)) {
                return true;
            }
        }
        return false;
    }

    /** Sets the first model parameter ({"value": N, "source": ...}) to 1e30. */
    private static boolean hugeFirstParam(JsonNode node) {
        if (node instanceof ObjectNode o && o.path("value").isNumber() && o.has("source")) {
            o.put("value", 1e30);
            return true;
        }
        for (JsonNode c : node) {
            if (hugeFirstParam(c)) {
                return true;
            }
        }
        return false;
    }

    private static String quoteFirstNumber(ObjectNode root) throws IOException {
        ObjectNode copy = root.deepCopy();
        return quote(copy) ? JSON.writerWithDefaultPrettyPrinter().writeValueAsString(copy) : null;
    }

    private static boolean quote(JsonNode node) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (e.getValue().isNumber()) {
                    o.put(e.getKey(), e.getValue().asText());
                    return true;
                }
                if (quote(e.getValue())) {
                    return true;
                }
            }
        } else if (node.isArray()) {
            for (JsonNode c : node) {
                if (quote(c)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A byte that is no UTF-8 in a string used to become U+FFFD silently; JSON text is UTF-8. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("kinds")
    void aByteThatIsNoUtf8IsNamedByItsOffset(Kind k, @TempDir Path dir) throws IOException {
        byte[] good = Files.readAllBytes(Path.of(k.file()));
        int at = new String(good, java.nio.charset.StandardCharsets.UTF_8).indexOf("\"description\"") + 16;
        byte[] bad = good.clone();
        bad[at] = (byte) 0xE9;
        Path file = Files.write(dir.resolve("model.json"), bad);
        ModelFileException e = assertThrows(ModelFileException.class, () -> ModelFiles.read(file, k.schema(), k.type()));
        assertEquals(file + ": not UTF-8 text: byte 0xE9 at offset " + at, e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aBrokenModelIsOneLineInTheUsersTerms(Broken b, @TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("model.json"), b.text());
        ModelFileException e = assertThrows(ModelFileException.class,
                () -> ModelFiles.read(file, b.kind().schema(), b.kind().type()));
        String m = e.getMessage();
        assertTrue(m.startsWith(file + ": "), m);
        assertEquals(1, m.lines().count(), m);
        assertTrue(m.contains(b.mustName()), "expected '" + b.mustName() + "' in: " + m);
        for (String bad : INTERNALS) {
            assertTrue(!m.contains(bad), "'" + bad + "' in: " + m);
        }
    }

    @Test
    void everyShippedModelReads() {
        for (Kind k : kinds()) {
            ModelFiles.read(Path.of(k.file()), k.schema(), k.type());
        }
    }

    /** A result given back (a baseline) may carry fields of a later version, not a wrong type. */
    @Test
    void resultsAreReadLenientlyButStillInTheUsersTerms(@TempDir Path dir) throws IOException {
        Path base = Path.of("src/test/resources/cli/fixtures/host-baseline-100-1000us.json");
        ObjectNode doc = (ObjectNode) JSON.readTree(base.toFile());
        doc.put("added_later", true);
        Path later = Files.writeString(dir.resolve("later.json"), doc.toString());
        assertEquals(8, ModelFiles.readResult(later, HostMeasurement.SCHEMA, HostMeasurement.class).rows().size());
        doc.put("duration_ns", "long");
        Path wrong = Files.writeString(dir.resolve("wrong.json"), doc.toString());
        ModelFileException e = assertThrows(ModelFileException.class,
                () -> ModelFiles.readResult(wrong, HostMeasurement.SCHEMA, HostMeasurement.class));
        assertTrue(e.getMessage().contains("field 'duration_ns': expected an integer"), e.getMessage());
    }

    @Test
    void builtInsAreFoundInTheJarByTheirSchema() {
        ModelKind<RegisterScript> registers = new ModelKind<>("register script", RegisterScript.SCHEMA,
                "firmware-models/acpi/", RegisterScript.class);
        assertEquals(List.of("dell-xps-13-7390-resume", "dell-xps-13-7390-rp01-l23"), registers.builtIns());
        LoadedModel<RegisterScript> m = registers.open("dell-xps-13-7390-rp01-l23");
        assertEquals("dell-xps-13-7390-rp01-l23", m.model().name());
        assertEquals("built-in firmware-models/acpi/dell-xps-13-7390-rp01-l23.json", m.source().describe());
        BadValueException e = assertThrows(BadValueException.class, () -> registers.load("dell-xps-13-7390-s3-resume.replay"));
        assertEquals("register script 'dell-xps-13-7390-s3-resume.replay': no such file or built-in (built-ins: "
                + "dell-xps-13-7390-resume, dell-xps-13-7390-rp01-l23)", e.getMessage());
        assertEquals("--registers 'x': no such file", new BadValueException("register script", "x", "no such file")
                .relabeled("--registers").getMessage());
    }

    /** A replay script's built-in name is the name its file declares, without ".replay.json". */
    @Test
    void aBuiltInReplayScriptGoesByItsOwnName() {
        assertEquals(List.of("dell-xps-13-7390-s3-resume"), ReplayScript.KIND.builtIns());
        ReplayScript script = ReplayScript.KIND.load("dell-xps-13-7390-s3-resume");
        assertEquals("dell-xps-13-7390-s3-resume", script.name());
        BadValueException e = assertThrows(BadValueException.class,
                () -> ReplayScript.KIND.load("dell-xps-13-7390-s3-resume.replay"));
        assertEquals("replay script 'dell-xps-13-7390-s3-resume.replay': no such file or built-in (built-ins: "
                + "dell-xps-13-7390-s3-resume)", e.getMessage());
    }

    /** A model names other files relative to itself, whatever the working directory. */
    @Test
    void referencesResolveAgainstTheReferringFile(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("scripts/regs"));
        Files.copy(Path.of("firmware-models/acpi/dell-xps-13-7390-rp01-l23.json"), dir.resolve("scripts/regs/r.json"));
        String replay = Files.readString(Path.of("firmware-models/acpi/dell-xps-13-7390-s3-resume.replay.json"))
                .replace("\"dell-xps-13-7390-resume.json\"", "\"regs/r.json\"");
        assertTrue(replay.contains("\"regs/r.json\""), "the shipped replay script names its register script");
        Path script = Files.writeString(dir.resolve("scripts/replay.json"), replay);
        ModelKind<ReplayScript> replays = new ModelKind<>("replay script", ReplayScript.SCHEMA, "firmware-models/acpi/",
                ReplayScript.class);
        ModelKind<RegisterScript> registers = new ModelKind<>("register script", RegisterScript.SCHEMA,
                "firmware-models/acpi/", RegisterScript.class);
        LoadedModel<ReplayScript> s = replays.open(script.toString());
        LoadedModel<RegisterScript> r = s.reference("registers", s.model().registers(), registers);
        assertEquals(dir.resolve("scripts/regs/r.json").toString(), r.source().describe());
        assertEquals(dir.resolve("scripts/data.txt"), s.file("acpidump", "data.txt"));
        assertEquals(Path.of("/abs/data.txt"), s.file("acpidump", "/abs/data.txt"));
        // a built-in name inside a file is a built-in
        assertEquals("built-in firmware-models/acpi/dell-xps-13-7390-resume.json",
                s.reference("registers", "dell-xps-13-7390-resume", registers).source().describe());
        ModelFileException e = assertThrows(ModelFileException.class, () -> s.reference("registers", "regs/none.json", registers));
        assertTrue(e.getMessage().startsWith(script + ": field 'registers': 'regs/none.json': no such file ("
                + dir.resolve("scripts/regs/none.json")), e.getMessage());
    }

    @Test
    void aShippedModelFindsItsShippedNeighbours() {
        ModelSource pm = ModelSource.builtIn("firmware-models/pm/dell-xps-13-7390.json");
        assertEquals(ModelSource.builtIn("firmware-models/acpi/dell-xps-13-7390-resume.json"),
                pm.resolve("../acpi/dell-xps-13-7390-resume.json"));
        ModelFileException e = assertThrows(ModelFileException.class, () -> pm.resolveFile("acpidump", "x.txt"));
        assertTrue(e.getMessage().startsWith("built-in firmware-models/pm/dell-xps-13-7390.json: field 'acpidump': "),
                e.getMessage());
    }
}
