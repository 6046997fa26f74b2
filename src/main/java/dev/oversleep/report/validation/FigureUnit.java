package dev.oversleep.report.validation;

import java.util.Map;

/**
 * The units a published number is written in. Durations (ns, us, ms, s) convert into each
 * other, so a published "44.6 s" is compared with a document's {@code total_ns}; any other unit
 * ("calls", "jiffies", "%") is compared only with the same unit, because turning, say, ns into
 * jiffies needs the HZ of the run, which the experiment's transform names explicitly.
 */
final class FigureUnit {
    private static final Map<String, Double> NS_PER = Map.of("ns", 1.0, "us", 1e3, "ms", 1e6, "s", 1e9);
    /** The unit of percentages: their error is a difference in points, not a percent of a percent. */
    static final String PERCENT = "%";

    private FigureUnit() {
    }

    static boolean isDuration(String unit) {
        return NS_PER.containsKey(unit);
    }

    /** Whether a value in {@code from} can be compared with one in {@code to}. */
    static boolean comparable(String from, String to) {
        return from.equals(to) || isDuration(from) && isDuration(to);
    }

    /** {@code value} in {@code from} expressed in {@code to} (units that are {@link #comparable}). */
    static double convert(double value, String from, String to) {
        if (from.equals(to)) {
            return value;
        }
        return value * NS_PER.get(from) / NS_PER.get(to);
    }
}
