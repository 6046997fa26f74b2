package dev.oversleep.input;

/**
 * The run was stopped from outside (SIGINT, SIGTERM) and a resource it used went away under it,
 * e.g. swtpm stopped by the shutdown hook. Not a failure of the run: the CLI prints one line
 * saying so, and the JVM, which is already exiting on the signal, exits with 128 + the signal
 * number (130 for SIGINT, 143 for SIGTERM).
 */
public class RunInterruptedException extends RunFailedException {
    public RunInterruptedException(String message) {
        super(message);
    }

    public RunInterruptedException(String message, Throwable cause) {
        super(message, cause);
    }
}
