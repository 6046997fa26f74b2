package dev.oversleep.input;

import java.util.Arrays;
import java.util.stream.Collectors;

/** An enum constant with the name users type on the command line. */
public interface CliNamed {
    String cliName();

    /**
     * The constant of an enum whose CLI name is {@code text}, or a one-line bad-input error for
     * {@code option} listing the accepted names.
     */
    static <E extends Enum<E> & CliNamed> E parse(Class<E> type, String text, String option) {
        for (E e : type.getEnumConstants()) {
            if (e.cliName().equals(text)) {
                return e;
            }
        }
        throw new BadInputException(option + " '" + text + "': expected one of "
                + Arrays.stream(type.getEnumConstants()).map(CliNamed::cliName).collect(Collectors.joining(", ")));
    }
}
