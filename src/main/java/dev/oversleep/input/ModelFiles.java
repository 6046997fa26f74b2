package dev.oversleep.input;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads JSON files into records (snake_case fields). Every file carries a {@code "schema"}
 * string that must equal the one the reader expects; unknown fields are errors, so a typo in
 * a model file is caught rather than silently ignored. Failures become one-line
 * {@link BadInputException}s: "FILE: line L, column C: field 'a.b': problem".
 */
public final class ModelFiles {
    private static final ObjectMapper STRICT = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);
    private static final ObjectMapper LENIENT = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ModelFiles() {
    }

    /**
     * Loads a model named on the command line: a path (it contains '/' or ends in .json) or the
     * name of a built-in file shipped in the jar under {@code resourceDir}.
     *
     * @param option   the option that named it, for the error message (e.g. "--platform")
     * @param builtIns the built-in names, listed when the name matches none
     */
    public static <T> T loadFileOrBuiltIn(String fileOrName, String option, String resourceDir, List<String> builtIns,
                                          String expectedSchema, Class<T> type) {
        if (fileOrName.contains("/") || fileOrName.endsWith(".json")) {
            return read(Path.of(fileOrName), expectedSchema, type);
        }
        String resource = resourceDir + fileOrName + ".json";
        try (InputStream in = ModelFiles.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new BadInputException(option + " " + fileOrName + ": no such file or built-in (built-ins: "
                        + String.join(", ", builtIns) + ")");
            }
            return parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8), expectedSchema, type);
        } catch (IOException e) {
            throw new BadInputException(resource + ": cannot read: " + e.getMessage());
        }
    }

    /** Reads a model file strictly, checking its schema first. */
    public static <T> T read(Path file, String expectedSchema, Class<T> type) {
        return read(file, expectedSchema, type, STRICT);
    }

    /** Reads a result file written by this tool, tolerating fields added by later versions. */
    public static <T> T readResult(Path file, String expectedSchema, Class<T> type) {
        return read(file, expectedSchema, type, LENIENT);
    }

    private static <T> T read(Path file, String expectedSchema, Class<T> type, ObjectMapper mapper) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read: " + e.getMessage());
        }
        return parse(file.toString(), text, expectedSchema, type, mapper);
    }

    /** Reads a model strictly from text, naming it {@code name} in errors (e.g. a built-in resource). */
    public static <T> T parse(String name, String text, String expectedSchema, Class<T> type) {
        return parse(name, text, expectedSchema, type, STRICT);
    }

    private static <T> T parse(String file, String text, String expectedSchema, Class<T> type, ObjectMapper mapper) {
        try {
            JsonNode tree = mapper.readTree(text);
            if (tree == null || !tree.isObject()) {
                throw new BadInputException(file + ": expected a JSON object");
            }
            JsonNode schema = tree.get("schema");
            if (schema == null || !schema.isTextual()) {
                throw new BadInputException(file + ": field 'schema': missing (expected \""
                        + expectedSchema + "\")");
            }
            if (!schema.asText().equals(expectedSchema)) {
                throw new BadInputException(file + ": field 'schema': \"" + schema.asText()
                        + "\" is not supported (expected \"" + expectedSchema + "\")");
            }
            T value = mapper.readValue(text, type);
            if (value instanceof Validated v) {
                v.validate();
            }
            return value;
        } catch (JsonMappingException e) {
            throw new BadInputException(file + ": " + where(e.getLocation()) + fieldOf(e)
                    + firstLine(e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            throw new BadInputException(file + ": " + where(e.getLocation()) + firstLine(e.getOriginalMessage()));
        } catch (InvalidFieldException e) {
            throw new BadInputException(file + ": field '" + e.field() + "': " + e.getMessage());
        }
    }

    private static String where(JsonLocation loc) {
        return loc == null ? "" : "line " + loc.getLineNr() + ", column " + loc.getColumnNr() + ": ";
    }

    private static String fieldOf(JsonMappingException e) {
        if (e.getPath().isEmpty()) {
            return "";
        }
        String path = e.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
        return "field '" + path + "': ";
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "malformed";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** A record that checks its own values after reading; throw {@link InvalidFieldException}. */
    public interface Validated {
        void validate();
    }

    /** A value read fine as JSON but impossible for the model, naming its field. */
    public static final class InvalidFieldException extends RuntimeException {
        private final String field;

        public InvalidFieldException(String field, String problem) {
            super(problem);
            this.field = field;
        }

        public String field() {
            return field;
        }
    }
}
