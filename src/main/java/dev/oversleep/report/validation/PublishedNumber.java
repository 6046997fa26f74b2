package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFiles;
import java.util.Set;

/**
 * One number an experiment published, and where the model's counterpart is read: {@code model}
 * names it in the command's {@code --json} document, or is null with {@code missing} saying why
 * the tool cannot give it yet (the row then reads "not modelled"; nothing is invented for it).
 *
 * @param role {@code calibration} when a model parameter was fitted to this number,
 *             {@code prediction} otherwise
 * @param note what a reader needs to weigh the comparison (what exactly was measured, an
 *             assumption of the command), or null
 */
public record PublishedNumber(String label, Published published, ModelReading model, String missing, String role,
                              String note) {
    static final Set<String> ROLES = Set.of("calibration", "prediction");

    void validate(String at, boolean hasCommand) {
        Check.text(at + ".label", label);
        Check.present(at + ".published", published);
        published.validate(at + ".published");
        Check.oneOf(at + ".role", role, ROLES, "calibration, prediction");
        Check.optionalText(at + ".note", note);
        Check.optionalText(at + ".missing", missing);
        if ((model == null) == (missing == null)) {
            throw new ModelFiles.InvalidFieldException(at + ".model", model == null
                    ? "give where the command's --json document has the model's value, or null and a 'missing' reason"
                    : "a number with a model reading has no 'missing' reason: set one of the two");
        }
        if (model != null) {
            if (!hasCommand) {
                throw new ModelFiles.InvalidFieldException(at + ".model", "the experiment has no command to read it from:"
                        + " give null and a 'missing' reason");
            }
            model.validate(at + ".model");
            if (!FigureUnit.comparable(model.unit(), published.unit())) {
                throw new ModelFiles.InvalidFieldException(at + ".model.unit", "'" + model.unit() + "' cannot be compared"
                        + " with the published unit '" + published.unit() + "' (durations ns, us, ms and s convert;"
                        + " other units must be equal: convert with a transform)");
            }
        }
    }
}
