package dev.oversleep.input;

/**
 * A number in a model file and the note saying where it came from (a kernel file, a
 * datasheet, a published measurement, a fit, an assumption). Model files hold no bare numbers.
 */
public record Param(double value, String source) {

    /** Checks presence, the source note and a lower bound; names the field when it fails. */
    public static void require(String field, Param p, double min) {
        if (p == null) {
            throw new ModelFiles.InvalidFieldException(field, "missing");
        }
        if (p.source() == null || p.source().isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
        }
        if (Double.isNaN(p.value()) || p.value() < min) {
            throw new ModelFiles.InvalidFieldException(field + ".value", p.value() + " must be >= " + min);
        }
    }
}
