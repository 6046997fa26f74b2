package dev.oversleep.cli;

import dev.oversleep.report.Visible;
import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.RunFailedException;
import dev.oversleep.input.RunInterruptedException;
import org.apache.commons.lang3.StringUtils;

/**
 * The tool's exit codes (DESIGN.md, command shape) and which failure gets which.
 *
 * <ul>
 * <li>{@link dev.oversleep.input.BadInputException} and its kinds: {@link #BAD_INPUT};
 * <li>{@link dev.oversleep.input.RunFailedException} and its kinds (a failed native call, a
 *     TPM or swtpm failure): {@link #RUN_FAILED};
 * <li>{@link dev.oversleep.input.RunInterruptedException}, and any error once the JVM is
 *     exiting on SIGINT/SIGTERM: one line "interrupted"; the JVM itself exits 130 or 143;
 * <li>anything else is a bug: "internal error", {@link #RUN_FAILED}.
 * </ul>
 */
public final class ExitCodes {
    /** The command did everything it was asked. */
    public static final int OK = 0;
    /** The run failed: a native call failed, swtpm died, a CI gate found the host worse than its baseline. */
    public static final int RUN_FAILED = 1;
    /** Usage or bad input: impossible arguments, malformed files, no native shim. Checked before long work. */
    public static final int BAD_INPUT = 2;
    /** Stopped by SIGINT (128 + 2), what a shell reports for Ctrl-C; SIGTERM gives 143 (the JVM's own). */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }

    /** An exit code and the one line that explains it. */
    record Failure(int code, String line) {
    }

    /**
     * What to print and return for an exception that ended a command.
     *
     * @param exiting the JVM has begun to exit: the error is a consequence of the signal
     */
    static Failure classify(Throwable ex, boolean exiting) {
        String message = oneLine(ex.getMessage());
        if (ex instanceof RunInterruptedException || exiting) {
            return new Failure(INTERRUPTED, "interrupted" + (ex instanceof RunInterruptedException ? ": " + message : ""));
        }
        if (ex instanceof BadInputException) {
            return new Failure(BAD_INPUT, ownLine(ex.getMessage()));
        }
        if (ex instanceof RunFailedException) {
            return new Failure(RUN_FAILED, ownLine(ex.getMessage()));
        }
        return new Failure(RUN_FAILED, "internal error: " + ex.getClass().getSimpleName()
                + (message.isEmpty() ? "" : ": " + message) + " (run again with --debug for the stack trace)");
    }

    /**
     * Exit 1 once the result is printed: "oversleep: LINE" on stderr says why, as the exit table
     * promises (the result itself may be on stdout as one JSON document).
     */
    static int runFailed(CommandSpec spec, String line) {
        PrintWriter err = spec.commandLine().getErr();
        err.println("oversleep: " + oneLine(line));
        err.flush();
        return RUN_FAILED;
    }

    /**
     * One of the tool's own messages on one line: written as one, so a line end in it comes from
     * a value it quotes (a device named "a\nb") and is shown as {@code \x0A} with the rest kept,
     * not cut off with the reason.
     */
    private static String ownLine(String message) {
        return message == null ? "" : Visible.line(message.strip());
    }

    /**
     * A message on one line: its first line, trimmed, with control characters shown as
     * {@code \xNN} (a message can quote bytes of a malformed file, NULs included).
     */
    static String oneLine(String message) {
        if (message == null) {
            return "";
        }
        return Visible.line(StringUtils.substringBefore(message, "\n").strip());
    }
}
