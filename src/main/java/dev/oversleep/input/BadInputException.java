package dev.oversleep.input;

/**
 * Input the tool cannot use: an impossible argument, a malformed file, a missing program.
 * The message is one line naming what and where; the CLI prints it and exits 2.
 *
 * <p>Prefer a subclass that says which input is at fault: {@link BadValueException} for a
 * value the user typed (the CLI relabels it with the flag that carried it), {@link
 * ModelFileException} for a model or result file (it names the file, the JSON location and the
 * field). A plain BadInputException is for the rest (a missing program, an impossible
 * combination of options the CLI itself checks).
 */
public class BadInputException extends RuntimeException {
    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
