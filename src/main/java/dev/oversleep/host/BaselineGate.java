package dev.oversleep.host;

import dev.oversleep.input.BadValueException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The CI gate: a row fails when one of its statistics exceeds a threshold, either relative to
 * the same row of a baseline result ({@code p99=2x}) or absolute ({@code p99=500us}). Rows are
 * matched by method and requested length. A gate that compares nothing has not passed: a row
 * the baseline lacks fails the gate unless missing rows are allowed, and that is known before
 * anything is measured ({@link #missingRows}).
 *
 * @param baseline     the earlier result relative rules compare with, or null
 * @param allowMissing rows the baseline lacks are skipped instead of failing the gate
 */
public record BaselineGate(List<Threshold> rules, HostMeasurement baseline, boolean allowMissing) {
    private static final Pattern RULE = Pattern.compile(
            "(p50|p90|p99|p99\\.9|max|mean)=([0-9]+(?:\\.[0-9]+)?)(x|ns|us|ms)");
    private static final Map<String, ToLongFunction<OversleepRow>> METRICS = new LinkedHashMap<>();

    static {
        METRICS.put("p50", r -> r.oversleep().p50Ns());
        METRICS.put("p90", r -> r.oversleep().p90Ns());
        METRICS.put("p99", r -> r.oversleep().p99Ns());
        METRICS.put("p99.9", OversleepRow::oversleepP999Ns);
        METRICS.put("max", r -> r.oversleep().maxNs());
        METRICS.put("mean", r -> r.oversleep().meanNs());
    }

    public BaselineGate {
        rules = List.copyOf(rules);
        if (baseline == null) {
            for (Threshold t : rules) {
                if (t.relative()) {
                    throw new BadValueException("gate rule", t.text(), "a factor compares with a baseline result, "
                            + "and none was given");
                }
            }
        }
    }

    /** A parsed rule: a factor of the baseline or an absolute ns limit. */
    public record Threshold(String metric, double factor, long absoluteNs, String text) {
        public boolean relative() {
            return factor > 0;
        }

        public static Threshold parse(String text) {
            Matcher m = RULE.matcher(text.trim().toLowerCase(Locale.ROOT));
            if (!m.matches()) {
                throw new BadValueException("gate rule", text, "expected METRIC=FACTORx or "
                        + "METRIC=VALUE(ns|us|ms), METRIC one of " + String.join(", ", METRICS.keySet()));
            }
            double v = Double.parseDouble(m.group(2));
            if (v <= 0) {
                throw new BadValueException("gate rule", text, "the limit must be > 0");
            }
            return switch (m.group(3)) {
                case "x" -> new Threshold(m.group(1), v, 0, text);
                case "ns" -> new Threshold(m.group(1), 0, Math.round(v), text);
                case "us" -> new Threshold(m.group(1), 0, Math.round(v * 1e3), text);
                default -> new Threshold(m.group(1), 0, Math.round(v * 1e6), text);
            };
        }
    }

    /** One row over one limit. */
    public record Violation(String method, long requestNs, String rule, long valueNs, long limitNs) {
    }

    /**
     * The outcome: violations, rows the baseline lacked, and how many comparisons were made.
     * It passes only when nothing is above its limit, and something was compared and no row
     * went uncompared (or missing rows were allowed).
     */
    public record Verdict(List<Violation> violations, List<String> unmatched, int compared, boolean allowMissing) {
        public boolean passed() {
            return violations.isEmpty() && (allowMissing || (unmatched.isEmpty() && compared > 0));
        }
    }

    private boolean hasRelativeRules() {
        return rules.stream().anyMatch(Threshold::relative);
    }

    /** Whether the baseline (when there is one) measured the same kind of run. */
    public boolean sameKind(String kind) {
        return baseline == null || baseline.kind().equals(kind);
    }

    /**
     * The planned series that relative rules cannot compare because the baseline has no such
     * row, as "METHOD REQUEST us"; empty when all can be compared or missing rows are allowed.
     */
    public List<String> missingRows(String kind, List<MeasurementCampaign.Series> planned) {
        if (baseline == null || allowMissing || !hasRelativeRules()) {
            return List.of();
        }
        List<String> missing = new ArrayList<>();
        for (MeasurementCampaign.Series s : planned) {
            if (find(baseline, s.rowName(kind), s.requestNs()) == null) {
                missing.add(describe(s.rowName(kind), s.requestNs()));
            }
        }
        return missing;
    }

    /** The rows of the baseline, as "METHOD REQUEST us", for messages. */
    public List<String> baselineRows() {
        return baseline == null ? List.of() : baseline.rows().stream().map(r -> describe(r.method(), r.requestNs())).toList();
    }

    public Verdict check(HostMeasurement current) {
        List<Violation> violations = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        int compared = 0;
        for (OversleepRow row : current.rows()) {
            OversleepRow base = baseline == null ? null : find(baseline, row.method(), row.requestNs());
            if (base == null && hasRelativeRules()) {
                unmatched.add(describe(row.method(), row.requestNs()));
            }
            for (Threshold t : rules) {
                ToLongFunction<OversleepRow> metric = METRICS.get(t.metric());
                long limit;
                if (t.relative()) {
                    if (base == null) {
                        continue;
                    }
                    limit = Math.round(metric.applyAsLong(base) * t.factor());
                } else {
                    limit = t.absoluteNs();
                }
                compared++;
                long value = metric.applyAsLong(row);
                if (value > limit) {
                    violations.add(new Violation(row.method(), row.requestNs(), t.text(), value, limit));
                }
            }
        }
        return new Verdict(violations, unmatched, compared, allowMissing);
    }

    private static String describe(String method, long requestNs) {
        return method + " " + String.format(Locale.ROOT, "%.1f", requestNs / 1e3).replaceAll("\\.0$", "") + " us";
    }

    private static OversleepRow find(HostMeasurement m, String method, long requestNs) {
        return m.rows().stream()
                .filter(r -> r.method().equals(method) && r.requestNs() == requestNs)
                .findFirst().orElse(null);
    }
}
