package dev.oversleep.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The one JSON vocabulary of every {@code --json} document (docs/json.md, "Vocabulary"), as a
 * checker tests run over real output. A violation names its JSON path.
 *
 * <ol>
 * <li>The root is an object whose {@code schema} is {@code oversleep.AREA.COMMAND/N}.
 * <li>Durations are integer ns named {@code *_ns}: no field named in another unit
 *     ({@code *_ms}, {@code *_us}, {@code *_s}, or just {@code ms}), and every value under a
 *     {@code *_ns} name is an integer (or an object or array of them).
 * <li>A distribution is the stats object, exactly {@link #STATS_KEYS}: an object with any of its
 *     statistics has all of them and nothing else.
 * <li>Numbers and booleans are typed: no string of decimal digits, no "yes"/"no" text; a number
 *     with a fraction only where a fraction is meant ({@code *_fraction}, {@code *_pct},
 *     {@code *_ratio}, {@code *_factor}, a model parameter's {@code value}, a mean over
 *     runs of a count: a {@code *_mean} field or any number inside one, and a figure in a unit
 *     of its own: any number inside a {@code published}, {@code model} or {@code difference}
 *     object, as {@code oversleep.validate/1} has them).
 * </ol>
 */
public final class JsonVocabulary {
    public static final Set<String> STATS_KEYS =
            Set.of("count", "mean_ns", "stddev_ns", "min_ns", "p50_ns", "p90_ns", "p99_ns", "max_ns");
    private static final Set<String> STATISTICS = Set.of("mean_ns", "stddev_ns", "p50_ns", "p90_ns", "p99_ns");
    private static final Pattern SCHEMA = Pattern.compile("oversleep\\.[a-z0-9-]+(\\.[a-z0-9-]+)*/[0-9]+");
    private static final Pattern OTHER_UNIT = Pattern.compile("(.*_)?(ms|us|s|sec|secs|seconds|msec|usec|millis|micros)");
    private static final Pattern FRACTION_NAME = Pattern.compile(".*_(fraction|pct|percent|ratio|factor)|value");
    private static final Pattern DIGITS = Pattern.compile("-?[0-9]+");
    private static final Pattern YES_NO = Pattern.compile("(?i)(yes|no)( .*)?");
    /** Objects that hold a figure in a unit of its own (calls, jiffies, %): a fraction is meant there. */
    private static final Set<String> FIGURES = Set.of("published", "model", "difference");

    private JsonVocabulary() {
    }

    /** Every violation of the vocabulary in the document, as "PATH: problem". */
    public static List<String> violations(JsonNode doc) {
        List<String> out = new ArrayList<>();
        if (doc == null || !doc.isObject()) {
            out.add("$: the document is not a JSON object");
            return out;
        }
        JsonNode schema = doc.get("schema");
        if (schema == null || !schema.isTextual() || !SCHEMA.matcher(schema.asText()).matches()) {
            out.add("$.schema: missing or not oversleep.AREA.COMMAND/N: " + schema);
        }
        walk(doc, "$", null, false, out);
        return out;
    }

    private static void walk(JsonNode node, String path, String key, boolean inMean, List<String> out) {
        if (node.isObject()) {
            checkStatsShape(node, path, out);
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String k = e.getKey();
                String p = path + "." + k;
                if (OTHER_UNIT.matcher(k).matches()) {
                    out.add(p + ": a duration in another unit than integer ns (name it *_ns)");
                }
                if (k.endsWith("_ns")) {
                    checkIntegers(e.getValue(), p, out);
                }
                walk(e.getValue(), p, k, inMean || k.endsWith("_mean") || FIGURES.contains(k) && e.getValue().isObject(),
                        out);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]", key, inMean, out);
            }
        } else if (node.isTextual()) {
            String t = node.asText();
            if (DIGITS.matcher(t).matches()) {
                out.add(path + ": a number written as a string: \"" + t + "\"");
            } else if (YES_NO.matcher(t).matches()) {
                out.add(path + ": a boolean written as text: \"" + t + "\"");
            }
        } else if (node.isFloatingPointNumber() && !inMean && (key == null || !FRACTION_NAME.matcher(key).matches())) {
            out.add(path + ": a number with a fraction (" + node + ") where an integer belongs");
        }
    }

    private static void checkStatsShape(JsonNode obj, String path, List<String> out) {
        boolean isStats = false;
        for (String s : STATISTICS) {
            isStats |= obj.has(s);
        }
        if (!isStats) {
            return;
        }
        Set<String> keys = new java.util.TreeSet<>();
        obj.fieldNames().forEachRemaining(keys::add);
        if (!keys.equals(new java.util.TreeSet<>(STATS_KEYS))) {
            out.add(path + ": a distribution must be the stats object " + new java.util.TreeSet<>(STATS_KEYS)
                    + ", has " + keys);
        }
    }

    private static void checkIntegers(JsonNode v, String path, List<String> out) {
        if (v.isNull() || v.isIntegralNumber()) {
            return;
        }
        if (v.isContainerNode()) {
            for (JsonNode c : v) {
                if (!c.isContainerNode()) {
                    checkIntegers(c, path + "[]", out);
                }
            }
            return;
        }
        out.add(path + ": a duration that is not an integer number of ns: " + v);
    }
}
