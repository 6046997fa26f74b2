package dev.oversleep.report.validation;

import dev.oversleep.report.TextTable;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Text view of {@code oversleep validate}: one row per published number (experiment, number,
 * source in brief, published value with its range or spread, the model's value in the published
 * unit, the error, the role), then why a number is not modelled and which commands failed.
 * Every row is drawn alike: no marks, no colours, no tolerance.
 */
public final class ValidationTable {
    private ValidationTable() {
    }

    public static String render(ValidationResult r) {
        Map<String, ValidationResult.ExperimentRun> byName = new HashMap<>();
        r.experiments().forEach(e -> byName.put(e.name(), e));
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%s of %s (%s), each command run with --json;"
                + " error = (model - published) / published%n", count(r.rows().size(), "published number"),
                count(r.experiments().size(), "experiment"), r.file()));
        TextTable t = new TextTable("experiment", "number", "source", "published", "model", "error", "role");
        for (ValidationRow row : r.rows()) {
            t.row(row.experiment(), row.label(), byName.get(row.experiment()).source().brief(), row.published().text(),
                    model(row), error(row), row.role());
        }
        sb.append(t.render());
        for (ValidationRow row : r.rows()) {
            if (row.status().equals(ValidationRow.NOT_MODELLED)) {
                sb.append("not modelled: ").append(row.experiment()).append(", ").append(row.label()).append(": ")
                        .append(row.missing()).append('\n');
            }
        }
        for (ValidationResult.ExperimentRun e : r.experiments()) {
            if (e.failure() != null) {
                sb.append("failed: ").append(e.name()).append(": oversleep ").append(e.command())
                        .append(" --json: ").append(e.failure()).append('\n');
            }
        }
        sb.append("role: calibration = a model parameter was fitted to this number; prediction = nothing was fitted to it\n");
        return sb.toString();
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    /** A published figure as its source gives it: "44.6 s", "50 % (>= 50)", "1482 ms ± 326". */
    static String published(Published p) {
        StringBuilder s = new StringBuilder(number(p.value())).append(' ').append(p.unit());
        if (p.min() != null && p.max() != null) {
            s.append(" (").append(number(p.min())).append("..").append(number(p.max())).append(')');
        } else if (p.min() != null) {
            s.append(" (>= ").append(number(p.min())).append(')');
        } else if (p.max() != null) {
            s.append(" (<= ").append(number(p.max())).append(')');
        }
        if (p.spread() != null) {
            s.append(" ± ").append(number(p.spread()));
        }
        return s.toString();
    }

    private static String model(ValidationRow row) {
        return switch (row.status()) {
            case ValidationRow.MODELLED -> number(inPublishedUnit(row.model(), row)) + " " + row.published().unit();
            case ValidationRow.NOT_MODELLED -> "not modelled";
            default -> "failed";
        };
    }

    private static String error(ValidationRow row) {
        if (!row.status().equals(ValidationRow.MODELLED)) {
            return "-";
        }
        if (row.errorPct() != null) {
            return String.format(Locale.ROOT, "%+.1f%%", row.errorPct());
        }
        double d = inPublishedUnit(row.difference(), row);
        String unit = row.published().unit();
        return (d >= 0 ? "+" : "") + number(d) + (unit.equals(FigureUnit.PERCENT) ? " points" : " " + unit);
    }

    private static double inPublishedUnit(Figure f, ValidationRow row) {
        String unit = row.published().unit();
        return f.valueNs() != null ? FigureUnit.convert(f.valueNs(), "ns", unit) : f.value().doubleValue();
    }

    /**
     * Three decimals, or four significant digits below 1, trailing zeros dropped: 44.6, 32.019,
     * 2500, 0.03301.
     */
    static String number(double x) {
        int decimals = x == 0 ? 3 : Math.max(3, Math.min(12, 3 - (int) Math.floor(Math.log10(Math.abs(x)))));
        String s = String.format(Locale.ROOT, "%." + decimals + "f", x);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }
}
