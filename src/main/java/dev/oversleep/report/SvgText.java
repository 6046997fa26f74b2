package dev.oversleep.report;

import java.util.Locale;

/**
 * Text in the timeline's SVG charts, measured before it is drawn. The page has no script to ask
 * the browser how wide a label came out, so every label is monospace at {@link #FONT} user units
 * and its width is computed here from its length: that is what lets the chart place a label (or
 * shorten it with an ellipsis, the whole text kept in a {@code <title>} tooltip) so that it lies
 * inside the viewBox. A chart that scales to its window scales its text with it, and text inside
 * the viewBox can then never be cut by the chart's edge.
 */
final class SvgText {
    /** Font size in user units (the chart's CSS sets the same). */
    static final double FONT = 12;
    /**
     * Advance of one character: 0.6 em in the monospace fonts browsers pick (DejaVu Sans Mono
     * 0.602, Liberation Mono and Courier 0.600), plus a little so an estimate is never short.
     */
    static final double CHAR = FONT * 0.61;
    /**
     * The height of a text's box as the browser measures it, and so the least distance between
     * two lines of labels that must not overlap: 1.36 em in Noto Sans Mono (ascent 1.07 em,
     * descent 0.29 em), 1.17 em in DejaVu Sans Mono.
     */
    static final double LINE = 17;

    private SvgText() {
    }

    static double width(String s) {
        return s.codePointCount(0, s.length()) * CHAR;
    }

    /** S itself when it fits in MAX user units, else as much of it as fits followed by an ellipsis. */
    static String fit(String s, double max) {
        if (width(s) <= max) {
            return s;
        }
        int chars = Math.max(0, (int) Math.floor(max / CHAR) - 1);
        int end = s.offsetByCodePoints(0, Math.min(chars, s.codePointCount(0, s.length())));
        return s.substring(0, end) + "…";
    }

    /**
     * A {@code <text>} at (X, Y) of at most MAX user units: shortened by {@link #fit} when longer,
     * with the whole of S in a {@code <title>} then (or always, when TOOLTIP). ATTRS is written
     * into the element as is (e.g. {@code font-weight="bold"}).
     */
    static String text(double x, double y, String s, double max, boolean tooltip, String attrs) {
        String shown = fit(s, max);
        StringBuilder t = new StringBuilder(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\"", x, y));
        if (!attrs.isEmpty()) {
            t.append(' ').append(attrs);
        }
        t.append('>').append(esc(shown));
        if (tooltip || !shown.equals(s)) {
            t.append("<title>").append(esc(s)).append("</title>");
        }
        return t.append("</text>").toString();
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
