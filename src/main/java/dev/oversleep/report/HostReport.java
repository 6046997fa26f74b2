package dev.oversleep.report;

import dev.oversleep.host.BaselineGate;
import dev.oversleep.host.HostFacts;
import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.OversleepRow;
import dev.oversleep.host.RunConditions;
import java.util.Locale;
import java.util.Map;

/** Text views of host facts, measurements and gate verdicts. */
public final class HostReport {
    private HostReport() {
    }

    public static String info(HostFacts f) {
        TextTable t = new TextTable("fact", "value");
        t.row("kernel_release", f.kernelRelease());
        t.row("hz", f.hz() == null ? "unknown" : f.hz() + " (from CLOCK_MONOTONIC_COARSE resolution)");
        t.row("config_hz", f.configHz() == null ? "unknown" : f.configHz());
        for (Map.Entry<String, Long> e : f.clockResolutionNs().entrySet()) {
            t.row("resolution " + e.getKey(), e.getValue() + " ns");
        }
        t.row("timer_slack_ns", f.timerSlackNs() == null ? "unknown" : f.timerSlackNs());
        t.row("clocksource", f.clocksource());
        t.row("idle_driver", f.idleDriver());
        t.row("tick_stopped_when_idle", f.tickStoppedWhenIdle());
        t.row("cpu_model", f.cpuModel());
        t.row("cpus", f.cpus());
        return t.render();
    }

    public static String measurement(HostMeasurement m) {
        StringBuilder sb = new StringBuilder();
        sb.append(conditions(m.conditions()));
        boolean cyclic = HostMeasurement.KIND_CYCLIC.equals(m.kind());
        if (cyclic) {
            for (OversleepRow r : m.rows()) {
                sb.append(cyclictestLine(r));
            }
        }
        TextTable t = cyclic
                ? new TextTable("interval_us", "count", "overruns", "min_us", "mean_us", "stddev_us",
                        "p50_us", "p90_us", "p99_us", "p99.9_us", "max_us", "early")
                : new TextTable("method", "request_us", "count", "min_us", "mean_us", "stddev_us",
                        "p50_us", "p90_us", "p99_us", "p99.9_us", "max_us", "early");
        for (OversleepRow r : m.rows()) {
            Object first = cyclic ? Units.us(r.requestNs()) : r.method();
            Object second = cyclic ? r.count() : Units.us(r.requestNs());
            Object third = cyclic ? r.overruns() : r.count();
            t.row(first, second, third, Units.us(r.minNs()), Units.us(r.meanNs()), Units.us(r.stddevNs()),
                    Units.us(r.p50Ns()), Units.us(r.p90Ns()), Units.us(r.p99Ns()), Units.us(r.p999Ns()),
                    Units.us(r.maxNs()), r.early());
        }
        sb.append(cyclic ? "latency (wake - deadline):\n" : "oversleep (actual - requested):\n");
        sb.append(t.render());
        if (m.mergedFrom() != null) {
            sb.append("merged from: ").append(String.join(", ", m.mergedFrom())).append('\n');
        }
        for (String w : m.warnings()) {
            sb.append("warning: ").append(w).append('\n');
        }
        return sb.toString();
    }

    /** cyclictest's own summary line: integer µs, as it prints without -N. */
    static String cyclictestLine(OversleepRow r) {
        return String.format(Locale.ROOT, "T: 0 I:%d C:%7d Min:%7d Avg:%5d Max:%8d   (cyclictest format, us)%n",
                r.requestNs() / 1000, r.count(), r.minNs() / 1000, Math.round(r.meanNs() / 1e3), r.maxNs() / 1000);
    }

    static String conditions(RunConditions c) {
        StringBuilder sb = new StringBuilder();
        sb.append("policy ").append(c.schedPolicy());
        if (c.schedPriority() > 0) {
            sb.append(' ').append(c.schedPriority());
        }
        sb.append(", cpu ").append(c.cpu() == null ? "any" : c.cpu());
        sb.append(", timer slack ").append(c.timerSlackNs()).append(" ns (read back)");
        sb.append(", cpu_dma_latency ").append(c.dmaLatencyUs() == null ? "not held" : "held at " + c.dmaLatencyUs() + " us");
        sb.append(", idle driver ").append(c.idleDriver());
        sb.append(", clocksource ").append(c.clocksource());
        if (c.busyFraction() != null) {
            sb.append(", busy ").append(Units.percent(c.busyFraction()));
            sb.append(", steal ").append(Units.percent(c.stealFraction()));
        }
        return sb.append('\n').toString();
    }

    public static String verdict(BaselineGate.Verdict v) {
        StringBuilder sb = new StringBuilder();
        for (String u : v.unmatched()) {
            sb.append("gate: no baseline row for ").append(u).append('\n');
        }
        for (BaselineGate.Violation x : v.violations()) {
            sb.append(String.format(Locale.ROOT, "gate FAILED: %s %s us: %s, value %s us > limit %s us%n",
                    x.method(), Units.us(x.requestNs()), x.rule(), Units.us(x.valueNs()), Units.us(x.limitNs())));
        }
        if (v.passed()) {
            sb.append("gate passed\n");
        }
        return sb.toString();
    }
}
