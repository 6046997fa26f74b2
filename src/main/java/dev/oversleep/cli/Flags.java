package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.BadValueException;
import java.util.function.Function;
import org.apache.commons.lang3.Range;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Where the CLI names its flags. Model code raises {@link BadValueException}s that say what
 * the value is in the domain's words ("sleep call 'bogus': expected ..."); a command parses
 * each option through {@link #value} so the error names the flag that carried it ("--vs
 * 'bogus': expected ..."), even when two flags take the same kind of value.
 */
final class Flags {
    private Flags() {
    }

    /** Parses the text of {@code flag} with a model parser; its errors come out naming the flag. */
    static <T> T value(String flag, String text, Function<String, T> parser) {
        try {
            return parser.apply(text);
        } catch (BadValueException e) {
            throw e.relabeled(flag);
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

    /**
     * Refuses a flag the user gave where it has no effect: a run that silently ignores what was
     * asked answers another question than the user's.
     *
     * @param applies whether the flag has an effect in this run
     * @param rule    when it has one, e.g. "applies only to --loop io-wait"
     */
    static void refuseIgnored(CommandSpec spec, String flag, boolean applies, String rule) {
        if (!applies && spec.commandLine().getParseResult().hasMatchedOption(flag)) {
            throw new BadInputException(flag + ": " + rule);
        }
    }
}
