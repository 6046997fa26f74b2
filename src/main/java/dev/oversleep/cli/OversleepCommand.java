package dev.oversleep.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep <area> <verb>}: the entry point. Every failure leaves here as one line on
 * stderr and an exit code from {@link ExitCodes}; with {@code --debug} (anywhere on the command
 * line) the stack trace follows the line.
 *
 * <p>The tree ({@link #AREAS}) is registered by {@link #commandLine(String...)}, not by
 * annotations, and each command's model comes from {@link CommandModels}, built in code from what
 * its annotations say: picocli would read them reflectively before parsing, which for the whole
 * tree cost about 200 ms of CPU more than for one verb, and for one verb still a third of
 * {@code acpi load} (docs/development.md, what the JVM start costs). A command line that names an area
 * and one of its verbs gets that verb alone; one that names an area and no verb of it, that area
 * with every verb; anything else (no area, a top-level option other than {@code --debug} before
 * it, a name that is no area) the whole tree, so help, suggestions and errors read as they always
 * did.
 */
@Command(name = "oversleep", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Firmware sleep-path emulator: kernel sleep primitives in virtual time, "
                + "measured against the host's real timers.")
public final class OversleepCommand implements Runnable {
    /**
     * A command of the tree by name. The name is the class's {@code @Command} name, written here
     * too because reading an annotation costs the JVM a reflective parse of the class: a command
     * line needs only the names of the commands it runs (LazyCommandTreeTest checks they agree).
     */
    record Verb(String name, Class<?> command) {
    }

    /**
     * A top-level command and its verbs, in the order help lists them: an area ({@code acpi}) has
     * verbs, a command of its own ({@code validate}, {@code completion}) has none.
     */
    record Area(String name, Class<?> command, List<Verb> verbs) {
    }

    /** The command tree: the areas and their verbs, then the commands without verbs, in the order help lists them. */
    static final List<Area> AREAS = List.of(
            new Area("host", HostCommand.class, List.of(new Verb("info", HostInfoCommand.class),
                    new Verb("measure", HostMeasureCommand.class), new Verb("merge", HostMergeCommand.class),
                    new Verb("compare", HostCompareCommand.class), new Verb("profile", HostProfileCommand.class))),
            new Area("kernel", KernelCommand.class, List.of(new Verb("sleep", KernelSleepCommand.class))),
            new Area("rtas", RtasCommand.class, List.of(new Verb("dlpar", RtasDlparCommand.class))),
            new Area("tpm", TpmCommand.class, List.of(new Verb("extend", TpmExtendCommand.class))),
            new Area("acpi", AcpiCommand.class, List.of(new Verb("load", AcpiLoadCommand.class),
                    new Verb("methods", AcpiMethodsCommand.class), new Verb("run", AcpiRunCommand.class),
                    new Verb("replay", AcpiReplayCommand.class), new Verb("census", AcpiCensusCommand.class))),
            new Area("pm", PmCommand.class, List.of(new Verb("resume", PmResumeCommand.class),
                    new Verb("suspend", PmSuspendCommand.class))),
            new Area("validate", ValidateCommand.class, List.of()),
            new Area("completion", CompletionCommand.class, List.of()));

    /** Set once the JVM has begun to exit (a signal): errors from then on are the signal's doing. */
    private static final AtomicBoolean EXITING = new AtomicBoolean();

    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "On an error, also print its stack trace (for bug reports).")
    boolean debug;

    @Override
    public void run() {
        Subcommands.list(spec);
    }

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> EXITING.set(true), "oversleep-exiting"));
        System.exit(commandLine(args).execute(args));
    }

    /** The configured command line with every area and verb (help and the contract tests walk it). */
    public static CommandLine commandLine() {
        return configured(AREAS, null);
    }

    /**
     * The configured command line for {@code args}: the verb they name alone when they name an
     * area and a verb of it, the area they name when they name no verb of it, else the whole
     * tree. Its answer to {@code args} is the whole tree's.
     */
    public static CommandLine commandLine(String... args) {
        List<String> names = leadingNames(args);
        for (Area area : AREAS) {
            if (!names.isEmpty() && names.get(0).equals(area.name())) {
                String verb = names.size() > 1 ? names.get(1) : null;
                boolean known = area.verbs().stream().anyMatch(v -> v.name().equals(verb));
                return configured(List.of(area), known ? verb : null);
            }
        }
        return configured(AREAS, null);
    }

    /**
     * The first two tokens of {@code args} that come before any option, {@code --debug} (the one
     * option picocli takes anywhere) skipped: the area and verb they name, if they name any.
     */
    private static List<String> leadingNames(String[] args) {
        List<String> names = new ArrayList<>(2);
        for (String a : args) {
            if (a.equals("--debug")) {
                continue;
            }
            if (a.startsWith("-") || names.size() == 2) {
                break;
            }
            names.add(a);
        }
        return names;
    }

    private static CommandLine configured(List<Area> areas, String onlyVerb) {
        CommandLine cl = new CommandLine(CommandModels.of(OversleepCommand.class));
        for (Area area : areas) {
            CommandLine areaLine = new CommandLine(CommandModels.of(area.command()));
            cl.addSubcommand(area.name(), areaLine);
            for (Verb verb : area.verbs()) {
                if (onlyVerb == null || verb.name().equals(onlyVerb)) {
                    areaLine.addSubcommand(verb.name(), new CommandLine(CommandModels.of(verb.command())));
                }
            }
        }
        giveEveryCommandTheVersion(cl);
        cl.setExecutionStrategy(new Execution());
        cl.setParameterExceptionHandler(new UsageError());
        cl.setExecutionExceptionHandler(new RunError());
        return cl;
    }

    /*
     * The three handlers are classes, not lambdas: a lambda of a picocli interface links that
     * interface when the class-data-sharing archive is made, and picocli's interfaces (class
     * files of Java 5) cannot be archived once linked, nor can RunLast and the rest that use them.
     */

    /** Runs the last subcommand after the checks every command line gets ({@link #requireListValues}). */
    private static final class Execution implements CommandLine.IExecutionStrategy {
        @Override
        public int execute(CommandLine.ParseResult parseResult) {
            requireListValues(parseResult);
            return new CommandLine.RunLast().execute(parseResult);
        }
    }

    /**
     * A usage error: one line that names the command's help, exit 2; for a word or option that
     * is none of the command's, with the names picocli finds close to it ("did you mean 'acpi'?").
     */
    private static final class UsageError implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("oversleep: " + ExitCodes.oneLine(ex.getMessage()) + suggestion(ex) + " (see '"
                    + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
    }

    /** "; did you mean 'acpi'?" when picocli has close names for an unmatched word, else "". */
    private static String suggestion(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            return "; did you mean '" + String.join("' or '", u.getSuggestions()) + "'?";
        }
        return "";
    }

    /** A failure while running: one line and its exit code from {@link ExitCodes}, the trace with --debug. */
    private static final class RunError implements CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception ex, CommandLine command, CommandLine.ParseResult parseResult) {
            PrintWriter err = command.getErr();
            ExitCodes.Failure f = ExitCodes.classify(ex, EXITING.get());
            err.println("oversleep: " + f.line());
            if (debugAsked(parseResult)) {
                ex.printStackTrace(err);
            }
            err.flush();
            return f.code();
        }
    }

    /** {@code -V} on a subcommand prints the tool's version, not nothing. */
    private static void giveEveryCommandTheVersion(CommandLine cl) {
        for (CommandLine sub : cl.getSubcommands().values()) {
            CommandSpec s = sub.getCommandSpec();
            if (s.versionProvider() == null && s.version().length == 0) {
                s.versionProvider(new Version());
            }
            giveEveryCommandTheVersion(sub);
        }
    }

    /**
     * A list option given only separators ({@code --kernel ,}) is a usage error, as an empty
     * element is: picocli's split leaves an empty list, and a run of nothing is not an answer.
     * So is a value given twice ({@code --hz 1000,1000}): some commands printed the row twice,
     * others dropped the repeat, and neither is what a typo meant.
     */
    private static void requireListValues(CommandLine.ParseResult pr) {
        for (CommandLine.ParseResult p = pr; p != null; p = p.subcommand()) {
            for (CommandLine.Model.OptionSpec o : p.matchedOptions()) {
                if (o.splitRegex().isEmpty() || !(o.getValue() instanceof java.util.Collection<?> c)) {
                    continue;
                }
                if (c.isEmpty()) {
                    throw new CommandLine.ParameterException(p.commandSpec().commandLine(),
                            o.longestName() + ": give at least one value");
                }
                java.util.Set<Object> seen = new java.util.HashSet<>();
                for (Object value : c) {
                    if (!seen.add(value)) {
                        throw new CommandLine.ParameterException(p.commandSpec().commandLine(),
                                o.longestName() + ": " + value + " is given twice");
                    }
                }
            }
        }
    }

    private static boolean debugAsked(CommandLine.ParseResult pr) {
        for (CommandLine.ParseResult p = pr; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }
}
