package dev.oversleep.report;

import dev.oversleep.acpi.census.CensusResult;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Text view of {@code acpi census}: the path, one table of machines per HZ (a column per
 * policy, then what usleep-slack saves against msleep), the distribution over machines, and
 * what failed.
 */
public final class AcpiCensusReport {
    private static final String MSLEEP = "msleep";
    private static final String SLACK = "usleep-slack";

    private AcpiCensusReport() {
    }

    public static String text(CensusResult r) {
        StringBuilder out = new StringBuilder();
        long censused = r.machines().stream().filter(CensusResult.Machine::censused).count();
        out.append(String.format(Locale.ROOT, "ACPI S3 census: %d machines, %d censused, %d counted in the aggregate; "
                        + "kernel %s, platform %s, seed %d, region fill %s, interpreter %s, timebase %s%n", r.machines().size(),
                censused, r.aggregate().machines(), r.kernel(), r.platform(), r.seed(), r.fill(), r.interpreter(),
                r.timebase()));
        out.append("S3 path, in order:\n");
        for (int i = 0; i < r.path().size(); i++) {
            out.append(String.format(Locale.ROOT, "  %d. %s%n", i + 1, r.path().get(i)));
        }
        boolean savings = r.policies().contains(MSLEEP) && r.policies().contains(SLACK);
        for (int hz : r.hz()) {
            out.append(String.format(Locale.ROOT, "%nfirmware sleep time of the path at HZ=%d, ms%n", hz));
            out.append(machineTable(r, hz, savings));
        }
        out.append(aggregate(r));
        out.append(problems(r));
        return out.toString();
    }

    private static String machineTable(CensusResult r, int hz, boolean savings) {
        int n = 2 + r.policies().size() + (savings ? 2 : 0) + 1;
        String[] headers = new String[n];
        int c = 0;
        headers[c++] = "requested";
        for (String p : r.policies()) {
            headers[c++] = p;
        }
        if (savings) {
            headers[c++] = "saved";
            headers[c++] = "saved%";
        }
        headers[c++] = "S3";
        headers[c] = "machine";
        TextTable t = new TextTable(headers);
        for (CensusResult.Machine m : r.machines()) {
            if (!m.censused()) {
                continue;
            }
            Object[] row = new Object[n];
            int k = 0;
            CensusResult.Row any = m.rows().stream().filter(x -> x.hz() == hz).findFirst().orElseThrow();
            row[k++] = Units.ms(any.requestedNs() != null ? any.requestedNs() : m.requestedNs());
            for (String p : r.policies()) {
                CensusResult.Row x = m.row(p, hz);
                row[k++] = Units.ms(x.totalNs()) + (x.timedOutSteps() > 0 ? "!" : "") + (x.requestedNs() != null ? "*" : "");
            }
            if (savings) {
                long ms = m.row(MSLEEP, hz).totalNs();
                long saved = ms - m.row(SLACK, hz).totalNs();
                row[k++] = Units.ms(saved);
                row[k++] = ms == 0 ? "-" : Units.percent((double) saved / ms);
            }
            String s3 = !Boolean.TRUE.equals(m.s3()) ? "no" : Boolean.TRUE.equals(m.s3Defined()) ? "yes" : "gated";
            row[k++] = m.counted() ? s3 : s3 + ", not counted";
            row[k] = name(m.file());
            t.row(row);
        }
        String note = r.machines().stream().anyMatch(m -> m.rows().stream().anyMatch(x -> x.requestedNs() != null))
                ? "* this policy's run made other Sleep requests (AML that times itself with Timer)\n" : "";
        note += "S3: yes = \\_S3_ defined; gated = declared under a module-level If that this region fill does not take "
                + "(a setup flag in NVS); no = not declared (no S3; not counted)\n";
        if (r.machines().stream().anyMatch(m -> m.rows().stream().anyMatch(x -> x.timedOutSteps() > 0))) {
            note += "! a step ran into the 30 s loop timeout: it polls hardware the emulated registers never answer "
                    + "(the machine is not counted in the aggregate)\n";
        }
        return t.render() + note;
    }

    private static String aggregate(CensusResult r) {
        CensusResult.Aggregate a = r.aggregate();
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%nover the %d machines counted (declaring \\_S3_, no step timed out; %d make a Sleep request on the path), "
                        + "ms per machine%n",
                a.machines(), a.machinesSleeping()));
        TextTable t = new TextTable("policy", "HZ", "median", "p90", "max", "mean");
        for (CensusResult.PolicyTotals p : a.totals()) {
            t.row(p.policy(), p.hz(), Units.ms(p.total().p50Ns()), Units.ms(p.total().p90Ns()), Units.ms(p.total().maxNs()),
                    Units.ms(p.total().meanNs()));
        }
        out.append(t.render());
        if (!a.savings().isEmpty()) {
            out.append(String.format(Locale.ROOT, "%nsaved by the 6.14 rule (usleep-slack) against msleep, ms per machine%n"));
            TextTable s = new TextTable("HZ", "median", "p90", "max", "min", "all_machines", "share");
            for (CensusResult.Saving v : a.savings()) {
                long saved = v.msleepSumNs() - v.slackSumNs();
                s.row(v.hz(), Units.ms(v.saved().p50Ns()), Units.ms(v.saved().p90Ns()), Units.ms(v.saved().maxNs()),
                        Units.ms(v.saved().minNs()), Units.ms(saved),
                        v.msleepSumNs() == 0 ? "-" : Units.percent((double) saved / v.msleepSumNs()));
            }
            out.append(s.render());
        }
        return out.toString();
    }

    private static String problems(CensusResult r) {
        StringBuilder out = new StringBuilder();
        for (CensusResult.Machine m : r.machines()) {
            if (!m.censused()) {
                out.append(String.format(Locale.ROOT, "not censused: %s: %s%n", name(m.file()), Visible.line(m.error())));
            }
        }
        long failing = r.machines().stream().filter(m -> !m.failures().isEmpty()).count();
        if (failing > 0) {
            out.append(String.format(Locale.ROOT, "%nAML failures on the path (Linux logs them and goes on), %d machines:%n",
                    failing));
            for (CensusResult.Machine m : r.machines()) {
                if (!m.failures().isEmpty()) {
                    int more = m.failuresOmitted() == null ? 0 : m.failuresOmitted();
                    out.append(String.format(Locale.ROOT, "  %s: %d distinct; first: %s%n", name(m.file()),
                            m.failures().size() + more, m.failures().get(0)));
                }
            }
        }
        return out.length() == 0 ? "" : "\n" + out;
    }

    /** The machine's file name without the dump suffix. */
    static String name(String file) {
        String n = Path.of(file).getFileName().toString();
        for (String suffix : new String[] {".acpidump.txt", ".acpidump", ".txt", ".dat", ".aml"}) {
            if (n.endsWith(suffix)) {
                return n.substring(0, n.length() - suffix.length());
            }
        }
        return n;
    }
}
