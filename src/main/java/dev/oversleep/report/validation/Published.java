package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFiles;

/**
 * A published figure as its source gives it: a value in a unit ("ms", "s", "calls", "jiffies",
 * "%"), and where the source gives one, its range ({@code min}, {@code max}: either may stand
 * alone, "or more" is a min) or its spread (± {@code spread}), with {@code meaning} saying what
 * they are ("over 5 cycles", "a lower bound").
 */
public record Published(double value, String unit, Double min, Double max, Double spread, String meaning) {

    void validate(String at) {
        Check.finite(at + ".value", value);
        Check.text(at + ".unit", unit);
        Check.finite(at + ".min", min);
        Check.finite(at + ".max", max);
        Check.finite(at + ".spread", spread);
        if (min != null && min > value) {
            throw new ModelFiles.InvalidFieldException(at + ".min", min + " is above the value " + value);
        }
        if (max != null && max < value) {
            throw new ModelFiles.InvalidFieldException(at + ".max", max + " is below the value " + value);
        }
        if (spread != null && spread < 0) {
            throw new ModelFiles.InvalidFieldException(at + ".spread", "a spread is >= 0, got " + spread);
        }
        boolean bounded = min != null || max != null || spread != null;
        if (bounded && (meaning == null || meaning.isBlank())) {
            throw new ModelFiles.InvalidFieldException(at + ".meaning", "say what the min, max or spread is"
                    + " (\"over 10 runs\", \"a lower bound\")");
        }
        if (!bounded && meaning != null) {
            throw new ModelFiles.InvalidFieldException(at + ".meaning", "there is no min, max or spread to explain: null");
        }
    }
}
