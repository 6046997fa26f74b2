package dev.oversleep.report;

import dev.oversleep.kernel.SweepResult;
import dev.oversleep.kernel.SweepResult.SweepRow;
import dev.oversleep.sim.DurationStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Text view of a sleep sweep: one row per requested length, durations in ms. */
public final class KernelReport {
    private KernelReport() {
    }

    public static String sweep(SweepResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "kernel %s HZ=%d%s, platform %s (%d CPUs), %s%s, %d iterations per length, seed %d, timebase %s%n",
                r.kernel(), r.hz(), r.nohz() ? " NOHZ" : "", r.platform(), r.cpus(), r.loop(),
                r.gapMeanNs() == null ? "" : " (gaps " + Units.ms(r.gapMeanNs()) + " ms mean, interrupts on "
                        + TpmReport.irqText(r.irqCpu()) + ")", r.iterations(),
                r.seed(), r.timebase()));
        boolean vs = r.vsCall() != null;
        boolean late = r.rows().stream().anyMatch(x -> x.lateSleeps() > 0 || x.migrations() > 0);
        List<String> headers = new ArrayList<>(List.of("ms", "mean_ms", "stddev_ms", "min_ms", "p99_ms", "max_ms"));
        if (late) {
            headers.addAll(List.of("late", "why", "migrations"));
        }
        if (vs) {
            headers.addAll(List.of("vs_mean_ms", "vs_stddev_ms", "vs_min_ms", "vs_max_ms", "change"));
        }
        TextTable t = new TextTable(headers.toArray(String[]::new));
        for (SweepRow row : r.rows()) {
            DurationStats d = row.duration();
            List<Object> cells = new ArrayList<>(List.of(row.requestNs() / 1_000_000, Units.ms(d.meanNs()),
                    Units.ms(d.stddevNs()), Units.ms(d.minNs()), Units.ms(d.p99Ns()), Units.ms(d.maxNs())));
            if (late) {
                cells.addAll(List.of(row.lateSleeps(), row.lateByReason().isEmpty() ? "-"
                        : String.join(" ", row.lateByReason().entrySet().stream()
                                .map(e -> e.getKey() + "=" + e.getValue()).toList()), row.migrations()));
            }
            if (vs) {
                DurationStats v = row.vsDuration();
                cells.addAll(List.of(Units.ms(v.meanNs()), Units.ms(v.stddevNs()), Units.ms(v.minNs()),
                        Units.ms(v.maxNs()), row.changePct() == null ? "-"
                                : String.format(Locale.ROOT, "%+.1f%%", row.changePct())));
            }
            t.row(cells.toArray());
        }
        sb.append("call ").append(r.call());
        if (vs) {
            sb.append(" vs ").append(r.vsCall());
        }
        sb.append(":\n").append(t.render());
        return sb.toString();
    }
}
