package dev.oversleep.cli;

import dev.oversleep.input.LoadedModel;
import dev.oversleep.report.validation.CommandOutput;
import dev.oversleep.report.validation.Experiment;
import dev.oversleep.report.validation.Experiments;
import dev.oversleep.report.validation.Validation;
import dev.oversleep.report.validation.ValidationResult;
import dev.oversleep.report.validation.ValidationSummary;
import dev.oversleep.report.validation.ValidationTable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep validate}: every published experiment of the experiments file, each through
 * the real command it names, one row per published number. The file is checked whole, and every
 * command parsed, before the first experiment runs; a command that fails is reported in its rows
 * and makes the exit 1, after the report.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Hold every published figure the project knows against the model, one row per number.",
            "Each experiment runs through the command that models it (with --json); a row gives the number's source, "
                    + "the published value, the model's, the error, and whether the number was fitted (calibration) or "
                    + "not (prediction). No tolerance is applied: misses show as plainly as hits. Exit 1 when an "
                    + "experiment's command failed (its rows say how)."})
public final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--only", description = "Run one experiment, by its name.")
    String only;

    @Option(names = "--experiments", defaultValue = Experiments.DEFAULT,
            description = "Experiments file (oversleep.experiments/1): a JSON file or a built-in name (default: ${DEFAULT-VALUE}).")
    String experiments;

    @Option(names = "--summary", description = "Print one row per area instead of one per number (text only; --json "
            + "always gives every number).")
    boolean summary;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        LoadedModel<Experiments> loaded = Flags.value("--experiments", experiments, Experiments.KIND::open);
        Experiments file = loaded.model();
        String described = loaded.source().describe();
        List<Experiment> chosen = only == null ? file.experiments() : List.of(Flags.value("--only", only, file::named));
        ExperimentRunner.check(described, file, chosen);
        Map<String, CommandOutput> outputs = ExperimentRunner.run(chosen);
        ValidationResult result = new Validation(described, file).result(only, chosen, outputs);
        output.print(spec, result, () -> summary ? ValidationSummary.render(result) : ValidationTable.render(result));
        List<String> failed = result.failedExperiments();
        return failed.isEmpty() ? ExitCodes.OK : ExitCodes.runFailed(spec, failed.size() + " of " + chosen.size()
                + " experiments failed (their rows say why): " + String.join(", ", failed));
    }
}
