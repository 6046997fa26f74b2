package dev.oversleep.input;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.commons.lang3.StringUtils;

/**
 * Reads JSON files into records (snake_case fields). Every file carries a {@code "schema"}
 * string that must equal the one the reader expects; unknown fields, duplicate keys, missing
 * fields, a float where an integer belongs and a string where a number belongs are errors, so a
 * typo in a model file is caught rather than silently ignored.
 *
 * <p>Failures become one-line {@link ModelFileException}s in the user's terms: "FILE: line L,
 * column C: field 'devices[3].parent': expected a string, got an array" — the file, where in
 * it, the field's JSON path and what was expected; never a Java type, a Jackson setting or a
 * stack trace. Kinds of model with built-ins are read through {@link ModelKind}.
 */
public final class ModelFiles {
    private static final ObjectMapper STRICT = strict();
    private static final ObjectMapper LENIENT = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();
    private static final Pattern MISSING_CREATOR = Pattern.compile("Missing creator property '([^']+)'");
    private static final Pattern START_MARKER =
            Pattern.compile("\\s*\\(start marker at \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)", Pattern.DOTALL);
    private static final Pattern CHAR_CODE = Pattern.compile(" \\(code -?\\d+\\)");
    private static final Pattern CTRL_CHAR = Pattern.compile(
            "illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\): has to be escaped.*", Pattern.CASE_INSENSITIVE);
    private static final Pattern UNCLOSED = Pattern.compile(
            "unexpected end-of-input: expected close marker for (\\w+) \\(opened at (line \\d+, column \\d+)\\)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TOKEN = Pattern.compile("token `JsonToken\\.([A-Z_]+)`");
    private static final Pattern STRING_VALUE = Pattern.compile("String value \\((\"(?:[^\"\\\\]|\\\\.)*\")\\)");

    private ModelFiles() {
    }

    private static ObjectMapper strict() {
        JsonMapper m = JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .build();
        // [null] is not a list of devices: an element is never optional
        m.configOverride(List.class).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        m.configOverride(Map.class).setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        // "16" is not 16 and 16 is not "16" in a model file
        // "" or "  " is no number (it was read as null), and 1 or -7 is no boolean
        for (LogicalType t : List.of(LogicalType.Integer, LogicalType.Float, LogicalType.Boolean)) {
            m.coercionConfigFor(t).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        m.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        m.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return m;
    }

    /** Reads a model file strictly, checking its schema first. */
    public static <T> T read(Path file, String expectedSchema, Class<T> type) {
        return parse(ModelSource.file(file), expectedSchema, type, STRICT);
    }

    /** Reads a model strictly from its source. */
    public static <T> T parse(ModelSource source, String expectedSchema, Class<T> type) {
        return parse(source, expectedSchema, type, STRICT);
    }

    /** Reads a result file written by this tool, tolerating fields added by later versions. */
    public static <T> T readResult(Path file, String expectedSchema, Class<T> type) {
        return parse(ModelSource.file(file), expectedSchema, type, LENIENT);
    }

    /** Reads a model strictly from text, naming it {@code name} in errors (e.g. a built-in resource). */
    public static <T> T parse(String name, String text, String expectedSchema, Class<T> type) {
        return parse(name, text, expectedSchema, type, STRICT);
    }

    /** The "schema" string of a JSON object's text, or null when it has none or is not JSON. */
    static String schemaOf(String text) {
        try {
            JsonNode schema = LENIENT.readTree(text).get("schema");
            return schema != null && schema.isTextual() ? schema.asText() : null;
        } catch (JsonProcessingException | RuntimeException e) {
            return null;
        }
    }

    private static <T> T parse(ModelSource source, String expectedSchema, Class<T> type, ObjectMapper mapper) {
        return parse(source.describe(), source.text(), expectedSchema, type, mapper);
    }

    private static <T> T parse(String file, String text, String expectedSchema, Class<T> type, ObjectMapper mapper) {
        T value;
        try {
            JsonNode tree = mapper.readTree(text);
            if (tree == null || !tree.isObject()) {
                throw new ModelFileException(file, null, "expected a JSON object");
            }
            JsonNode schema = tree.get("schema");
            if (schema == null || !schema.isTextual()) {
                throw new ModelFileException(file, "schema", "missing (expected \"" + expectedSchema + "\")");
            }
            if (!schema.asText().equals(expectedSchema)) {
                throw new ModelFileException(file, "schema", "\"" + schema.asText()
                        + "\" is not supported (expected \"" + expectedSchema + "\")");
            }
            value = mapper.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw inUserTerms(file, e);
        }
        if (value instanceof Validated v) {
            try {
                v.validate();
            } catch (InvalidFieldException e) {
                throw new ModelFileException(file, e.field(), e.getMessage());
            } catch (ModelFileException e) {
                throw e;
            } catch (BadInputException e) {
                throw new ModelFileException(file, null, e.getMessage());
            }
        }
        return value;
    }

    /** A Jackson failure as the user would say it: where, which field, what was expected. */
    static ModelFileException inUserTerms(String file, JsonProcessingException e) {
        JsonLocation loc = e.getLocation();
        int line = loc == null ? 0 : Math.max(0, loc.getLineNr());
        int column = loc == null ? 0 : Math.max(0, loc.getColumnNr());
        if (!(e instanceof DatabindException)) {
            return new ModelFileException(file, line, column, null, "malformed JSON: " + syntax(e.getOriginalMessage()));
        }
        JsonMappingException m = (JsonMappingException) e;
        String field = path(m.getPath());
        String problem;
        if (m instanceof UnrecognizedPropertyException u) {
            problem = "unknown field" + known(u.getKnownPropertyIds());
        } else if (m instanceof InvalidFormatException f) {
            problem = "expected " + expected(f.getTargetType()) + ", got " + render(f.getValue());
        } else if (m instanceof ValueInstantiationException v) {
            Throwable cause = v.getCause() == null ? v : v.getCause();
            problem = cause instanceof InvalidFieldException ife
                    ? "field '" + ife.field() + "': " + ife.getMessage() : firstLine(cause.getMessage());
        } else if (m instanceof InvalidNullException n) {
            problem = "expected " + expected(n.getTargetType()) + ", got null (an element is never optional)";
        } else if (m instanceof MismatchedInputException mi) {
            Matcher missing = MISSING_CREATOR.matcher(String.valueOf(mi.getOriginalMessage()));
            if (missing.find()) {
                String name = missing.group(1);
                if (!field.equals(name) && !field.endsWith("." + name)) {
                    field = field.isEmpty() ? name : field + "." + name;
                }
                problem = "missing (every field is written out, null where it does not apply)";
            } else {
                problem = "expected " + expected(mi.getTargetType()) + ", got " + found(mi);
            }
        } else if (m.getCause() instanceof InputCoercionException ic) {
            Class<?> t = ic.getTargetType();
            problem = "expected " + expected(t) + " of at most " + (t == int.class || t == Integer.class ? 32 : 64)
                    + " bits (signed), got a number outside that range";
        } else {
            problem = "cannot be read as this kind of model";
        }
        return new ModelFileException(file, line, column, field.isEmpty() ? null : field, problem);
    }

    private static String path(List<JsonMappingException.Reference> refs) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : refs) {
            if (r.getFieldName() != null) {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.toString();
    }

    private static String known(Collection<Object> ids) {
        if (ids == null || ids.isEmpty()) {
            return "";
        }
        return " (fields here: " + ids.stream().map(String::valueOf).sorted().collect(Collectors.joining(", ")) + ")";
    }

    /** What a Java type is called in JSON. */
    static String expected(Class<?> t) {
        if (t == null) {
            return "a value";
        }
        if (t == boolean.class || t == Boolean.class) {
            return "true or false";
        }
        if (t == int.class || t == long.class || t == short.class || t == byte.class || t == Integer.class
                || t == Long.class || t == Short.class || t == Byte.class || t == java.math.BigInteger.class) {
            return "an integer";
        }
        if (t.isPrimitive() || Number.class.isAssignableFrom(t)) {
            return "a number";
        }
        if (t == String.class || t == char.class || t == Character.class || CharSequence.class.isAssignableFrom(t)) {
            return "a string";
        }
        if (t.isEnum()) {
            return "one of " + Arrays.stream(t.getEnumConstants()).map(String::valueOf).collect(Collectors.joining(", "));
        }
        if (t.isArray() || Collection.class.isAssignableFrom(t)) {
            return "an array";
        }
        return "an object";
    }

    /** What the file has where the mismatch is, from the parser or from Jackson's own words. */
    private static String found(MismatchedInputException e) {
        String message = String.valueOf(e.getOriginalMessage());
        Matcher string = STRING_VALUE.matcher(message);
        if (string.find()) {
            return "the string " + string.group(1);
        }
        JsonToken t = e.getProcessor() instanceof JsonParser p ? p.currentToken() : null;
        Matcher m = TOKEN.matcher(message);
        if (m.find()) {
            try {
                t = JsonToken.valueOf(m.group(1));
            } catch (IllegalArgumentException unknown) {
                // keep the parser's
            }
        }
        if (t == null) {
            return "something else";
        }
        return switch (t) {
            case START_OBJECT, END_OBJECT, FIELD_NAME -> "an object";
            case START_ARRAY, END_ARRAY -> "an array";
            case VALUE_STRING -> "a string";
            case VALUE_NUMBER_INT -> "an integer";
            case VALUE_NUMBER_FLOAT -> "a number with a fraction";
            case VALUE_TRUE, VALUE_FALSE -> t.asString();
            case VALUE_NULL -> "null";
            default -> "something else";
        };
    }

    private static String render(Object v) {
        if (v == null) {
            return "null";
        }
        return v instanceof String s ? "\"" + s + "\"" : String.valueOf(v);
    }

    /** Jackson's syntax messages without its internals (character codes, source descriptions). */
    static String syntax(String message) {
        if (message == null) {
            return "cannot be parsed";
        }
        String s = START_MARKER.matcher(firstLine(message)).replaceAll(" (opened at line $1, column $2)");
        Matcher ctrl = CTRL_CHAR.matcher(s);
        if (ctrl.find()) {
            return "a string is not closed on its line (control character " + ctrl.group(1) + " inside it)";
        }
        s = CHAR_CODE.matcher(s).replaceAll("");
        s = s.replace("(JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
                "(a string, a number, an array, an object, true, false or null)");
        Matcher unclosed = UNCLOSED.matcher(s);
        if (unclosed.find()) {
            return "the text ends inside the " + unclosed.group(1).toLowerCase(java.util.Locale.ROOT) + " opened at "
                    + unclosed.group(2);
        }
        return StringUtils.uncapitalize(s);
    }

    private static String firstLine(String s) {
        return s == null ? "malformed" : StringUtils.substringBefore(s, "\n");
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
