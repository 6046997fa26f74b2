package dev.oversleep.report.validation;

/**
 * A number of a validation row in the row's unit: a duration as integer ns ({@code value_ns}),
 * any other unit as a number ({@code value}: an integer when whole), so durations keep the
 * vocabulary's integer ns and counts stay integers.
 */
public record Figure(Long valueNs, Number value) {

    /** {@code x} in {@code unit} as the row gives it: ns when {@code unit} is a duration. */
    static Figure of(double x, String unit) {
        return FigureUnit.isDuration(unit) ? new Figure(Math.round(FigureUnit.convert(x, unit, "ns")), null)
                : new Figure(null, number(x));
    }

    /**
     * A whole number as an integer, so 2500.0 calls is written 2500; any other to six decimals,
     * past which a model's mean or a ratio of two durations carries only noise of the arithmetic.
     */
    static Number number(double x) {
        if (x == Math.rint(x) && Math.abs(x) < 0x1p53) {
            return (long) x;
        }
        if (Math.abs(x) >= 1e12) {
            return x;
        }
        double rounded = Math.round(x * 1e6) / 1e6;
        return rounded == Math.rint(rounded) && Math.abs(rounded) < 0x1p53 ? (Number) (long) rounded : (Number) rounded;
    }
}
