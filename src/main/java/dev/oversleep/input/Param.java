package dev.oversleep.input;

/**
 * A number in a model file and the note saying where it came from (a kernel file, a
 * datasheet, a published measurement, a fit, an assumption). Model files hold no bare numbers.
 */
public record Param(double value, String source) {
    /**
     * The largest value any model file may give: 10^12, over 16 minutes in ns, where the largest
     * value shipped is 60 s. A larger one is a typo, and would let sums of model values pass the
     * 2^63 ns a run's virtual time can hold, or a per-step simulation run for hours.
     */
    public static final double MAX_VALUE = 1e12;

    /** Checks presence, the source note, a lower bound and {@link #MAX_VALUE}; names the field when it fails. */
    public static void require(String field, Param p, double min) {
        require(field, p, min, MAX_VALUE);
    }

    /** As {@link #require(String, Param, double)}, with a tighter upper bound of the field's own. */
    public static void require(String field, Param p, double min, double max) {
        if (p == null) {
            throw new ModelFiles.InvalidFieldException(field, "missing");
        }
        if (p.source() == null || p.source().isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
        }
        if (Double.isNaN(p.value()) || p.value() < min) {
            throw new ModelFiles.InvalidFieldException(field + ".value", p.value() + " must be >= " + min);
        }
        if (p.value() > max) {
            throw new ModelFiles.InvalidFieldException(field + ".value", p.value() + " must be <= " + max);
        }
    }
}
