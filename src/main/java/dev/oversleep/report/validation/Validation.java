package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFileException;
import dev.oversleep.input.ModelFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Holds each published number of the experiments run against the model's value read from its
 * command's {@code --json} document: one {@link ValidationRow} per number, in file order. Every
 * number gets its row, whether the model has a value for it, the tool has no command for it yet,
 * or its command failed, so the report is complete and a miss reads like a hit. No tolerance:
 * the error is reported, never judged.
 */
public final class Validation {
    private final String described;
    private final Experiments experiments;

    /**
     * @param described   the experiments file as errors name it: its path as given, or "built-in
     *                    firmware-models/validation/experiments.json"
     * @param experiments its contents
     */
    public Validation(String described, Experiments experiments) {
        this.described = described;
        this.experiments = experiments;
    }

    /**
     * The report of {@code chosen}, whose commands gave {@code outputs} (by experiment name; none
     * for an experiment without a command). A pointer that finds no number in its document is a
     * fault of the file: a {@link ModelFileException} naming the file and the reading's field.
     */
    public ValidationResult result(String only, List<Experiment> chosen, Map<String, CommandOutput> outputs) {
        List<ValidationResult.ExperimentRun> runs = new ArrayList<>();
        List<ValidationRow> rows = new ArrayList<>();
        for (Experiment e : chosen) {
            CommandOutput out = outputs.get(e.name());
            String failure = out == null || out.succeeded() ? null : failureLine(out);
            ModelOutput doc = out == null || failure != null ? null : ModelOutput.parse(out.stdout());
            if (out != null && failure == null && doc == null) {
                failure = "the command printed no JSON document";
            }
            runs.add(new ValidationResult.ExperimentRun(e.name(), e.title(), e.source(), commandLine(e.command()),
                    out == null ? null : out.exitCode(), failure));
            for (int i = 0; i < e.numbers().size(); i++) {
                rows.add(row(e, i, failure, doc));
            }
        }
        return new ValidationResult(ValidationResult.SCHEMA, described, only, runs, rows);
    }

    private ValidationRow row(Experiment e, int index, String failure, ModelOutput doc) {
        PublishedNumber n = e.numbers().get(index);
        Published p = n.published();
        String unit = FigureUnit.isDuration(p.unit()) ? "ns" : p.unit();
        PublishedFigure published = PublishedFigure.of(p);
        if (n.model() == null) {
            return new ValidationRow(e.name(), n.label(), n.role(), ValidationRow.NOT_MODELLED, unit, published, null,
                    null, null, n.missing(), null, n.note());
        }
        if (failure != null) {
            return new ValidationRow(e.name(), n.label(), n.role(), ValidationRow.FAILED, unit, published, null, null,
                    null, null, failure, n.note());
        }
        double raw = read(e, index, doc);
        double model = FigureUnit.convert(raw, n.model().unit(), p.unit());
        Double errorPct = relativeErrorMeaningful(p) ? Math.round((model - p.value()) / Math.abs(p.value()) * 1e4) / 100.0
                : null;
        Figure modelled = Figure.of(raw, n.model().unit());
        return new ValidationRow(e.name(), n.label(), n.role(), ValidationRow.MODELLED, unit, published, modelled,
                errorPct, difference(modelled, published, model - p.value()), null, null, n.note());
    }

    /** model - published: for durations from the two integer ns, exactly, else in the published unit. */
    private static Figure difference(Figure model, PublishedFigure published, double inPublishedUnit) {
        return model.valueNs() != null ? new Figure(model.valueNs() - published.valueNs(), null)
                : new Figure(null, Figure.number(inPublishedUnit));
    }

    /** A percent error of a published 0, or of a figure that is itself a percentage, means nothing. */
    static boolean relativeErrorMeaningful(Published p) {
        return p.value() != 0 && !p.unit().equals(FigureUnit.PERCENT);
    }

    private double read(Experiment e, int index, ModelOutput doc) {
        try {
            return doc.read(e.numbers().get(index).model());
        } catch (ModelFiles.InvalidFieldException x) {
            throw new ModelFileException(described, experiments.field(e) + ".numbers[" + index + "].model." + x.field(),
                    x.getMessage());
        }
    }

    /** The words as a shell takes them: a word with anything but [A-Za-z0-9_./:,=@%+-] in single quotes. */
    static String commandLine(List<String> words) {
        if (words == null) {
            return null;
        }
        List<String> quoted = new ArrayList<>();
        for (String w : words) {
            quoted.add(w.matches("[A-Za-z0-9_./:,=@%+-]+") ? w : "'" + w.replace("'", "'\\''") + "'");
        }
        return String.join(" ", quoted);
    }

    private static String failureLine(CommandOutput out) {
        String line = out.errorLine() == null ? "no message" : out.errorLine();
        return "exit " + out.exitCode() + ": " + line;
    }
}
