package dev.oversleep.input;

/**
 * Input the tool cannot use: an impossible argument, a malformed file, a missing program.
 * The message is one line naming what and where; the CLI prints it and exits 2.
 */
public class BadInputException extends RuntimeException {
    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
