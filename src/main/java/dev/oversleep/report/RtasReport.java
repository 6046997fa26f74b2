package dev.oversleep.report;

import dev.oversleep.rtas.DlparResult;
import dev.oversleep.rtas.DlparResult.EraResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Text view of a DLPAR study: eras side by side; where the elapsed time went; what set
 * need_resched(); RTAS calls by token and status; the request's phases; sleeps by primitive.
 */
public final class RtasReport {
    private RtasReport() {
    }

    public static String dlpar(DlparResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "'%s', load %s, firmware %s, platform %s (%d CPUs), HZ=%d, %d runs per era, seed %d, timebase %s%n",
                r.request(), r.load(), r.firmware(), r.platform(), r.cpus(), r.hz(), r.runs(), r.seed(), r.timebase()));
        TextTable t = new TextTable("kernel", "busy_delay", "sched", "rc", "elapsed_ms", "+-", "task_cpu_ms", "+-",
                "rtas_calls", "+-");
        for (EraResult e : r.results()) {
            t.row(e.kernel(), e.busyDelay(), e.scheduler(), e.rcName(), Units.ms(e.elapsedNs().meanNs()),
                    Units.ms(e.elapsedNs().stddevNs()), Units.ms(e.taskCpuNs().meanNs()),
                    Units.ms(e.taskCpuNs().stddevNs()), String.format(Locale.ROOT, "%.1f", e.rtasCallsMean()),
                    e.rtasCalls().stddev());
        }
        sb.append(t.render());

        sb.append("\nwhere the elapsed time went (ms per run; the rows sum to elapsed):\n");
        sb.append(byEra(r, "time", e -> e.timeNs().keySet(), (e, k) -> Units.ms(e.timeNs().getOrDefault(k, 0L))));

        sb.append("\nneed_resched() became true for the task (per run), by source:\n");
        sb.append(byEra(r, "source", e -> e.needReschedMean().keySet(),
                (e, k) -> String.format(Locale.ROOT, "%.1f", e.needReschedMean().getOrDefault(k, 0.0))));
        sb.append(String.format(Locale.ROOT, "RCU grace periods per run: %s%n", String.join(" / ",
                r.results().stream().map(e -> String.format(Locale.ROOT, "%.1f", e.gracePeriodsMean())).toList())));
        sb.append(String.format(Locale.ROOT, "cores dispatched by the hypervisor per run: %s%n", String.join(" / ",
                r.results().stream().map(e -> String.format(Locale.ROOT, "%.1f", e.vcpuDispatchesMean())).toList())));
        if (r.results().stream().anyMatch(e -> !e.flushWorkCallsMean().isEmpty())) {
            sb.append("\nflush_work() calls per run (one per CPU a round queued work on), by work function:\n");
            sb.append(byEra(r, "work", e -> e.flushWorkCallsMean().keySet(),
                    (e, k) -> String.format(Locale.ROOT, "%.1f", e.flushWorkCallsMean().getOrDefault(k, 0.0))));
        }

        sb.append("\nRTAS calls per run by token and status:\n");
        TreeSet<String> keys = new TreeSet<>();
        r.results().forEach(e -> e.callsByTokenMean().forEach((tok, m) -> m.keySet().forEach(s -> keys.add(tok + "\t" + s))));
        List<String> headers = new ArrayList<>(List.of("token", "status"));
        r.results().forEach(e -> headers.add("kernel " + e.kernel()));
        TextTable calls = new TextTable(headers.toArray(String[]::new));
        for (String k : keys) {
            String[] parts = k.split("\t");
            List<Object> row = new ArrayList<>(List.of(parts[0], parts[1]));
            for (EraResult e : r.results()) {
                Map<String, Double> m = e.callsByTokenMean().get(parts[0]);
                Double v = m == null ? null : m.get(parts[1]);
                row.add(v == null ? "-" : String.format(Locale.ROOT, "%.1f", v));
            }
            calls.row(row.toArray());
        }
        sb.append(calls.render());

        sb.append("\nphases per run (count, ms, RTAS calls):\n");
        sb.append(byEra(r, "phase", e -> e.phases().stream().map(DlparResult.PhaseTotal::name).toList(), (e, k) ->
                e.phases().stream().filter(p -> p.name().equals(k)).findFirst()
                        .map(p -> String.format(Locale.ROOT, "%.0f x %s ms, %.1f", p.countMean(), Units.ms(p.totalNsMean()),
                                p.rtasCallsMean())).orElse("-")));
        sb.append(String.format(Locale.ROOT, "longest stretch without an RTAS call (ms per run): %s%n", String.join(" / ",
                r.results().stream().map(e -> Units.ms(e.longestWithoutRtasNsMean())).toList())));

        sb.append("\nsleeps per run by primitive:\n");
        TextTable sleeps = new TextTable("kernel", "primitive", "count", "total_ms", "oversleep_ms");
        for (EraResult e : r.results()) {
            e.sleeps().forEach((p, s) -> sleeps.row(e.kernel(), p, String.format(Locale.ROOT, "%.1f", s.countMean()),
                    Units.ms(s.totalNsMean()), Units.ms(s.oversleepNsMean())));
        }
        sb.append(sleeps.render());
        return sb.toString();
    }

    /** A table with one row per key (in first-seen order) and one column per era. */
    private static String byEra(DlparResult r, String first, Function<EraResult, ? extends Iterable<String>> keys,
                                java.util.function.BiFunction<EraResult, String, String> cell) {
        Set<String> all = new LinkedHashSet<>();
        r.results().forEach(e -> keys.apply(e).forEach(all::add));
        List<String> headers = new ArrayList<>(List.of(first));
        r.results().forEach(e -> headers.add("kernel " + e.kernel()));
        TextTable t = new TextTable(headers.toArray(String[]::new));
        for (String k : all) {
            List<Object> row = new ArrayList<>(List.of(k));
            r.results().forEach(e -> row.add(cell.apply(e, k)));
            t.row(row.toArray());
        }
        return t.render();
    }
}
