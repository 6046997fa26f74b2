package dev.oversleep.cli;

import java.io.PrintWriter;
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
 */
@Command(name = "oversleep", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Firmware sleep-path emulator: kernel sleep primitives in virtual time, "
                + "measured against the host's real timers.",
        subcommands = {HostCommand.class, KernelCommand.class, RtasCommand.class, TpmCommand.class, AcpiCommand.class,
            PmCommand.class})
public final class OversleepCommand implements Runnable {
    /** Set once the JVM has begun to exit (a signal): errors from then on are the signal's doing. */
    private static final AtomicBoolean EXITING = new AtomicBoolean();

    @Spec
    CommandSpec spec;

    @Option(names = "--debug", scope = ScopeType.INHERIT,
            description = "On an error, also print its stack trace (for bug reports).")
    boolean debug;

    @Override
    public void run() {
        throw Subcommands.choose(spec, "an area");
    }

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> EXITING.set(true), "oversleep-exiting"));
        System.exit(commandLine().execute(args));
    }

    /** The configured command line; tests call execute() on it with their own writers. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new OversleepCommand());
        giveEveryCommandTheVersion(cl);
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("oversleep: " + ExitCodes.oneLine(ex.getMessage()) + " (see '"
                    + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, command, parseResult) -> {
            PrintWriter err = command.getErr();
            ExitCodes.Failure f = ExitCodes.classify(ex, EXITING.get());
            err.println("oversleep: " + f.line());
            if (debugAsked(parseResult)) {
                ex.printStackTrace(err);
            }
            err.flush();
            return f.code();
        });
        return cl;
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

    private static boolean debugAsked(CommandLine.ParseResult pr) {
        for (CommandLine.ParseResult p = pr; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }
}
