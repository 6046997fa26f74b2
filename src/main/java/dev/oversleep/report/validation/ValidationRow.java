package dev.oversleep.report.validation;

/**
 * One published number against the model: a row of {@code oversleep validate}.
 *
 * @param status     {@code modelled}, {@code not-modelled} (the tool has no command for it yet:
 *                   {@code missing} says why) or {@code failed} (the experiment's command failed:
 *                   {@code failure} has its line)
 * @param unit       the unit of the row's numbers: {@code ns} for durations, else the published unit
 * @param errorPct   (model - published) / |published| in percent; null where a percent is
 *                   meaningless (a published 0, or a figure that is itself a percentage)
 * @param difference model - published, in {@code unit}
 */
public record ValidationRow(String experiment, String label, String role, String status, String unit,
                            PublishedFigure published, Figure model, Double errorPct, Figure difference,
                            String missing, String failure, String note) {
    public static final String MODELLED = "modelled";
    public static final String NOT_MODELLED = "not-modelled";
    public static final String FAILED = "failed";
}
