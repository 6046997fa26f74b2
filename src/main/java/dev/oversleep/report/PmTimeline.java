package dev.oversleep.report;

import dev.oversleep.pm.DeviceRun;
import dev.oversleep.pm.PmResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A self-contained HTML timeline of a suspend or resume, in the manner of Intel's sleepgraph,
 * for comparing strategies by eye: every chart on the page shares one time axis in ms (the
 * longest strategy's total fills the width), the strategies are stacked first in an overview
 * and then one chart each — a row per device in the order they start, bars coloured by phase,
 * async callbacks hatched, the critical path outlined, durations written on every bar long
 * enough to hold them — with the devices whose callbacks are all short grouped into one row
 * that opens (an HTML {@code <details>}) into one row each, a lane per CPU, and a table of
 * every callback (start, end, duration, CPU, what it waited for). Inline SVG; no scripts, no
 * network.
 *
 * <p>The page is read in windows of any width. Every chart is drawn in one viewBox
 * {@link #WIDTH} user units wide and scaled by CSS to the width of the page, so the charts keep
 * one scale on screen too. Below {@link #MIN_PX} pixels (where its text would shrink under
 * 9 px) a chart stops shrinking and its box scrolls sideways, with a bar. A chart or table
 * taller than most windows (the minor devices, every callback) scrolls in a box 85% of the
 * window high, so that its sideways bar is on screen whenever the chart is, not thousands of
 * pixels further down. Every label is placed, or shortened, by its computed width
 * ({@link SvgText}) to lie inside the viewBox, which a scaled chart never cuts.
 */
public final class PmTimeline {
    static final String[] PHASE_COLOURS = {"#8da0cb", "#66c2a5", "#fc8d62", "#e78ac3", "#a6d854", "#ffd92f",
        "#e5c494", "#b3b3b3"};
    /** The overview's total bars: one colour used nowhere else, so a picture of the page can be measured. */
    static final String TOTAL_COLOUR = "#1f3b63";
    /** The charts' viewBox width in user units; the CSS scales it to the page's width. */
    static final int WIDTH = 1200;
    /**
     * The row labels' column: 36 characters whole (a device's PCI address and name, e.g. the
     * Dell's "0000:00:1d.0 RP09 thunderbolt port", run to 34), longer ones shortened.
     */
    static final int LABEL = 280;
    /** Right of the axis: room for the longest strategy's total written after its bar. */
    static final int RIGHT = 110;
    static final int ROW = 18;
    /** The narrowest a chart is drawn, in CSS px: its 12-unit text at 9 px. Narrower windows scroll it. */
    static final int MIN_PX = 900;
    /** The widest: beyond it a wider window adds margin rather than ever larger text. */
    static final int MAX_PX = 1800;
    /** A chart taller than this, in user units (700 to 1000 px as drawn), scrolls in a box of its own. */
    static final int TALL = 800;
    /** A table with more rows than this scrolls in a box of its own, its header row kept in view. */
    static final int TALL_ROWS = 30;
    /** The page's margin in CSS px: a chart's box is the window's width less two of these (and a vertical scroll bar). */
    static final int MARGIN = 16;
    /**
     * Table cells keep to one line (a table wider than the page scrolls in its box instead of
     * wrapping names and numbers); long words elsewhere may break anywhere rather than widen
     * the page.
     */
    static final String STYLE = "body{font-family:sans-serif;margin:" + MARGIN + "px;color:#222;overflow-wrap:anywhere}"
            + "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right;"
            + "white-space:nowrap;background:#fff}td.l,th.l{text-align:left}"
            + ".scroll,.chart{overflow-x:auto;max-width:100%}.tall{max-height:85vh;overflow-y:auto}"
            + ".tall th{position:sticky;top:0}"
            + ".chart svg{display:block;width:100%;min-width:" + MIN_PX + "px;max-width:" + MAX_PX + "px;height:auto}"
            + "svg text{font-size:" + (int) SvgText.FONT + "px;font-family:monospace}"
            + "details{margin:6px 0 12px 0}summary{cursor:pointer;font-weight:bold}"
            + ".legend span{display:inline-block;margin-right:14px;white-space:nowrap}.sw{display:inline-block;width:14px;"
            + "height:10px;border:1px solid #333;margin-right:4px;vertical-align:middle}";
    /** A device is minor when its longest callback is shorter than this share of the axis. */
    static final double MINOR_SHARE = 0.015;
    static final int MAX_MAJOR_ROWS = 40;

    private PmTimeline() {
    }

    public static String html(PmResult r) {
        long span = r.strategies().stream().mapToLong(PmResult.StrategyRun::totalNs).max().orElse(1);
        TimeAxis axis = new TimeAxis(LABEL, WIDTH - LABEL - RIGHT, Math.max(1, span));
        List<String> phases = r.strategies().get(0).phases().stream().map(PmResult.PhaseTime::phase).toList();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>").append(esc(r.machine())).append(' ')
                .append(esc(r.direction())).append(" timeline</title>\n<style>").append(STYLE).append("</style></head><body>\n");
        h.append("<h1>").append(esc(r.machine())).append(' ').append(esc(r.direction())).append("</h1>\n<p>kernel ")
                .append(esc(r.kernel())).append(", HZ=").append(r.hz()).append(", platform ").append(esc(r.platform()))
                .append(", acpi_os_sleep ").append(esc(r.acpiOsSleep())).append(", ").append(r.cpus())
                .append(" CPUs, placement ").append(esc(r.placement())).append(", seed ").append(r.seed())
                .append(r.runs() > 1 ? ", " + r.runs() + " runs (charts: the first)" : "")
                .append(". Every chart uses one scale: the time axis spans the longest total, ").append(Units.ms(span))
                .append(" ms, with a tick every ").append(TimeAxis.label(axis.stepMs())).append(" ms.</p>\n");
        h.append(summary(r, phases));
        h.append(legend(phases));
        h.append("<h2>All strategies, one scale</h2>\n").append(overview(r, axis, phases));
        for (PmResult.StrategyRun s : r.strategies()) {
            h.append(strategy(s, axis, phases, r.cpus()));
        }
        h.append("</body></html>\n");
        return h.toString();
    }

    private static String summary(PmResult r, List<String> phases) {
        StringBuilder t = new StringBuilder("<div class=\"scroll\"><table><tr><th class=\"l\">strategy</th>");
        phases.forEach(p -> t.append("<th>").append(esc(p)).append(" ms</th>"));
        t.append("<th>total ms</th>");
        if (r.runs() > 1) {
            t.append("<th>mean ms</th><th>stddev ms</th><th>min ms</th><th>max ms</th>");
        }
        t.append("</tr>\n");
        for (PmResult.StrategyRun s : r.strategies()) {
            t.append("<tr><td class=\"l\">").append(esc(s.strategy())).append("</td>");
            phases.forEach(p -> t.append("<td>").append(Units.ms(s.phaseNs(p))).append("</td>"));
            t.append("<td><b>").append(Units.ms(s.totalNs())).append("</b></td>");
            if (r.runs() > 1) {
                t.append("<td>").append(Units.ms(s.total().meanNs())).append("</td><td>").append(Units.ms(s.total().stddevNs()))
                        .append("</td><td>").append(Units.ms(s.total().minNs())).append("</td><td>")
                        .append(Units.ms(s.total().maxNs())).append("</td>");
            }
            t.append("</tr>\n");
        }
        return t.append("</table></div>\n").toString();
    }

    private static String legend(List<String> phases) {
        StringBuilder l = new StringBuilder("<p class=\"legend\">");
        for (String p : phases) {
            l.append("<span><i class=\"sw\" style=\"background:").append(colour(phases, p)).append("\"></i>").append(esc(p))
                    .append("</span>");
        }
        l.append("<span><i class=\"sw\" style=\"background:repeating-linear-gradient(45deg,#999 0 2px,#fff 2px 5px)\"></i>")
                .append("async callback</span><span><i class=\"sw\" style=\"border:2px solid #000\"></i>critical path</span>")
                .append("<span>numbers on bars: ms</span></p>\n");
        return l.toString();
    }

    /** Each strategy's total as one bar, its phases as a strip beneath, all against the shared axis. */
    private static String overview(PmResult r, TimeAxis axis, List<String> phases) {
        int rowH = 30;
        int top = 28;
        int height = top + r.strategies().size() * rowH + 26;
        StringBuilder g = svgOpen(height, axis, "overview");
        g.append(axis.svg(top - 6, height - 22, true));
        int y = top;
        for (PmResult.StrategyRun s : r.strategies()) {
            g.append(SvgText.text(4, y + 12, s.strategy(), LABEL - 12, false, "class=\"strategy\""));
            g.append(String.format(Locale.ROOT, "<rect class=\"total\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"12\" "
                    + "fill=\"%s\"><title>%s: %s ms</title></rect>", axis.x(0), y + 2, Math.max(1, axis.width(s.totalNs())),
                    TOTAL_COLOUR, esc(s.strategy()), Units.ms(s.totalNs())));
            String total = Units.ms(s.totalNs()) + " ms";
            g.append(SvgText.text(Math.min(axis.x(s.totalNs()) + 6, WIDTH - 2 - SvgText.width(total)), y + 12, total,
                    WIDTH, false, "class=\"totallabel\""));
            for (PmResult.PhaseTime p : s.phases()) {
                if (p.durationNs() > 0) {
                    g.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"7\" fill=\"%s\">"
                            + "<title>%s %s: %s ms</title></rect>", axis.x(p.startNs()), y + 16,
                            Math.max(1, axis.width(p.durationNs())), colour(phases, p.phase()), esc(s.strategy()),
                            esc(p.phase()), Units.ms(p.durationNs())));
                }
            }
            g.append('\n');
            y += rowH;
        }
        g.append(axis.svg(height - 22, height - 22, false));
        return g.append("</svg></div>\n").toString();
    }

    private static String strategy(PmResult.StrategyRun s, TimeAxis axis, List<String> phases, int cpus) {
        List<DeviceRun> shown = s.devices().stream().filter(d -> d.endNs() > d.startNs()).toList();
        Map<String, List<DeviceRun>> byDevice = new LinkedHashMap<>();
        shown.stream().sorted(Comparator.comparingLong(DeviceRun::startNs))
                .forEach(d -> byDevice.computeIfAbsent(d.device(), k -> new ArrayList<>()).add(d));
        long minorNs = Math.round(axis.spanNs() * MINOR_SHARE);
        List<String> major = new ArrayList<>();
        List<String> minor = new ArrayList<>();
        for (Map.Entry<String, List<DeviceRun>> e : byDevice.entrySet()) {
            long longest = e.getValue().stream().mapToLong(DeviceRun::durationNs).max().orElse(0);
            boolean critical = e.getValue().stream().anyMatch(DeviceRun::critical);
            ((longest >= minorNs || critical && longest * 4 >= minorNs) && major.size() < MAX_MAJOR_ROWS ? major : minor)
                    .add(e.getKey());
        }
        StringBuilder h = new StringBuilder();
        h.append("<h2>").append(esc(s.strategy())).append(": ").append(Units.ms(s.totalNs())).append(" ms</h2>\n");
        h.append(criticalPath(s));
        List<String> rows = new ArrayList<>(major);
        if (!minor.isEmpty()) {
            rows.add(null);
        }
        h.append(chart(s, axis, phases, rows, byDevice, minor, cpus, "strategy " + s.strategy()));
        if (!minor.isEmpty()) {
            h.append("<details><summary>").append(minor.size()).append(" minor devices (every callback under ")
                    .append(Units.ms(minorNs)).append(" ms), one row each</summary>\n");
            h.append(chart(s, axis, phases, minor, byDevice, List.of(), 0, "minor " + s.strategy()));
            h.append("</details>\n");
        }
        h.append(table(s, shown));
        return h.toString();
    }

    /** The chain that set the total, shortened when long, whole in a details element. */
    private static String criticalPath(PmResult.StrategyRun s) {
        List<String> links = s.criticalPath().stream().map(l -> l.phase() + ": " + l.device()).toList();
        StringBuilder p = new StringBuilder("<p>critical path (").append(links.size()).append(" callbacks, outlined): ");
        if (links.size() <= 10) {
            return p.append(esc(String.join(" → ", links))).append("</p>\n").toString();
        }
        p.append(esc(String.join(" → ", links.subList(0, 3)))).append(" → … (").append(links.size() - 8).append(" more) → ")
                .append(esc(String.join(" → ", links.subList(links.size() - 5, links.size())))).append("</p>\n");
        return p.append("<details><summary>the whole critical path</summary><p>").append(esc(String.join(" → ", links)))
                .append("</p></details>\n").toString();
    }

    /** ROWS: device names, null for the one row that holds every device of GROUPED. */
    private static String chart(PmResult.StrategyRun s, TimeAxis axis, List<String> phases, List<String> rows,
                                Map<String, List<DeviceRun>> byDevice, List<String> grouped, int cpus, String id) {
        PhaseLabels labels = PhaseLabels.of(s, axis, WIDTH);
        // phase labels' lines, tick labels, the axis, then the rows
        int top = (int) SvgText.LINE * labels.lines() + 32;
        int lanesTop = top + rows.size() * ROW + (cpus > 0 ? ROW : 0);
        int bottom = lanesTop + cpus * ROW;
        int height = bottom + 28;
        StringBuilder g = svgOpen(height, axis, id);
        for (PmResult.PhaseTime p : s.phases()) {
            if (p.durationNs() > 0) {
                g.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\" "
                        + "opacity=\"0.15\"><title>%s %s ms</title></rect>\n", axis.x(p.startNs()), top - 8,
                        Math.max(1, axis.width(p.durationNs())), bottom - top + 8, colour(phases, p.phase()), esc(p.phase()),
                        Units.ms(p.durationNs())));
            }
        }
        for (PhaseLabels.Label l : labels.labels()) {
            g.append(SvgText.text(l.x(), 13 + SvgText.LINE * l.line(), l.text(), WIDTH - l.x(), false, "class=\"phaselabel\""))
                    .append('\n');
        }
        g.append(axis.svg(top - 12, bottom, true));
        for (int r = 0; r < rows.size(); r++) {
            String dev = rows.get(r);
            int y = top + r * ROW;
            if (r % 2 == 1) {
                g.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#000\" "
                        + "opacity=\"0.03\"/>", y, axis.x0() + axis.widthPx() + 4, ROW));
            }
            String label = dev == null ? "+ " + grouped.size() + " minor devices (open below)" : dev;
            g.append(SvgText.text(4, y + 13, label, LABEL - 12, true, "class=\"device\"")).append('\n');
            List<DeviceRun> bars = new ArrayList<>();
            if (dev == null) {
                grouped.forEach(d -> bars.addAll(byDevice.get(d)));
            } else {
                bars.addAll(byDevice.get(dev));
            }
            for (DeviceRun d : bars) {
                g.append(bar(d, axis, phases, y, dev != null, dev != null));
            }
        }
        if (cpus > 0) {
            g.append(SvgText.text(4, lanesTop - 4, "CPU lanes (callbacks by CPU)", LABEL - 12, false,
                    "class=\"lane\" font-weight=\"bold\"")).append('\n');
            for (int c = 0; c < cpus; c++) {
                int y = lanesTop + c * ROW;
                g.append(SvgText.text(4, y + 13, "CPU " + c, LABEL - 12, false, "class=\"lane\"")).append('\n');
                for (List<DeviceRun> runs : byDevice.values()) {
                    for (DeviceRun d : runs) {
                        if (d.cpu() == c) {
                            g.append(bar(d, axis, phases, y, false, false));
                        }
                    }
                }
            }
        }
        g.append(axis.svg(bottom + 6, bottom + 6, false));
        return g.append("</svg></div>\n").toString();
    }

    /** One callback; LABELLED writes its duration when it fits, MARKED outlines it when on the critical path. */
    private static String bar(DeviceRun d, TimeAxis axis, List<String> phases, int y, boolean labelled, boolean marked) {
        double x = axis.x(d.startNs());
        double w = Math.max(1, axis.width(d.durationNs()));
        boolean outline = marked && d.critical() && w >= 3;
        String tip = String.format(Locale.ROOT, "%s %s: %s ms, %s to %s ms, CPU %d, %s; %s%s", d.device(), d.phase(),
                Units.ms(d.durationNs()), Units.ms(d.startNs()), Units.ms(d.endNs()), d.cpu(), d.async() ? "async" : "sync",
                d.waitedFor(), d.critical() ? "; on the critical path" : "");
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "<rect class=\"bar\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\" "
                + "stroke=\"%s\" stroke-width=\"%s\"><title>%s</title></rect>", x, y + 2, w, ROW - 4,
                colour(phases, d.phase()), outline ? "#000" : "#555", outline ? "2" : marked || labelled ? "0.4" : "0", esc(tip)));
        if (d.async()) {
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"url(#hatch)\" "
                    + "pointer-events=\"none\"/>", x, y + 2, w, ROW - 4));
        }
        String ms = TimeAxis.label(Math.round(d.durationNs() / 1e5) / 10.0);
        if (labelled && w >= SvgText.width(ms) + 6) {
            b.append(SvgText.text(x + w / 2, y + 13, ms, w, false, "class=\"dur\" text-anchor=\"middle\""));
        }
        return b.append('\n').toString();
    }

    private static String table(PmResult.StrategyRun s, List<DeviceRun> shown) {
        StringBuilder t = new StringBuilder("<details><summary>Every callback of ").append(esc(s.strategy())).append(" (")
                .append(shown.size()).append(")</summary>\n<div class=\"")
                .append(shown.size() > TALL_ROWS ? "scroll tall" : "scroll").append("\"><table><tr><th class=\"l\">device</th><th class=\"l\">phase</th>"
                        + "<th class=\"l\">mode</th><th>start ms</th><th>end ms</th><th>duration ms</th><th>CPU</th>"
                        + "<th class=\"l\">waited for</th><th class=\"l\">critical</th></tr>\n");
        shown.stream().sorted(Comparator.comparingLong(DeviceRun::startNs)).forEach(d -> t.append("<tr><td class=\"l\">")
                .append(esc(d.device())).append("</td><td class=\"l\">").append(esc(d.phase())).append("</td><td class=\"l\">")
                .append(d.async() ? "async" : "sync").append("</td><td>").append(Units.ms(d.startNs())).append("</td><td>")
                .append(Units.ms(d.endNs())).append("</td><td>").append(Units.ms(d.durationNs())).append("</td><td>")
                .append(d.cpu()).append("</td><td class=\"l\">").append(esc(d.waitedFor())).append("</td><td class=\"l\">")
                .append(d.critical() ? "yes" : "").append("</td></tr>\n"));
        return t.append("</table></div></details>\n").toString();
    }

    private static StringBuilder svgOpen(int height, TimeAxis axis, String id) {
        StringBuilder g = new StringBuilder("<div class=\"").append(height > TALL ? "chart tall" : "chart")
                .append("\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ");
        g.append(WIDTH).append(' ').append(height).append("\" data-chart=\"").append(esc(id))
                .append(String.format(Locale.ROOT, "\" data-px-per-ms=\"%.6f\">\n", axis.pxPerMs()));
        g.append("<defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#fff\" "
                + "stroke-width=\"2\" opacity=\"0.7\"/></pattern></defs>\n");
        return g;
    }

    private static String colour(List<String> phases, String phase) {
        return PHASE_COLOURS[Math.max(0, phases.indexOf(phase)) % PHASE_COLOURS.length];
    }

    private static String esc(String s) {
        return SvgText.esc(s);
    }
}
