package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.RunFailedException;
import dev.oversleep.input.RunInterruptedException;
import dev.oversleep.tpm.TpmException;
import org.apache.commons.lang3.StringUtils;

/**
 * The tool's exit codes (DESIGN.md, command shape) and which failure gets which.
 *
 * <ul>
 * <li>{@link dev.oversleep.input.BadInputException} and its kinds: {@link #BAD_INPUT};
 * <li>{@link dev.oversleep.input.RunFailedException}: {@link #RUN_FAILED}; so is
 *     {@link dev.oversleep.tpm.TpmException}, listed here until it extends RunFailedException;
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
            return new Failure(BAD_INPUT, message);
        }
        if (ex instanceof RunFailedException || ex instanceof TpmException) {
            return new Failure(RUN_FAILED, message);
        }
        return new Failure(RUN_FAILED, "internal error: " + ex.getClass().getSimpleName()
                + (message.isEmpty() ? "" : ": " + message) + " (run again with --debug for the stack trace)");
    }

    /** A message on one line: its first line, trimmed. */
    static String oneLine(String message) {
        return message == null ? "" : StringUtils.substringBefore(message, "\n").strip();
    }
}
