package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;

/** A user's object path that cannot be called in these tables: which path, and why. */
public final class AmlPathException extends BadInputException {
    private final String path;
    private final String problem;

    public AmlPathException(String path, String problem) {
        super(path + ": " + problem);
        this.path = path;
        this.problem = problem;
    }

    public String path() {
        return path;
    }

    public String problem() {
        return problem;
    }
}
