package dev.oversleep.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One time scale for a whole timeline: {@code spanNs} fills {@code widthPx} pixels starting at
 * {@code x0}. Ticks fall on round milliseconds (1, 2 or 5 times a power of ten), about ten of
 * them across the span, so every chart that shares the axis can be read against the same ms.
 */
record TimeAxis(double x0, double widthPx, long spanNs) {

    double x(long ns) {
        return x0 + ns * widthPx / Math.max(1, spanNs);
    }

    double width(long ns) {
        return ns * widthPx / Math.max(1, spanNs);
    }

    /** Pixels per millisecond, the number every chart of one page must share. */
    double pxPerMs() {
        return widthPx * 1e6 / Math.max(1, spanNs);
    }

    /** The tick step in ms: the 1-2-5 value nearest above a tenth of the span. */
    double stepMs() {
        double raw = spanNs / 1e6 / 10;
        if (raw <= 0) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return m * p;
            }
        }
        return 10 * p;
    }

    List<Double> ticksMs() {
        List<Double> out = new ArrayList<>();
        double step = stepMs();
        for (int i = 0; i * step <= spanNs / 1e6 + 1e-9; i++) {
            out.add(i * step);
        }
        return out;
    }

    static String label(double ms) {
        return ms == Math.rint(ms) ? String.format(Locale.ROOT, "%.0f", ms) : String.format(Locale.ROOT, "%.1f", ms);
    }

    /**
     * The axis as SVG: a baseline at Y, a tick and its ms label every step, and faint grid lines
     * down to GRID_BOTTOM (labels above the line when LABELS_ABOVE).
     */
    String svg(double y, double gridBottom, boolean labelsAbove) {
        StringBuilder g = new StringBuilder();
        g.append(String.format(Locale.ROOT, "<line class=\"axis\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                + "stroke=\"#444\" stroke-width=\"1\"/>\n", x0, y, x0 + widthPx, y));
        List<Double> ticks = ticksMs();
        for (int i = 0; i < ticks.size(); i++) {
            double ms = ticks.get(i);
            double x = x(Math.round(ms * 1e6));
            g.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                    + "stroke=\"#ddd\" stroke-width=\"1\"/>", x, y, x, gridBottom));
            g.append(String.format(Locale.ROOT, "<line class=\"tick\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                    + "stroke=\"#444\"/>", x, y - 4, x, y + 4));
            String text = label(ms) + (i == ticks.size() - 1 ? " ms" : "");
            g.append(String.format(Locale.ROOT, "<text class=\"ticklabel\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
                    x, labelsAbove ? y - 7 : y + 15, text));
        }
        return g.toString();
    }
}
