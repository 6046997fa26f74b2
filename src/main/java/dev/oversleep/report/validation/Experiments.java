package dev.oversleep.report.validation;

import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.ModelKind;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An experiments file ({@code oversleep.experiments/1}): the published experiments
 * {@code oversleep validate} runs, each with its source, the command it names and the numbers it
 * published. Read strictly like every model file, so a typo is one line naming the file, the JSON
 * location and the field, before any experiment runs.
 */
public record Experiments(String schema, String description, List<Experiment> experiments)
        implements ModelFiles.Validated {
    public static final String SCHEMA = "oversleep.experiments/1";
    /** The built-in file, {@code firmware-models/validation/experiments.json}. */
    public static final String DEFAULT = "experiments";
    /** Experiments files: a path, or a built-in name from firmware-models/validation/. */
    public static final ModelKind<Experiments> KIND = new ModelKind<>("experiments file", SCHEMA,
            "firmware-models/validation/", Experiments.class);

    @Override
    public void validate() {
        Check.text("description", description);
        if (experiments == null || experiments.isEmpty()) {
            throw new ModelFiles.InvalidFieldException("experiments", "needs at least one experiment");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < experiments.size(); i++) {
            String at = "experiments[" + i + "]";
            Experiment e = experiments.get(i);
            e.validate(at);
            if (!names.add(e.name())) {
                throw new ModelFiles.InvalidFieldException(at + ".name", "'" + e.name() + "' is the name of an earlier"
                        + " experiment: names are what --only takes");
            }
        }
    }

    /** The experiment named {@code name}, or a {@link BadValueException} listing the names there are. */
    public Experiment named(String name) {
        return experiments.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() ->
                new BadValueException("experiment", name, "expected one of " + String.join(", ", names())));
    }

    /** Where the experiment is in the file, for errors that name its fields: {@code experiments[3]}. */
    public String field(Experiment e) {
        return "experiments[" + experiments.indexOf(e) + "]";
    }

    public List<String> names() {
        return experiments.stream().map(Experiment::name).toList();
    }
}
