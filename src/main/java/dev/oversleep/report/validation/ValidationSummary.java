package dev.oversleep.report.validation;

import dev.oversleep.report.TextTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The validate report in brief, one row per area (the command's first word, or for an experiment
 * without one the first word of its name): how many published
 * numbers it has, how many were fitted and how many are predictions, and, over the predictions
 * with a percent error, the median of its size and the worst. No tolerance: the numbers say how
 * near, the reader judges.
 */
public final class ValidationSummary {
    private ValidationSummary() {
    }

    /** One area's figures. */
    record Area(String name, int numbers, int calibration, int predictions, int notModelled, List<Double> errors,
                String worst, double worstPct) {
    }

    public static String render(ValidationResult r) {
        Map<String, String> areaOf = new LinkedHashMap<>();
        r.experiments().forEach(e -> areaOf.put(e.name(), e.command() != null ? e.command().split(" ", 2)[0]
                : e.name().split("-", 2)[0]));
        Map<String, List<ValidationRow>> rows = new LinkedHashMap<>();
        for (ValidationRow row : r.rows()) {
            rows.computeIfAbsent(areaOf.get(row.experiment()), k -> new ArrayList<>()).add(row);
        }
        TextTable t = new TextTable("area", "numbers", "calibration", "predictions", "not_modelled",
                "median_error", "worst_prediction");
        for (Map.Entry<String, List<ValidationRow>> e : rows.entrySet()) {
            int cal = 0;
            int pred = 0;
            int missing = 0;
            List<Double> errs = new ArrayList<>();
            ValidationRow worst = null;
            for (ValidationRow row : e.getValue()) {
                if (!row.status().equals(ValidationRow.MODELLED)) {
                    missing++;
                    continue;
                }
                if (row.role().equals("calibration")) {
                    cal++;
                    continue;
                }
                pred++;
                if (row.errorPct() != null) {
                    errs.add(Math.abs(row.errorPct()));
                    if (worst == null || Math.abs(row.errorPct()) > Math.abs(worst.errorPct())) {
                        worst = row;
                    }
                }
            }
            errs.sort(Double::compare);
            String median = errs.isEmpty() ? "-" : String.format(Locale.ROOT, "%.1f%%", median(errs));
            String worstText = worst == null ? "-" : String.format(Locale.ROOT, "%s, %s: %+.1f%%", worst.experiment(),
                    worst.label(), worst.errorPct());
            t.row(e.getKey(), e.getValue().size(), cal, pred, missing, median, worstText);
        }
        return t.render() + "median_error: the median size of the predictions' errors; calibration numbers were"
                + " fitted; 'oversleep validate' gives every row\n";
    }

    private static double median(List<Double> sorted) {
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
