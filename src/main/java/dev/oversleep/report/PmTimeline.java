package dev.oversleep.report;

import dev.oversleep.pm.DeviceRun;
import dev.oversleep.pm.PmResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A self-contained HTML timeline of a suspend or resume, in the manner of Intel's sleepgraph:
 * one row per device (in the order they first start), bars coloured by phase, a lane per CPU showing which callback ran where,
 * a tooltip (SVG title) with device, phase, duration and CPU, and a summary header. Inline SVG,
 * no scripts, no network.
 */
public final class PmTimeline {
    private static final String[] PHASE_COLOURS = {"#8da0cb", "#66c2a5", "#fc8d62", "#e78ac3", "#a6d854", "#ffd92f",
        "#e5c494", "#b3b3b3"};
    private static final int ROW = 16;
    private static final int LABEL = 190;
    private static final int WIDTH = 1100;

    private PmTimeline() {
    }

    public static String html(PmResult r) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>").append(esc(r.machine())).append(' ')
                .append(esc(r.direction())).append(" timeline</title>\n<style>body{font-family:sans-serif;margin:16px}"
                        + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
                        + "svg text{font-size:11px;font-family:monospace}</style></head><body>\n");
        h.append("<h1>").append(esc(r.machine())).append(' ').append(esc(r.direction())).append("</h1>\n<p>kernel ")
                .append(esc(r.kernel())).append(", HZ=").append(r.hz()).append(", acpi_os_sleep ").append(esc(r.acpiOsSleep()))
                .append(", ").append(r.cpus()).append(" CPUs, placement ").append(esc(r.placement())).append(", seed ")
                .append(r.seed()).append("</p>\n");
        h.append(summary(r));
        for (PmResult.StrategyRun s : r.strategies()) {
            h.append(chart(s, r.cpus()));
        }
        h.append("</body></html>\n");
        return h.toString();
    }

    private static String summary(PmResult r) {
        StringBuilder t = new StringBuilder("<table><tr><th>strategy</th>");
        List<String> phases = List.copyOf(r.strategies().get(0).phases().keySet());
        phases.forEach(p -> t.append("<th>").append(esc(p)).append(" ms</th>"));
        t.append("<th>total ms</th></tr>\n");
        for (PmResult.StrategyRun s : r.strategies()) {
            t.append("<tr><td>").append(esc(s.strategy())).append("</td>");
            phases.forEach(p -> t.append("<td>").append(Units.ms(s.phases().get(p))).append("</td>"));
            t.append("<td><b>").append(Units.ms(s.totalNs())).append("</b></td></tr>\n");
        }
        return t.append("</table>\n").toString();
    }

    private static String chart(PmResult.StrategyRun s, int cpus) {
        List<DeviceRun> shown = s.devices().stream().filter(d -> d.endNs() > d.startNs()).toList();
        Map<String, Integer> rows = new LinkedHashMap<>();
        shown.stream().sorted(java.util.Comparator.comparingLong(DeviceRun::startNs))
                .forEach(d -> rows.putIfAbsent(d.device(), rows.size()));
        List<String> phases = new ArrayList<>(s.phases().keySet());
        double total = Math.max(1, s.totalNs());
        double scale = (WIDTH - LABEL - 10) / total;
        int height = (rows.size() + cpus + 3) * ROW + 30;
        StringBuilder g = new StringBuilder();
        g.append("<h2>").append(esc(s.strategy())).append(": ").append(Units.ms(s.totalNs())).append(" ms</h2>\n");
        g.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"").append(height)
                .append("\">\n");
        long t0 = 0;
        for (String p : phases) {
            long len = s.phases().get(p);
            if (len > 0) {
                int x = LABEL + (int) (t0 * scale);
                g.append(String.format("<rect x=\"%d\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"%s\" opacity=\"0.12\">"
                        + "<title>%s %s ms</title></rect><text x=\"%d\" y=\"11\">%s</text>\n", x,
                        Math.max(1, (int) (len * scale)), height, colour(phases, p), esc(p), Units.ms(len), x + 2, esc(p)));
            }
            t0 += len;
        }
        int y0 = 2 * ROW;
        for (Map.Entry<String, Integer> e : rows.entrySet()) {
            g.append(String.format("<text x=\"2\" y=\"%d\">%s</text>\n", y0 + e.getValue() * ROW + 11, esc(e.getKey())));
        }
        int lanes = y0 + rows.size() * ROW + ROW;
        for (int c = 0; c < cpus; c++) {
            g.append(String.format("<text x=\"2\" y=\"%d\">CPU %d</text>\n", lanes + c * ROW + 11, c));
        }
        for (DeviceRun d : shown) {
            int x = LABEL + (int) (d.startNs() * scale);
            int w = Math.max(1, (int) ((d.endNs() - d.startNs()) * scale));
            String tip = String.format("%s %s: %s ms on CPU %d (%s; %s)", d.device(), d.phase(),
                    Units.ms(d.endNs() - d.startNs()), d.cpu(), d.async() ? "async" : "sync", d.waitedFor());
            for (int y : new int[] {y0 + rows.get(d.device()) * ROW, lanes + d.cpu() * ROW}) {
                g.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#333\" "
                        + "stroke-width=\"0.3\"><title>%s</title></rect>\n", x, y + 2, w, ROW - 4,
                        colour(phases, d.phase()), esc(tip)));
            }
        }
        g.append("</svg>\n<p>critical path: ").append(esc(String.join(" → ", s.criticalPath()))).append("</p>\n");
        return g.toString();
    }

    private static String colour(List<String> phases, String phase) {
        return PHASE_COLOURS[Math.max(0, phases.indexOf(phase)) % PHASE_COLOURS.length];
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
