package dev.oversleep.report;

import dev.oversleep.pm.PmResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The labels over a strategy chart's phase bands ("resume 2956.728 ms"), each starting where its
 * phase starts and stacked into as few lines as keep them apart: a phase of a few ms is followed
 * by the next one's label a few pixels later, and two labels on one line would overlap. A label
 * that would run past the chart's right edge is moved left to end inside it, so none is cut.
 */
record PhaseLabels(List<Label> labels, int lines) {
    /** Space kept between two labels on one line, in user units. */
    static final double GAP = 6;

    /** One label: its text, where it starts, on which line (0 at the top). */
    record Label(String text, double x, int line) {
    }

    /** The labels of S's phases that took time, against AXIS, in a chart WIDTH user units wide. */
    static PhaseLabels of(PmResult.StrategyRun s, TimeAxis axis, double width) {
        List<Label> out = new ArrayList<>();
        List<Double> lineEnds = new ArrayList<>();
        for (PmResult.PhaseTime p : s.phases()) {
            if (p.durationNs() <= 0) {
                continue;
            }
            String text = p.phase() + " " + Units.ms(p.durationNs()) + " ms";
            double w = SvgText.width(text);
            double x = Math.max(2, Math.min(axis.x(p.startNs()) + 2, width - 2 - w));
            int line = 0;
            while (line < lineEnds.size() && lineEnds.get(line) + GAP > x) {
                line++;
            }
            if (line == lineEnds.size()) {
                lineEnds.add(x + w);
            } else {
                lineEnds.set(line, x + w);
            }
            out.add(new Label(text, x, line));
        }
        return new PhaseLabels(List.copyOf(out), lineEnds.size());
    }
}
