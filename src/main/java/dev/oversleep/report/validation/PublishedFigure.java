package dev.oversleep.report.validation;

/**
 * A published number as a validation row gives it: as the source wrote it ({@code text}, in
 * {@code unit}), and in the row's unit, durations in integer ns ({@code *_ns}) and other units as numbers, with its
 * range or spread and what they mean when the source gives them.
 */
public record PublishedFigure(String text, String unit, Long valueNs, Long minNs, Long maxNs, Long spreadNs, Number value,
                              Number min, Number max, Number spread, String meaning) {

    static PublishedFigure of(Published p) {
        Figure v = Figure.of(p.value(), p.unit());
        Figure min = p.min() == null ? null : Figure.of(p.min(), p.unit());
        Figure max = p.max() == null ? null : Figure.of(p.max(), p.unit());
        Figure spread = p.spread() == null ? null : Figure.of(p.spread(), p.unit());
        return new PublishedFigure(ValidationTable.published(p), p.unit(), v.valueNs(), ns(min), ns(max), ns(spread), v.value(),
                value(min), value(max), value(spread), p.meaning());
    }

    private static Long ns(Figure f) {
        return f == null ? null : f.valueNs();
    }

    private static Number value(Figure f) {
        return f == null ? null : f.value();
    }
}
