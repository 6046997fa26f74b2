package dev.oversleep.report;

import dev.oversleep.tpm.ExtendResult;
import java.util.Locale;

/** Text view of {@code tpm extend}: one row per driver era and HZ, then sleeps by primitive. */
public final class TpmReport {
    private TpmReport() {
    }

    public static String extend(ExtendResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%d extends of PCR %d, kernel %s, backend %s, chip %s, seed %d, timebase %s%s%s%n",
                r.count(), r.pcr(), r.kernel(), r.backend(), r.chip(), r.seed(), r.timebase(),
                r.gapMeanMs() > 0 ? String.format(Locale.ROOT, ", idle gaps %.1f ms mean", r.gapMeanMs()) : "",
                r.nohzStaleClock() ? ", NOHZ stale wheel clock" : ""));
        TextTable t = new TextTable("driver", "hz", "wheel", "total_s", "mean_ms", "p50_ms", "p99_ms", "max_ms",
                "polls/cmd", "i2c_bytes");
        for (ExtendResult.Run run : r.results()) {
            ExtendResult.Stats s = run.perExtendNs();
            t.row(run.driver(), run.hz(), run.wheel(), String.format(Locale.ROOT, "%.3f", run.totalNs() / 1e9),
                    Units.ms(s.meanNs()), Units.ms(s.p50Ns()), Units.ms(s.p99Ns()), Units.ms(s.maxNs()),
                    String.format(Locale.ROOT, "%.2f", run.pollsPerCommand()), run.i2cBytes());
        }
        sb.append(t.render());
        TextTable sleeps = new TextTable("driver", "hz", "primitive", "count", "total_s");
        for (ExtendResult.Run run : r.results()) {
            run.sleeps().forEach((p, s) -> sleeps.row(run.driver(), run.hz(), p, s.count(),
                    String.format(Locale.ROOT, "%.3f", s.totalNs() / 1e9)));
        }
        sb.append("\nsleeps:\n").append(sleeps.render());
        sb.append("\nfinal PCR ").append(r.pcr()).append(":\n");
        for (ExtendResult.Run run : r.results()) {
            sb.append(String.format(Locale.ROOT, "  %s HZ=%d: %s (%s)%n", run.driver(), run.hz(), run.pcrValue(),
                    run.pcrChainOk() ? "matches the SHA-256 chain" : "DOES NOT match the SHA-256 chain"));
        }
        return sb.toString();
    }
}
