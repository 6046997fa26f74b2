package dev.oversleep.report;

import dev.oversleep.pm.DeviceRun;
import dev.oversleep.pm.PmResult;
import java.util.Comparator;
import java.util.List;

/** Text output of {@code pm suspend|resume}: strategies side by side, then the slowest callbacks. */
public final class PmReport {
    private PmReport() {
    }

    /** The chain as it is, or its first 3 and last 5 links with the count between (--json has all). */
    static String shortPath(List<String> path) {
        if (path.size() <= 10) {
            return String.join(" -> ", path);
        }
        return String.join(" -> ", path.subList(0, 3)) + " -> (" + (path.size() - 8) + " more) -> "
                + String.join(" -> ", path.subList(path.size() - 5, path.size()));
    }

    public static String run(PmResult r) {
        StringBuilder out = new StringBuilder();
        out.append(r.machine()).append(' ').append(r.direction()).append(" on kernel ").append(r.kernel()).append(" HZ=")
                .append(r.hz()).append(", acpi_os_sleep ").append(r.acpiOsSleep()).append(", ").append(r.cpus())
                .append(" CPUs, ").append(r.placement()).append("\n\n");
        List<String> phases = List.copyOf(r.strategies().get(0).phases().keySet());
        String[] headers = new String[phases.size() + 2];
        headers[0] = "strategy";
        for (int i = 0; i < phases.size(); i++) {
            headers[i + 1] = phases.get(i) + "_ms";
        }
        headers[headers.length - 1] = "total_ms";
        TextTable t = new TextTable(headers);
        for (PmResult.StrategyRun s : r.strategies()) {
            Object[] row = new Object[headers.length];
            row[0] = s.strategy();
            for (int i = 0; i < phases.size(); i++) {
                row[i + 1] = Units.ms(s.phases().get(phases.get(i)));
            }
            row[row.length - 1] = Units.ms(s.totalNs());
            t.row(row);
        }
        out.append(t.render());
        for (PmResult.StrategyRun s : r.strategies()) {
            out.append("\n").append(s.strategy()).append(": critical path ").append(shortPath(s.criticalPath()))
                    .append('\n');
            TextTable slow = new TextTable("device", "phase", "mode", "start_ms", "took_ms", "cpu", "waited_for");
            s.devices().stream().filter(d -> d.endNs() > d.startNs())
                    .sorted(Comparator.comparingLong((DeviceRun d) -> d.startNs() - d.endNs())).limit(8)
                    .forEach(d -> slow.row(d.device(), d.phase(), d.async() ? "async" : "sync", Units.ms(d.startNs()),
                            Units.ms(d.endNs() - d.startNs()), d.cpu(), d.waitedFor()));
            out.append(slow.render());
            if (!s.amlSleeps().isEmpty()) {
                long total = s.amlSleeps().stream().mapToLong(x -> x.modeledNs()).sum();
                out.append("AML: ").append(s.amlSleeps().size()).append(" Sleep/Stall calls, ").append(Units.ms(total))
                        .append(" ms in all\n");
            }
            s.errors().forEach(e -> out.append("error: ").append(e).append('\n'));
        }
        return out.toString();
    }
}
