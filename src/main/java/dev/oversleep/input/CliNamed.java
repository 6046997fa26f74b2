package dev.oversleep.input;

import java.util.Arrays;
import java.util.stream.Collectors;

/** An enum constant with the name users type on the command line. */
public interface CliNamed {
    String cliName();

    /**
     * The constant of an enum whose CLI name is {@code text}, or a {@link BadValueException} of
     * {@code subject} listing the accepted names. New code passes the domain's name for the
     * value ("acpi_os_sleep policy") and lets the CLI name the flag.
     */
    static <E extends Enum<E> & CliNamed> E parse(Class<E> type, String text, String subject) {
        for (E e : type.getEnumConstants()) {
            if (e.cliName().equals(text)) {
                return e;
            }
        }
        throw new BadValueException(subject, text, "expected one of " + names(type));
    }

    /** The CLI names of an enum's constants, comma-separated, in declaration order. */
    static <E extends Enum<E> & CliNamed> String names(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(CliNamed::cliName).collect(Collectors.joining(", "));
    }
}
