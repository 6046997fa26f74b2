package dev.oversleep.host;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * One measured series: a method at one requested length (or one cyclic interval) and the
 * distribution of its oversleep, actual - requested (for cyclic: wake - deadline), in ns.
 * Every statistic is read from the histogram, so a merged row and a single run are computed
 * the same way; the histogram keeps 3 significant digits (values within 0.1%).
 *
 * @param early     samples that woke before the request; each is a kernel or shim bug
 * @param overruns  cyclic only: periods skipped because a wake came after the next deadline
 * @param histogram the HdrHistogram, compressed and Base64-encoded, for merging and logs
 */
public record OversleepRow(
        String method,
        long requestNs,
        long count,
        long early,
        Long overruns,
        long minNs,
        long meanNs,
        long stddevNs,
        long p50Ns,
        long p90Ns,
        long p99Ns,
        long p999Ns,
        long maxNs,
        String histogram) {

    static final int SIGNIFICANT_DIGITS = 3;

    /** A fresh histogram fit for oversleep values in ns. */
    public static Histogram newHistogram() {
        return new Histogram(SIGNIFICANT_DIGITS);
    }

    public static OversleepRow of(String method, long requestNs, long early, Long overruns, Histogram h) {
        return new OversleepRow(method, requestNs, h.getTotalCount(), early, overruns,
                h.getTotalCount() == 0 ? 0 : h.getMinValue(),
                Math.round(h.getMean()), Math.round(h.getStdDeviation()),
                h.getValueAtPercentile(50), h.getValueAtPercentile(90),
                h.getValueAtPercentile(99), h.getValueAtPercentile(99.9),
                h.getMaxValue(), encode(h));
    }

    /** Records each sample's oversleep; an early wake counts in early and records 0. */
    public static OversleepRow fromActuals(String method, long requestNs, long[] actualNs) {
        Histogram h = newHistogram();
        long early = 0;
        for (long a : actualNs) {
            long over = a - requestNs;
            if (over < 0) {
                early++;
                over = 0;
            }
            h.recordValue(over);
        }
        return of(method, requestNs, early, null, h);
    }

    /** The same series from another run: histograms add, counts add. */
    public OversleepRow plus(OversleepRow other) {
        Histogram h = decodeHistogram();
        h.add(other.decodeHistogram());
        Long over = overruns == null && other.overruns == null ? null
                : (overruns == null ? 0 : overruns) + (other.overruns == null ? 0 : other.overruns);
        return of(method, requestNs, early + other.early, over, h);
    }

    public Histogram decodeHistogram() {
        try {
            return Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(histogram)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("row " + method + " " + requestNs
                    + " ns: histogram is not a compressed HdrHistogram: " + e.getMessage(), e);
        }
    }

    static String encode(Histogram h) {
        ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int n = h.encodeIntoCompressedByteBuffer(buf);
        byte[] bytes = new byte[n];
        buf.flip();
        buf.get(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
