package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFiles;
import java.util.List;
import java.util.Set;

/**
 * Where the model's counterpart of a published number is in the command's {@code --json}
 * document, and how it becomes that number: a JSON pointer, then the transform's steps in
 * order, each applying one arithmetic operation with a constant or with another number of the
 * same document (to turn ns into jiffies: subtract the request, multiply by {@code /hz}, divide
 * by 1e9). Declarative on purpose: no expressions, no code, so the file stays data.
 *
 * @param unit      the unit of the value after the transform
 * @param transform the steps, or null for none
 */
public record ModelReading(String pointer, String unit, List<Step> transform) {

    /** One arithmetic step with a constant {@code value} or the number at {@code pointer}, never both. */
    public record Step(String op, Double value, String pointer) {
        static final Set<String> OPS = Set.of("add", "subtract", "multiply", "divide");

        void validate(String at) {
            Check.oneOf(at + ".op", op, OPS, "add, subtract, multiply, divide");
            if ((value == null) == (pointer == null)) {
                throw new ModelFiles.InvalidFieldException(at, "give either a constant 'value' or a 'pointer' to another"
                        + " number of the document, and null for the other");
            }
            Check.finite(at + ".value", value);
            if (pointer != null) {
                Check.pointer(at + ".pointer", pointer);
            }
            if (op.equals("divide") && value != null && value == 0) {
                throw new ModelFiles.InvalidFieldException(at + ".value", "divides by zero");
            }
        }

        /** {@code x} with this step applied, given the step's operand. */
        double apply(double x, double operand) {
            return switch (op) {
                case "add" -> x + operand;
                case "subtract" -> x - operand;
                case "multiply" -> x * operand;
                default -> x / operand;
            };
        }
    }

    void validate(String at) {
        Check.pointer(at + ".pointer", pointer);
        Check.text(at + ".unit", unit);
        if (transform != null) {
            for (int i = 0; i < transform.size(); i++) {
                Check.present(at + ".transform[" + i + "]", transform.get(i));
                transform.get(i).validate(at + ".transform[" + i + "]");
            }
        }
    }

    /** The steps, empty when none. */
    List<Step> steps() {
        return transform == null ? List.of() : transform;
    }
}
