package dev.oversleep.report.validation;

import java.util.List;

/**
 * The {@code oversleep validate --json} document: the experiments run, then one row per
 * published number (docs/json.md, {@code oversleep.validate/1}).
 *
 * @param file the experiments file: its path as given, or "built-in firmware-models/validation/experiments.json"
 * @param only the one experiment asked for with {@code --only}, or null for all
 */
public record ValidationResult(String schema, String file, String only, List<ExperimentRun> experiments,
                               List<ValidationRow> rows) {
    public static final String SCHEMA = "oversleep.validate/1";

    /**
     * An experiment as run: its source and command, and how the command ended.
     *
     * @param command  the command line after {@code oversleep} as the file names it, words quoted as a shell
     *                 takes them ({@code rtas dlpar --request 'memory add count 20'}), or null when no command
     *                 models the experiment
     * @param exitCode the command's exit code, null when it was not run
     * @param failure  the command's error line when it failed
     */
    public record ExperimentRun(String name, String title, Source source, String command, Integer exitCode,
                                String failure) {
    }

    /** The names of the experiments whose command failed, in file order. */
    public List<String> failedExperiments() {
        return experiments.stream().filter(e -> e.failure() != null).map(ExperimentRun::name).toList();
    }
}
