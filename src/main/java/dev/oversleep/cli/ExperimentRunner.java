package dev.oversleep.cli;

import dev.oversleep.input.ModelFileException;
import dev.oversleep.report.validation.CommandOutput;
import dev.oversleep.report.validation.Experiment;
import dev.oversleep.report.validation.Experiments;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Runs an experiment's command as a user would, in this process: the command line of
 * {@link OversleepCommand#commandLine(String...)} with {@code --json} added, its output captured.
 * Running in-process costs no JVM start per experiment, and the command is the real one, not a
 * copy of its logic.
 */
final class ExperimentRunner {
    /** Commands an experiment cannot name: they print no model's document (or would run validate again). */
    private static final Set<String> NOT_EXPERIMENTS = Set.of("validate", "completion");

    private ExperimentRunner() {
    }

    /**
     * Refuses, before anything runs, a command that is no command line of this tool or prints no
     * {@code --json} document: one line naming the file and the experiment's {@code command}.
     */
    static void check(String described, Experiments file, List<Experiment> chosen) {
        for (Experiment e : chosen) {
            if (e.command() == null) {
                continue;
            }
            String field = file.field(e) + ".command";
            if (NOT_EXPERIMENTS.contains(e.command().get(0))) {
                throw new ModelFileException(described, field, "'" + e.command().get(0) + "' runs no model: name a"
                        + " command such as [\"kernel\", \"sleep\", ...]");
            }
            String[] args = e.command().toArray(String[]::new);
            CommandLine.ParseResult parsed;
            try {
                parsed = OversleepCommand.commandLine(args).parseArgs(args);
            } catch (ParameterException x) {
                throw new ModelFileException(described, field, ExitCodes.oneLine(x.getMessage()));
            }
            CommandLine.ParseResult leaf = parsed;
            while (leaf.subcommand() != null) {
                leaf = leaf.subcommand();
            }
            CommandSpec spec = leaf.commandSpec();
            if (spec.findOption("--json") == null) {
                throw new ModelFileException(described, field, "'" + spec.qualifiedName().replaceFirst("^oversleep ?", "")
                        + "' prints no --json document: name a command with one, such as [\"kernel\", \"sleep\"]");
            }
        }
    }

    /** Each experiment's output by name; a command given twice (same words) runs once, its output deterministic. */
    static Map<String, CommandOutput> run(List<Experiment> chosen) {
        Map<List<String>, CommandOutput> byCommand = new HashMap<>();
        Map<String, CommandOutput> out = new LinkedHashMap<>();
        for (Experiment e : chosen) {
            if (e.command() != null) {
                out.put(e.name(), byCommand.computeIfAbsent(e.command(), ExperimentRunner::runOne));
            }
        }
        return out;
    }

    private static CommandOutput runOne(List<String> command) {
        String[] args = withJson(command);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = OversleepCommand.commandLine(args);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        String line = err.toString().lines().filter(l -> l.startsWith("oversleep: ")).findFirst()
                .map(l -> l.substring("oversleep: ".length())).orElse(null);
        return new CommandOutput(List.of(args), code, out.toString(), line);
    }

    private static String[] withJson(List<String> command) {
        List<String> args = new ArrayList<>(command);
        args.add("--json");
        return args.toArray(String[]::new);
    }
}
