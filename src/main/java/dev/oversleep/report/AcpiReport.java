package dev.oversleep.report;

import dev.oversleep.acpi.LoadReport;
import java.util.Locale;

/** Text views of loaded ACPI tables and of methods with their Sleep and Stall sites. */
public final class AcpiReport {
    private AcpiReport() {
    }

    public static String load(LoadReport r) {
        TextTable t = new TextTable("table", "oem_id", "oem_table_id", "revision", "length", "checksum");
        for (LoadReport.Table x : r.tables()) {
            // the RSDP and the FACS have no standard header: no OEM table ID or revision; the FACS no checksum
            t.row(x.signature(), x.oemId() == null ? "-" : x.oemId(), x.oemTableId() == null ? "-" : x.oemTableId(),
                    x.revision() == null ? "-" : x.revision(), x.length(),
                    x.checksumOk() == null ? "none" : x.checksumOk() ? "ok" : "BAD");
        }
        // appends, not String.format: the first format of a JVM costs acpi load ~5 ms of CPU (locale data)
        String nl = System.lineSeparator();
        StringBuilder sb = new StringBuilder(t.render());
        sb.append(nl).append("namespace (interpreter ").append(r.interpreter()).append("): ").append(r.objects()).append(" objects");
        r.objectsByKind().forEach((k, v) -> sb.append(", ").append(v).append(' ').append(k));
        sb.append(nl).append(r.methods()).append(" methods; ").append(r.sleepSites()).append(" Sleep and ").append(r.stallSites())
                .append(" Stall call sites in ").append(r.sleepingMethodCount()).append(" methods").append(nl);
        for (String w : r.warnings()) {
            sb.append("warning: ").append(w).append('\n');
        }
        return sb.toString();
    }

    public static String methods(dev.oversleep.acpi.MethodsReport r) {
        TextTable t = new TextTable("method", "op", "argument", "table", "offset");
        for (dev.oversleep.acpi.MethodsReport.Method m : r.methods()) {
            if (m.sites().isEmpty()) {
                t.row(m.method(), "-", "-", "-", "-");
            }
            for (dev.oversleep.acpi.MethodsReport.Site s : m.sites()) {
                t.row(m.method(), s.op(), s.constant() != null ? Long.toString(s.constant()) : s.argument(),
                        s.table(), String.format("0x%X", s.offset()));
            }
        }
        return t.render() + String.format(Locale.ROOT, "%d Sleep and %d Stall call sites in %d methods (interpreter %s)%n",
                r.sleepSites(), r.stallSites(), r.sleepingMethodCount(), r.interpreter());
    }

    public static String run(dev.oversleep.acpi.AcpiRunResult r) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%s%s on kernel %s HZ=%d, region fill 0x%02X, "
                        + "interpreter %s%n",
                r.method(), r.args().isEmpty() ? "" : " " + r.args().stream().map(a -> String.valueOf(a.value())).toList(),
                r.kernel(), r.hz(), r.fill(), r.interpreter()));
        TextTable t = new TextTable("policy", "result", "elapsed_ms", "sleeps", "stalls", "sleep_total_ms");
        for (dev.oversleep.acpi.AcpiRunResult.Run run : r.runs()) {
            t.row(run.policy(), run.result() == null ? "FAILED" : run.result().text(), Units.ms(run.elapsedNs()),
                    run.sleepCount(), run.stallCount(), Units.ms(run.sleepTotalNs()));
        }
        sb.append(t.render());
        for (dev.oversleep.acpi.AcpiRunResult.Run run : r.runs()) {
            if (run.error() != null) {
                sb.append(run.policy()).append(": ").append(Visible.line(run.error())).append('\n');
            }
        }
        dev.oversleep.acpi.AcpiRunResult.Run first = r.runs().get(0);
        TextTable sleeps = new TextTable("op", "method", "requested", "actual_ms");
        first.waits().stream().limit(TEXT_ROWS).forEach(s -> sleeps.row(s.op(), s.method(), s.op().equals("Sleep")
                ? s.requestedNs() / 1_000_000 + " ms" : s.requestedNs() / 1_000 + " us", Units.ms(s.durationNs())));
        if (!first.waits().isEmpty()) {
            sb.append("\nSleep/Stall under ").append(first.policy()).append(":\n").append(sleeps.render());
        }
        more(sb, first.waits().size(), first.waitsMore(), "Sleep/Stall calls");
        if (!r.initFailures().isEmpty()) {
            sb.append(String.format(Locale.ROOT, "initialization: %d failures in module-level code, _REG, _STA/_INI or the device scan "
                    + "(ignored, as ACPICA does; listed under init_failures with --json)%n", r.initFailures().size()));
        }
        first.notifies().stream().limit(TEXT_ROWS).forEach(line -> sb.append("Notify ").append(Visible.line(line)).append('\n'));
        more(sb, first.notifies().size(), first.notifiesMore(), "Notify operations");
        first.debug().stream().limit(TEXT_ROWS).forEach(line -> sb.append("Debug ").append(Visible.line(line)).append('\n'));
        more(sb, first.debug().size(), first.debugMore(), "Debug stores");
        if (first.trace() != null) {
            sb.append("\nregion accesses:\n");
            first.trace().stream().limit(4 * TEXT_ROWS).forEach(line -> sb.append("  ").append(Visible.line(line)).append('\n'));
            more(sb, first.trace().size(), first.traceMore(), "region accesses");
        }
        return sb.toString();
    }

    /** Rows of each record the text view lists; --json lists up to the record budget. */
    static final int TEXT_ROWS = 50;

    /** The line that says how many records the view left out, of those LISTED and MORE not recorded. */
    private static void more(StringBuilder sb, int listed, long more, String what) {
        long hidden = Math.max(0, listed - (what.startsWith("region") ? 4 * TEXT_ROWS : TEXT_ROWS)) + more;
        if (hidden > 0) {
            sb.append(String.format(Locale.ROOT, "... %d more %s (counts and totals include them; --json lists up to "
                    + "the record budget)%n", hidden, what));
        }
    }

    /** {@code acpi replay}: one row per policy, one column per HZ, then each call at the first HZ. */
    public static String replay(dev.oversleep.acpi.ReplayResult r) {
        StringBuilder out = new StringBuilder(r.script() + " on " + r.file() + ", kernel " + r.kernel() + ", interpreter "
                + r.interpreter() + "\n\n");
        String[] headers = new String[r.hz().size() + 1];
        headers[0] = "policy";
        for (int i = 0; i < r.hz().size(); i++) {
            headers[i + 1] = "HZ=" + r.hz().get(i) + "_ms";
        }
        TextTable t = new TextTable(headers);
        for (String p : r.policies()) {
            Object[] row = new Object[headers.length];
            row[0] = p;
            for (int i = 0; i < r.hz().size(); i++) {
                int h = r.hz().get(i);
                row[i + 1] = r.rows().stream().filter(x -> x.policy().equals(p) && x.hz() == h).findFirst()
                        .map(x -> Units.ms(x.totalNs())).orElse("-");
            }
            t.row(row);
        }
        out.append(t.render());
        dev.oversleep.acpi.ReplayResult.Row first = r.rows().get(0);
        out.append("\ncalls under ").append(first.policy()).append(" at HZ=").append(first.hz()).append(":\n");
        TextTable calls = new TextTable("method", "elapsed_ms", "sleeps", "stalls", "error");
        first.calls().forEach(c -> calls.row(c.method(), Units.ms(c.elapsedNs()), c.sleeps(), c.stalls(),
                c.error() == null ? "" : c.error()));
        return out.append(calls.render()).toString();
    }
}
