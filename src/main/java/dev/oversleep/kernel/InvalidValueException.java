package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;

/**
 * A value the model cannot use, named in the model's own terms ("kernel release", "CONFIG_HZ",
 * "call"), never by a command-line flag: the command that took the value from a flag renames
 * it with {@link #forOption}. The message alone is already one line naming what and why.
 */
public class InvalidValueException extends BadInputException {
    private final String what;
    private final String value;
    private final String why;

    public InvalidValueException(String what, String value, String why) {
        super(what + " '" + value + "': " + why);
        this.what = what;
        this.value = value;
        this.why = why;
    }

    /** What the value is, in the model's terms. */
    public String what() {
        return what;
    }

    public String value() {
        return value;
    }

    public String why() {
        return why;
    }

    /** The same problem told in the terms of the option that carried the value. */
    public BadInputException forOption(String option) {
        return new BadInputException(option + " '" + value + "': " + why, this);
    }
}
