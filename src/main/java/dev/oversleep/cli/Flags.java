package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.BadValueException;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.lang3.Range;

/**
 * Where the CLI names its flags. Model code raises {@link BadValueException}s that say what
 * the value is in the domain's words ("sleep call 'bogus': expected ..."); a command parses
 * each option through {@link #value} so the error names the flag that carried it ("--vs
 * 'bogus': expected ..."), even when two flags take the same kind of value.
 */
final class Flags {
    /** A message that starts with a flag, as model code wrote them before BadValueException. */
    private static final Pattern LEGACY_FLAG = Pattern.compile("^--[a-z0-9-]+");

    private Flags() {
    }

    /**
     * Parses the text of {@code flag} with a model parser; its errors come out naming the flag.
     * Until every model raises {@link BadValueException}, an older error that starts with some
     * other flag name ("--call 'x': ...") is relabeled too.
     */
    static <T> T value(String flag, String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (BadValueException e) {
            throw e.relabeled(flag);
        } catch (BadInputException e) {
            Matcher m = LEGACY_FLAG.matcher(String.valueOf(e.getMessage()));
            if (m.find() && !m.group().equals(flag)) {
                throw new BadInputException(flag + e.getMessage().substring(m.end()), e);
            }
            throw e;
        }
    }

    /** The value when {@code range} holds it, else "FLAG 'V': must be MIN..MAX UNIT". */
    static <T extends Comparable<? super T>> T inRange(String flag, T value, Range<T> range, String unit) {
        if (value == null || !range.contains(value)) {
            throw new BadValueException(flag, String.valueOf(value), "must be " + range.getMinimum() + ".."
                    + range.getMaximum() + (unit.isEmpty() ? "" : " " + unit));
        }
        return value;
    }
}
