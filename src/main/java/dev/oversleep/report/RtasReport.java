package dev.oversleep.report;

import dev.oversleep.rtas.DlparResult;
import dev.oversleep.rtas.DlparResult.EraResult;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/** Text view of a DLPAR study: eras side by side, then calls by token and status, then sleeps. */
public final class RtasReport {
    private RtasReport() {
    }

    public static String dlpar(DlparResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "'%s', load %s, firmware %s, platform %s, HZ=%d, %d runs per era, seed %d, timebase %s%n",
                r.request(), r.load(), r.firmware(), r.platform(), r.hz(), r.runs(), r.seed(), r.timebase()));
        TextTable t = new TextTable("kernel", "busy_delay", "rc", "elapsed_ms", "+-", "task_cpu_ms", "+-", "rtas_calls", "+-");
        for (EraResult e : r.results()) {
            t.row(e.kernel(), e.busyDelay(), e.rc(), Units.ms(e.elapsedNsMean()), Units.ms(e.elapsedNsStddev()),
                    Units.ms(e.taskCpuNsMean()), Units.ms(e.taskCpuNsStddev()),
                    String.format(Locale.ROOT, "%.1f", e.rtasCallsMean()), e.rtasCallsStddev());
        }
        sb.append(t.render());

        sb.append("\nRTAS calls per run by token and status:\n");
        TreeSet<String> keys = new TreeSet<>();
        r.results().forEach(e -> e.callsByToken().forEach((tok, m) -> m.keySet().forEach(s -> keys.add(tok + "\t" + s))));
        String[] headers = new String[2 + r.results().size()];
        headers[0] = "token";
        headers[1] = "status";
        for (int i = 0; i < r.results().size(); i++) {
            headers[2 + i] = "kernel " + r.results().get(i).kernel();
        }
        TextTable calls = new TextTable(headers);
        for (String k : keys) {
            String[] parts = k.split("\t");
            Object[] row = new Object[headers.length];
            row[0] = parts[0];
            row[1] = parts[1];
            for (int i = 0; i < r.results().size(); i++) {
                Map<String, Double> m = r.results().get(i).callsByToken().get(parts[0]);
                Double v = m == null ? null : m.get(parts[1]);
                row[2 + i] = v == null ? "-" : String.format(Locale.ROOT, "%.1f", v);
            }
            calls.row(row);
        }
        sb.append(calls.render());

        sb.append("\nsleeps per run by primitive:\n");
        TextTable sleeps = new TextTable("kernel", "primitive", "count", "total_ms", "oversleep_ms");
        for (EraResult e : r.results()) {
            e.sleeps().forEach((p, s) -> sleeps.row(e.kernel(), p, String.format(Locale.ROOT, "%.1f", s.countMean()),
                    Units.ms(s.totalNsMean()), Units.ms(s.oversleepNsMean())));
        }
        sb.append(sleeps.render());
        return sb.toString();
    }
}
