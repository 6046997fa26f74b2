package dev.oversleep.input;

/**
 * A value given to the tool that a model cannot take, raised by model code that knows the
 * domain but not the command line: {@code new BadValueException("HZ", "333", "CONFIG_HZ is
 * one of 100, 250, 300, 1000")}. The message reads {@code HZ '333': CONFIG_HZ is one of ...};
 * the CLI, which knows that the value came from {@code --hz} (or {@code --vs}, or a field of
 * a script), relabels it through {@code dev.oversleep.cli.Flags} as
 * {@code --hz '333': CONFIG_HZ is one of ...}. Model code never names a flag.
 *
 * @see dev.oversleep.input
 */
public class BadValueException extends BadInputException {
    private final String subject;
    private final String value;
    private final String problem;

    /**
     * @param subject what the value is, in the domain's words ("HZ", "kernel release",
     *                "sleep call", "platform profile")
     * @param value   the text as the user gave it
     * @param problem what is wrong or what was expected, without the value or the subject
     */
    public BadValueException(String subject, String value, String problem) {
        super(subject + " '" + value + "': " + problem);
        this.subject = subject;
        this.value = value;
        this.problem = problem;
    }

    public String subject() {
        return subject;
    }

    public String value() {
        return value;
    }

    public String problem() {
        return problem;
    }

    /** The same error as the value of {@code label} (a flag, or a field of a file). */
    public BadValueException relabeled(String label) {
        BadValueException e = new BadValueException(label, value, problem);
        e.initCause(this);
        return e;
    }
}
