package dev.oversleep.host;

import dev.oversleep.input.BadInputException;
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
 * the same row of a baseline result ({@code p99=2x}) or absolute ({@code p99=500us}).
 * Rows are matched by method and requested length.
 */
public final class BaselineGate {
    private static final Pattern RULE = Pattern.compile(
            "(p50|p90|p99|p99\\.9|max|mean)=([0-9]+(?:\\.[0-9]+)?)(x|ns|us|ms)");
    private static final Map<String, ToLongFunction<OversleepRow>> METRICS = new LinkedHashMap<>();

    static {
        METRICS.put("p50", OversleepRow::p50Ns);
        METRICS.put("p90", OversleepRow::p90Ns);
        METRICS.put("p99", OversleepRow::p99Ns);
        METRICS.put("p99.9", OversleepRow::p999Ns);
        METRICS.put("max", OversleepRow::maxNs);
        METRICS.put("mean", OversleepRow::meanNs);
    }

    private BaselineGate() {
    }

    /** A parsed {@code --fail-above} rule: a factor of the baseline or an absolute ns limit. */
    public record Threshold(String metric, double factor, long absoluteNs, String text) {
        public boolean relative() {
            return factor > 0;
        }

        public static Threshold parse(String text) {
            Matcher m = RULE.matcher(text.trim().toLowerCase(Locale.ROOT));
            if (!m.matches()) {
                throw new BadInputException("--fail-above '" + text + "': expected METRIC=FACTORx or "
                        + "METRIC=VALUE(ns|us|ms), METRIC one of " + String.join(", ", METRICS.keySet()));
            }
            double v = Double.parseDouble(m.group(2));
            if (v <= 0) {
                throw new BadInputException("--fail-above '" + text + "': the limit must be > 0");
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

    /** The outcome: violations (the gate fails when any) and rows the baseline lacked. */
    public record Verdict(List<Violation> violations, List<String> unmatched) {
        public boolean passed() {
            return violations.isEmpty();
        }
    }

    public static Verdict check(HostMeasurement current, HostMeasurement baseline, List<Threshold> rules) {
        if (baseline == null && rules.stream().anyMatch(Threshold::relative)) {
            throw new BadInputException("--fail-above with a factor (e.g. p99=2x) needs --baseline FILE");
        }
        if (baseline != null && !baseline.kind().equals(current.kind())) {
            throw new BadInputException("baseline is a '" + baseline.kind() + "' measurement, this run is '"
                    + current.kind() + "'");
        }
        List<Violation> violations = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        for (OversleepRow row : current.rows()) {
            OversleepRow base = baseline == null ? null : find(baseline, row);
            if (baseline != null && base == null) {
                unmatched.add(row.method() + " " + row.requestNs() + " ns");
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
                long value = metric.applyAsLong(row);
                if (value > limit) {
                    violations.add(new Violation(row.method(), row.requestNs(), t.text(), value, limit));
                }
            }
        }
        return new Verdict(violations, unmatched);
    }

    private static OversleepRow find(HostMeasurement m, OversleepRow like) {
        return m.rows().stream()
                .filter(r -> r.method().equals(like.method()) && r.requestNs() == like.requestNs())
                .findFirst().orElse(null);
    }
}
