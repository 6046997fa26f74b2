package dev.oversleep.report;

import dev.oversleep.host.BaselineGate;
import dev.oversleep.host.HostFacts;
import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.OversleepRow;
import dev.oversleep.host.RunConditions;
import dev.oversleep.host.SweepComparison;
import dev.oversleep.sim.DurationStats;
import java.util.Locale;
import java.util.Map;

/** Text views of host facts, measurements, comparisons with the model and gate verdicts. */
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
        t.row("tick_stopped_when_idle", f.tickStoppedWhenIdle() == null ? "unknown"
                : (f.tickStoppedWhenIdle() ? "yes" : "no") + " (" + f.tickConfig() + ")");
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
            DurationStats s = r.oversleep();
            Object first = cyclic ? Units.us(r.requestNs()) : r.method();
            Object second = cyclic ? s.count() : Units.us(r.requestNs());
            Object third = cyclic ? r.overruns() : s.count();
            t.row(first, second, third, Units.us(s.minNs()), Units.us(s.meanNs()), Units.us(s.stddevNs()),
                    Units.us(s.p50Ns()), Units.us(s.p90Ns()), Units.us(s.p99Ns()), Units.us(r.oversleepP999Ns()),
                    Units.us(s.maxNs()), r.early());
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
        DurationStats s = r.oversleep();
        return String.format(Locale.ROOT, "T: 0 I:%d C:%7d Min:%7d Avg:%5d Max:%8d   (cyclictest format, us)%n",
                r.requestNs() / 1000, s.count(), s.minNs() / 1000, Math.round(s.meanNs() / 1e3), s.maxNs() / 1000);
    }

    static String conditions(RunConditions c) {
        StringBuilder sb = new StringBuilder();
        sb.append("policy ").append(c.schedPolicy());
        if (c.schedPriority() > 0) {
            sb.append(' ').append(c.schedPriority());
        }
        sb.append(", cpu ").append(c.cpu() == null ? "any" : c.cpu());
        sb.append(", timer slack ").append(c.timerSlackNs()).append(" ns (read back)");
        sb.append(", cpu_dma_latency ").append(c.dmaLatencyNs() == null ? "not held"
                : "held at " + Units.us(c.dmaLatencyNs()) + " us");
        sb.append(", idle driver ").append(c.idleDriver());
        sb.append(", clocksource ").append(c.clocksource());
        if (c.busyFraction() != null) {
            sb.append(", busy ").append(Units.percent(c.busyFraction()));
            sb.append(", steal ").append(Units.percent(c.stealFraction()));
        }
        return sb.append('\n').toString();
    }

    /** The sweep on this host next to the model: means in ms, and what the host adds. */
    public static String comparison(SweepComparison c) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "kernel %s HZ=%d%s, platform %s, %s, %d iterations per length, seed %d, on host %s (%s)%n",
                c.kernel(), c.hz(), c.nohz() ? " NOHZ" : "", c.platform(), c.loop(), c.iterations(), c.seed(),
                c.host().kernelRelease(), c.host().clocksource()));
        TextTable t = new TextTable("ms", "model_mean_ms", "model_max_ms", "host_mean_ms", "host_max_ms",
                "host_beyond_model_ms");
        for (SweepComparison.Row r : c.rows()) {
            t.row(r.requestNs() / 1_000_000, Units.ms(r.model().meanNs()), Units.ms(r.model().maxNs()),
                    Units.ms(r.measured().meanNs()), Units.ms(r.measured().maxNs()), Units.ms(r.hostBeyondModelMeanNs()));
        }
        return sb.append("call ").append(c.call()).append(":\n").append(t.render()).toString();
    }

    /** A failed verdict in one line: its first violation, or why nothing was compared. */
    public static String verdictLine(BaselineGate.Verdict v) {
        if (!v.violations().isEmpty()) {
            BaselineGate.Violation x = v.violations().get(0);
            return String.format(Locale.ROOT, "the gate failed: %d row(s) above their limit; first: %s %s us: %s, value %s us > limit %s us",
                    v.violations().size(), x.method(), Units.us(x.requestNs()), x.rule(), Units.us(x.valueNs()),
                    Units.us(x.limitNs()));
        }
        return v.compared() == 0 ? "the gate failed: it compared nothing"
                : "the gate failed: " + v.unmatched().size() + " row(s) without a baseline row; first: " + v.unmatched().get(0);
    }

    public static String verdict(BaselineGate.Verdict v) {
        StringBuilder sb = new StringBuilder();
        for (String u : v.unmatched()) {
            sb.append("gate: no baseline row for ").append(u)
                    .append(v.allowMissing() ? ": not compared (missing rows allowed)\n" : ": not compared\n");
        }
        for (BaselineGate.Violation x : v.violations()) {
            sb.append(String.format(Locale.ROOT, "gate FAILED: %s %s us: %s, value %s us > limit %s us%n",
                    x.method(), Units.us(x.requestNs()), x.rule(), Units.us(x.valueNs()), Units.us(x.limitNs())));
        }
        if (v.compared() == 0) {
            sb.append(v.allowMissing() ? "gate: compared nothing (missing rows allowed)\n" : "gate FAILED: compared nothing\n");
        }
        if (v.passed()) {
            sb.append("gate passed: ").append(v.compared()).append(" comparison(s)\n");
        } else if (v.violations().isEmpty() && !v.unmatched().isEmpty() && !v.allowMissing()) {
            sb.append("gate FAILED: ").append(v.unmatched().size()).append(" row(s) without a baseline row\n");
        }
        return sb.toString();
    }
}
