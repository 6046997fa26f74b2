package dev.oversleep.report;

import dev.oversleep.pm.DeviceRun;
import dev.oversleep.pm.PmResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Text output of {@code pm suspend|resume}: strategies side by side, then each one's critical path and slowest callbacks. */
public final class PmReport {
    private PmReport() {
    }

    /** The chain as it is, or its first 3 and last 5 links with the count between (--json has all). */
    static String shortPath(List<PmResult.PathLink> path) {
        List<String> links = path.stream().map(l -> l.phase() + ": " + l.device()).toList();
        if (links.size() <= 10) {
            return String.join(" -> ", links);
        }
        return String.join(" -> ", links.subList(0, 3)) + " -> (" + (links.size() - 8) + " more) -> "
                + String.join(" -> ", links.subList(links.size() - 5, links.size()));
    }

    public static String run(PmResult r) {
        StringBuilder out = new StringBuilder();
        out.append(r.machine()).append(' ').append(r.direction()).append(" on kernel ").append(r.kernel()).append(" HZ=")
                .append(r.hz()).append(", platform ").append(r.platform()).append(", acpi_os_sleep ").append(r.acpiOsSleep())
                .append(", interpreter ").append(r.interpreter()).append(", ").append(r.cpus()).append(" CPUs (").append(r.placement()).append("), seed ").append(r.seed())
                .append(r.runs() > 1 ? ", " + r.runs() + " runs" : "").append("\n\n");
        List<String> phases = r.strategies().get(0).phases().stream().map(PmResult.PhaseTime::phase).toList();
        List<String> headers = new ArrayList<>(List.of("strategy"));
        phases.forEach(p -> headers.add(p + "_ms"));
        headers.add("total_ms");
        if (r.runs() > 1) {
            headers.addAll(List.of("mean_ms", "stddev_ms", "min_ms", "max_ms"));
        }
        TextTable t = new TextTable(headers.toArray(String[]::new));
        for (PmResult.StrategyRun s : r.strategies()) {
            List<Object> row = new ArrayList<>(List.of(s.strategy()));
            phases.forEach(p -> row.add(Units.ms(s.phaseNs(p))));
            row.add(Units.ms(s.totalNs()));
            if (r.runs() > 1) {
                row.addAll(List.of(Units.ms(s.total().meanNs()), Units.ms(s.total().stddevNs()), Units.ms(s.total().minNs()),
                        Units.ms(s.total().maxNs())));
            }
            t.row(row.toArray());
        }
        out.append(t.render());
        if (r.runs() > 1) {
            out.append("(phases, total_ms and the tables below: the first run, seed ").append(r.seed()).append(")\n");
        }
        for (PmResult.StrategyRun s : r.strategies()) {
            out.append("\n").append(s.strategy()).append(": critical path ").append(shortPath(s.criticalPath()))
                    .append('\n');
            TextTable slow = new TextTable("device", "phase", "mode", "start_ms", "took_ms", "cpu", "waited_for");
            s.devices().stream().filter(d -> d.endNs() > d.startNs())
                    .sorted(Comparator.comparingLong((DeviceRun d) -> -d.durationNs())).limit(8)
                    .forEach(d -> slow.row(d.device(), d.phase(), d.async() ? "async" : "sync", Units.ms(d.startNs()),
                            Units.ms(d.durationNs()), d.cpu(), d.waitedFor()));
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
