package dev.oversleep.host;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.ModelFileException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Combines results of one configuration from several runners: per series the histograms add,
 * as do early wakes and overruns. Inputs must agree on the kind, the series and the requested
 * thread setup (policy, priority, slack); the host facts of the first input are kept, signal
 * interruptions add, and the busy and steal fractions, which do not add, are dropped.
 */
public final class MeasurementMerge {
    private MeasurementMerge() {
    }

    /** A result and the name it came from (its file), for error messages and provenance. */
    public record Named(String name, HostMeasurement measurement) {
    }

    public static HostMeasurement merge(List<Named> inputs) {
        for (Named in : inputs) {
            for (OversleepRow r : in.measurement().rows()) {
                try {
                    r.decodeHistogram();
                } catch (BadInputException e) {
                    throw new BadInputException(in.name() + ": " + e.getMessage(), e);
                }
            }
        }
        if (inputs.size() < 2) {
            throw new BadInputException("merge needs at least two results, got " + inputs.size());
        }
        HostMeasurement first = inputs.get(0).measurement();
        List<OversleepRow> rows = new ArrayList<>(first.rows());
        List<String> warnings = new ArrayList<>();
        long duration = first.durationNs();
        for (Named in : inputs.subList(1, inputs.size())) {
            HostMeasurement m = in.measurement();
            requireSame(in.name(), "kind", first.kind(), m.kind());
            requireSame(in.name(), "conditions.sched_policy", first.conditions().schedPolicy(),
                    m.conditions().schedPolicy());
            requireSame(in.name(), "conditions.sched_priority", first.conditions().schedPriority(),
                    m.conditions().schedPriority());
            requireSame(in.name(), "conditions.timer_slack_ns", first.conditions().timerSlackNs(),
                    m.conditions().timerSlackNs());
            requireSame(in.name(), "rows", seriesOf(first), seriesOf(m));
            for (int i = 0; i < rows.size(); i++) {
                rows.set(i, rows.get(i).plus(m.rows().get(i)));
            }
            duration += m.durationNs();
            for (String w : m.warnings()) {
                warnings.add(in.name() + ": " + w);
            }
        }
        for (String w : first.warnings()) {
            warnings.add(0, inputs.get(0).name() + ": " + w);
        }
        RunConditions c = first.conditions();
        long interrupted = 0;
        for (Named in : inputs) {
            Long n = in.measurement().conditions().signalInterruptions();
            interrupted += n == null ? 0 : n;
        }
        RunConditions merged = new RunConditions(c.schedPolicy(), c.schedPriority(), c.cpu(),
                c.timerSlackNs(), c.dmaLatencyNs(), c.idleDriver(), c.clocksource(), interrupted, null, null);
        return new HostMeasurement(HostMeasurement.SCHEMA, first.kind(), first.host(), first.requested(), merged,
                first.startedEpochNs(), duration, List.copyOf(rows), List.copyOf(warnings),
                inputs.stream().map(Named::name).toList());
    }

    private static List<String> seriesOf(HostMeasurement m) {
        return m.rows().stream().map(r -> r.method() + "@" + r.requestNs()).toList();
    }

    private static void requireSame(String name, String field, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            throw new ModelFileException(name, field, "is " + actual + " but the first result has " + expected
                    + "; only one configuration can be merged");
        }
    }
}
