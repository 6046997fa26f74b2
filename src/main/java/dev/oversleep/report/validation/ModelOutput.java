package dev.oversleep.report.validation;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.oversleep.input.ModelFiles;

/**
 * A command's {@code --json} document, read once, and the numbers a {@link ModelReading} takes
 * from it. A pointer that finds no number is the experiments file's fault (it names a field the
 * command does not write); it is refused as an {@link ModelFiles.InvalidFieldException} naming
 * the reading's field, relative to the reading.
 */
final class ModelOutput {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final JsonNode document;

    private ModelOutput(JsonNode document) {
        this.document = document;
    }

    /** The document the command printed, or null when stdout holds no JSON object. */
    static ModelOutput parse(String stdout) {
        try {
            JsonNode doc = JSON.readTree(stdout);
            return doc != null && doc.isObject() ? new ModelOutput(doc) : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    /** The reading's value: the number at its pointer with its steps applied, in {@code reading.unit()}. */
    double read(ModelReading reading) {
        double x = number("pointer", reading.pointer());
        for (int i = 0; i < reading.steps().size(); i++) {
            ModelReading.Step s = reading.steps().get(i);
            double operand = s.value() != null ? s.value() : number("transform[" + i + "].pointer", s.pointer());
            if (s.op().equals("divide") && operand == 0) {
                throw new ModelFiles.InvalidFieldException("transform[" + i + "].pointer", "'" + s.pointer()
                        + "' is 0 in the command's output: the step divides by zero");
            }
            x = s.apply(x, operand);
        }
        return x;
    }

    private double number(String field, String pointer) {
        JsonNode n = document.at(JsonPointer.compile(pointer));
        if (n.isMissingNode()) {
            throw new ModelFiles.InvalidFieldException(field, "'" + pointer + "' finds nothing in the command's --json"
                    + " document (schema " + document.path("schema").asText("?") + ")");
        }
        if (!n.isNumber()) {
            throw new ModelFiles.InvalidFieldException(field, "'" + pointer + "' finds " + kind(n)
                    + " in the command's --json document, not a number");
        }
        return n.asDouble();
    }

    private static String kind(JsonNode n) {
        if (n.isObject()) {
            return "an object";
        }
        if (n.isArray()) {
            return "an array";
        }
        if (n.isTextual()) {
            return "the string \"" + n.asText() + "\"";
        }
        return n.isNull() ? "null" : "a " + n.getNodeType().toString().toLowerCase(java.util.Locale.ROOT);
    }
}
