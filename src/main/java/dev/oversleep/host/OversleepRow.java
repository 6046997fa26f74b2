package dev.oversleep.host;

import dev.oversleep.input.BadInputException;
import dev.oversleep.sim.DurationStats;
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
 * @param early          samples that woke before the request; each is a kernel or shim bug
 * @param overruns       cyclic only: periods skipped because a wake came after the next deadline
 * @param oversleep      the distribution, its count the number of samples
 * @param oversleepP999Ns the 99.9th percentile, beside the standard statistics
 * @param histogram      the HdrHistogram, compressed and Base64-encoded, for merging and logs
 */
public record OversleepRow(
        String method,
        long requestNs,
        long early,
        Long overruns,
        DurationStats oversleep,
        long oversleepP999Ns,
        String histogram) {

    static final int SIGNIFICANT_DIGITS = 3;

    /** A fresh histogram fit for oversleep values in ns. */
    public static Histogram newHistogram() {
        return new Histogram(SIGNIFICANT_DIGITS);
    }

    public static OversleepRow of(String method, long requestNs, long early, Long overruns, Histogram h) {
        return new OversleepRow(method, requestNs, early, overruns, HistogramStats.of(h), HistogramStats.p999(h),
                encode(h));
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

    /** Samples in the series. */
    public long count() {
        return oversleep.count();
    }

    /** The same series from another run: histograms add, counts add. */
    public OversleepRow plus(OversleepRow other) {
        Histogram h = decodeHistogram();
        h.add(other.decodeHistogram());
        Long over = overruns == null && other.overruns == null ? null
                : (overruns == null ? 0 : overruns) + (other.overruns == null ? 0 : other.overruns);
        return of(method, requestNs, early + other.early, over, h);
    }

    /** The row's histogram; a BadInputException when the text is not one (a damaged result file). */
    public Histogram decodeHistogram() {
        try {
            return Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(histogram)), 0);
        } catch (DataFormatException | RuntimeException e) {
            // HdrHistogram reports a damaged buffer with whatever its reads hit (underflow, bad sizes)
            throw new BadInputException("row " + method + " " + requestNs
                    + " ns: histogram is not a compressed HdrHistogram", e);
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
