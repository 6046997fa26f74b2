package dev.oversleep.report;

import dev.oversleep.host.HostMeasurement;
import dev.oversleep.host.OversleepRow;
import dev.oversleep.input.RunFailedException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
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

    /** Writes the log; a file that cannot be written is a failed run (its path was checked before it ran). */
    public static void write(HostMeasurement m, Path file) {
        try (PrintStream out = new PrintStream(file.toFile(), StandardCharsets.UTF_8)) {
            HistogramLogWriter w = new HistogramLogWriter(out);
            long startMs = m.startedEpochNs() / 1_000_000;
            w.outputComment("oversleep " + m.kind() + " measurement, oversleep in ns");
            w.outputLogFormatVersion();
            w.setBaseTime(startMs);
            w.outputBaseTime(startMs);
            w.outputStartTime(startMs);
            w.outputLegend();
            long end = startMs + m.durationNs() / 1_000_000;
            for (OversleepRow r : m.rows()) {
                Histogram h = r.decodeHistogram();
                h.setTag(r.method() + "/" + r.requestNs());
                h.setStartTimeStamp(startMs);
                h.setEndTimeStamp(end);
                w.outputIntervalHistogram(h);
            }
            if (out.checkError()) {
                throw new RunFailedException(file + ": cannot write the HdrHistogram log");
            }
        } catch (IOException e) {
            throw new RunFailedException(file + ": cannot write the HdrHistogram log: " + e.getMessage());
        }
    }
}
