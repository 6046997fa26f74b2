package dev.oversleep.input;

/**
 * The run the user asked for could not be completed, or its outcome is a failure the user must
 * see (a native call failed, swtpm died, a firmware call failed): the CLI prints the one-line
 * message and exits 1. The input was fine; the run was not. Not for bugs: anything that is not
 * a {@link BadInputException} or a RunFailedException is reported as an internal error.
 */
public class RunFailedException extends RuntimeException {
    public RunFailedException(String message) {
        super(message);
    }

    public RunFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
