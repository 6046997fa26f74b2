package dev.oversleep.report;

import dev.oversleep.sim.DurationStats;
import dev.oversleep.tpm.ExtendResult;
import java.util.Locale;

/**
 * Text view of {@code tpm extend}: one row per driver era and HZ, then sleeps by primitive and
 * late sleeps by reason.
 */
public final class TpmReport {
    private TpmReport() {
    }

    /** "CPU 0", or "any CPU (distributed)". */
    static String irqText(Integer irqCpu) {
        return irqCpu == null ? "any CPU (distributed)" : "CPU " + irqCpu;
    }

    public static String extend(ExtendResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "%d extends of PCR %d, kernel %s (TPM %s), platform %s (%d CPUs, interrupts on %s), backend %s, chip %s, seed %d, timebase %s%s%n",
                r.count(), r.pcr(), r.kernel(), r.tpmFamily(), r.platform(), r.cpus(), irqText(r.irqCpu()), r.backend(), r.chip(), r.seed(),
                r.timebase(), (r.gapMeanNs() > 0 ? String.format(Locale.ROOT, ", idle gaps %s ms mean",
                        Units.ms(r.gapMeanNs())) : "") + ("none".equals(r.whatIf()) ? "" : ", what-if " + r.whatIf())));
        TextTable t = new TextTable("driver", "hz", "wheel", "total_s", "mean_ms", "p50_ms", "p99_ms", "max_ms",
                "polls/cmd", "late", "migrations", "i2c_xfers");
        for (ExtendResult.Run run : r.results()) {
            DurationStats s = run.perExtend();
            t.row(run.driver(), run.hz(), run.wheel(), String.format(Locale.ROOT, "%.3f", run.totalNs() / 1e9),
                    Units.ms(s.meanNs()), Units.ms(s.p50Ns()), Units.ms(s.p99Ns()), Units.ms(s.maxNs()),
                    String.format(Locale.ROOT, "%.2f", run.statusReads() / (double) r.count()), run.lateSleeps(), run.migrations(),
                    run.i2cTransfers());
        }
        sb.append(t.render());
        TextTable sleeps = new TextTable("driver", "hz", "primitive", "count", "total_s");
        for (ExtendResult.Run run : r.results()) {
            run.sleeps().forEach((p, s) -> sleeps.row(run.driver(), run.hz(), p, s.count(),
                    String.format(Locale.ROOT, "%.3f", s.totalNs() / 1e9)));
        }
        sb.append("\nsleeps:\n").append(sleeps.render());
        boolean anyLate = r.results().stream().anyMatch(x -> x.lateSleeps() > 0);
        if (anyLate) {
            TextTable late = new TextTable("driver", "hz", "why late", "sleeps", "lost_ms");
            for (ExtendResult.Run run : r.results()) {
                run.lateByReason().forEach((why, n) -> late.row(run.driver(), run.hz(), why, n, ""));
                if (run.lateSleeps() > 0) {
                    late.row(run.driver(), run.hz(), "all", run.lateSleeps(), Units.ms(run.lateNs()));
                }
            }
            sb.append("\nlate wake-ups:\n").append(late.render());
        } else {
            sb.append("\nno sleep woke late (every wheel timer was armed against a current base)\n");
        }
        for (ExtendResult.Run run : r.results()) {
            sb.append(String.format(Locale.ROOT, "%s HZ=%d: PCR %d = %s (%s)%n", run.driver(), run.hz(), r.pcr(),
                    run.pcrValue(), run.pcrChainOk() ? "matches the hash chain" : "DOES NOT match the hash chain"));
        }
        for (ExtendResult.Run run : r.results()) {
            if (run.slowestExtends() != null) {
                traces(sb, run);
            }
        }
        return sb.toString();
    }

    /** The slowest extends of a run, each step at its offset from the extend's start. */
    private static void traces(StringBuilder sb, ExtendResult.Run run) {
        sb.append(String.format(Locale.ROOT, "%nslowest extends, %s HZ=%d:%n", run.driver(), run.hz()));
        for (ExtendResult.ExtendTrace t : run.slowestExtends()) {
            sb.append(String.format(Locale.ROOT, "extend %d: %s ms%n", t.index(), Units.ms(t.durationNs())));
            for (ExtendResult.TraceEvent e : t.events()) {
                sb.append(String.format(Locale.ROOT, "  %+12.6f ms  %-6s %s%n", e.offsetNs() / 1e6,
                        e.cpu() < 0 ? "" : "cpu" + e.cpu(), e.what()));
            }
            if (t.droppedEvents() > 0) {
                sb.append("  ... ").append(t.droppedEvents()).append(" more steps not kept\n");
            }
        }
    }
}
