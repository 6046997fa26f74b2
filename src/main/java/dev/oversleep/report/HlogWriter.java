package dev.oversleep.report;

import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.OversleepRow;
import java.io.FileNotFoundException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes a measurement as a standard HdrHistogram interval log (format 1.3): one tagged
 * interval per series, tag "METHOD/REQUEST_NS", values in ns, so HistogramLogProcessor and
 * the other HdrHistogram tools read it.
 */
public final class HlogWriter {
    private HlogWriter() {
    }

    public static void write(HostMeasurement m, Path file) throws FileNotFoundException {
        try (PrintStream out = new PrintStream(file.toFile())) {
            HistogramLogWriter w = new HistogramLogWriter(out);
            w.outputComment("oversleep " + m.kind() + " measurement, oversleep in ns");
            w.outputLogFormatVersion();
            w.setBaseTime(m.startedEpochMs());
            w.outputBaseTime(m.startedEpochMs());
            w.outputStartTime(m.startedEpochMs());
            w.outputLegend();
            long end = m.startedEpochMs() + m.durationNs() / 1_000_000;
            for (OversleepRow r : m.rows()) {
                Histogram h = r.decodeHistogram();
                h.setTag(r.method() + "/" + r.requestNs());
                h.setStartTimeStamp(m.startedEpochMs());
                h.setEndTimeStamp(end);
                w.outputIntervalHistogram(h);
            }
        }
    }
}
