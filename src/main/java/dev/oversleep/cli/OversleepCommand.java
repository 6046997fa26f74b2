package dev.oversleep.cli;

import dev.oversleep.host.NativeCallException;
import dev.oversleep.host.ShimUnavailableException;
import dev.oversleep.input.BadInputException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep <area> <verb>}: the entry point and the mapping of failures to exit codes. */
@Command(name = "oversleep", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "Firmware sleep-path emulator: kernel sleep primitives in virtual time, "
                + "measured against the host's real timers.",
        subcommands = {HostCommand.class, KernelCommand.class, RtasCommand.class, TpmCommand.class, AcpiCommand.class,
            PmCommand.class})
public final class OversleepCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "choose an area: host, kernel, acpi, rtas or tpm");
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line; tests call execute() on it with their own writers. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new OversleepCommand());
        cl.setParameterExceptionHandler((ex, args) -> {
            PrintWriter err = ex.getCommandLine().getErr();
            err.println("oversleep: " + ex.getMessage() + " (see '"
                    + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help')");
            err.flush();
            return ExitCodes.BAD_INPUT;
        });
        cl.setExecutionExceptionHandler((ex, command, parseResult) -> {
            PrintWriter err = command.getErr();
            int code;
            if (ex instanceof BadInputException || ex instanceof ShimUnavailableException) {
                err.println("oversleep: " + ex.getMessage());
                code = ExitCodes.BAD_INPUT;
            } else if (ex instanceof NativeCallException) {
                err.println("oversleep: " + ex.getMessage());
                code = ExitCodes.RUN_FAILED;
            } else {
                err.println("oversleep: internal error: " + ex);
                ex.printStackTrace(err);
                code = ExitCodes.RUN_FAILED;
            }
            err.flush();
            return code;
        });
        return cl;
    }
}
