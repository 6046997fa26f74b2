package dev.oversleep.kernel.percpu;

import dev.oversleep.kernel.IdleState;
import java.util.List;

/**
 * One CPU's menu governor (drivers/cpuidle/governors/menu.c, v4.10; v4.11 stops at the first
 * state too deep): it predicts the coming idle from the sleep length the NOHZ tick computed,
 * corrected per bucket by how long past idles lasted against their sleep length, and capped by
 * the typical interval of the last eight idles; it picks the deepest state whose target
 * residency fits the prediction. On powerpc the search starts at state 0 (no
 * CPUIDLE_DRIVER_STATE_START). No task here waits for I/O, so nr_iowait is 0, the performance
 * multiplier 1, and the PM QoS latency limit is the default (2000 s).
 */
final class MenuGovernor {
    static final int BUCKETS = 12;
    static final int INTERVALS = 8;
    static final long RESOLUTION = 1024;
    static final long DECAY = 8;
    /** MAX_INTERESTING: an idle this long (us) counts as a full one. */
    static final long MAX_INTERESTING = 50_000;

    private final List<IdleState> states;
    private final boolean stopAtFirstMiss;
    private final long[] correctionFactor = new long[BUCKETS];
    private final long[] intervals = new long[INTERVALS];
    private int intervalPtr;
    private int bucket;
    /** data-&gt;next_timer_us, an unsigned int in the kernel. */
    private long nextTimerUs;
    private int lastStateIdx;
    private boolean needsUpdate;
    /** The last prediction, us (for the trace and tests). */
    long lastPredictedUs;

    long factor(int b) {
        return correctionFactor[b];
    }

    String intervals() {
        return java.util.Arrays.toString(intervals);
    }

    MenuGovernor(List<IdleState> states, boolean stopAtFirstMiss) {
        this.states = states;
        this.stopAtFirstMiss = stopAtFirstMiss;
        java.util.Arrays.fill(correctionFactor, RESOLUTION * DECAY);
    }

    /**
     * menu_select(): menu_update() first if an idle has ended since; then the state for an idle
     * whose sleep length is {@code sleepLengthNs}.
     */
    int select(long sleepLengthNs, long lastResidencyUs) {
        if (needsUpdate) {
            update(lastResidencyUs);
            needsUpdate = false;
        }
        nextTimerUs = toUnsignedIntUs(sleepLengthNs);
        bucket = whichBucket(nextTimerUs);
        long predicted = Math.floorDiv(nextTimerUs * correctionFactor[bucket] + RESOLUTION * DECAY / 2,
                RESOLUTION * DECAY);
        long expected = Math.min(typicalInterval(), nextTimerUs);
        predicted = Math.min(predicted, expected);
        lastPredictedUs = predicted;
        int idx = 0;
        for (int i = 1; i < states.size(); i++) {
            IdleState s = states.get(i);
            if (s.targetResidencyNs().value() / 1000 > predicted) {
                if (stopAtFirstMiss) {
                    break;
                }
                continue;
            }
            idx = i;
        }
        return idx;
    }

    /** ktime_to_us() into data-&gt;next_timer_us (unsigned int): a negative length wraps. */
    private static long toUnsignedIntUs(long ns) {
        if (ns == Long.MAX_VALUE) {
            return 0xFFFF_FFFFL;
        }
        return (ns / 1000) & 0xFFFF_FFFFL;
    }

    /** which_bucket() with no I/O waiters. */
    private static int whichBucket(long us) {
        if (us < 10) {
            return 0;
        }
        if (us < 100) {
            return 1;
        }
        if (us < 1000) {
            return 2;
        }
        if (us < 10_000) {
            return 3;
        }
        if (us < 100_000) {
            return 4;
        }
        return 5;
    }

    /** menu_reflect(): remember the state entered; the update waits for the next select. */
    void reflect(int entered) {
        lastStateIdx = entered;
        needsUpdate = true;
    }

    /**
     * menu_update(): the measured idle, less the state's exit latency (or halved when it is
     * within twice that), at most the sleep length; the bucket's factor decays by 1/8 and gains
     * the measured/predicted ratio (a full one from MAX_INTERESTING on); the interval is stored.
     */
    private void update(long measuredUs) {
        long exitUs = (long) (states.get(lastStateIdx).exitLatencyNs().value() / 1000);
        long m = measuredUs > 2 * exitUs ? measuredUs - exitUs : measuredUs / 2;
        m = Math.min(m, nextTimerUs);
        long f = correctionFactor[bucket];
        f -= f / DECAY;
        if (nextTimerUs > 0 && m < MAX_INTERESTING) {
            f += RESOLUTION * m / nextTimerUs;
        } else {
            f += RESOLUTION;
        }
        correctionFactor[bucket] = f;
        intervals[intervalPtr++] = m;
        if (intervalPtr >= INTERVALS) {
            intervalPtr = 0;
        }
    }

    /**
     * get_typical_interval(): the mean of the last eight idles if they are steady (mean² &gt; 36
     * variance with six or more kept, or variance &lt;= 400 us²), dropping the largest and
     * retrying while more than six remain; otherwise UINT_MAX.
     */
    private long typicalInterval() {
        long thresh = 0xFFFF_FFFFL;
        while (true) {
            long max = 0;
            long sum = 0;
            int divisor = 0;
            for (long v : intervals) {
                if (v <= thresh) {
                    sum += v;
                    divisor++;
                    max = Math.max(max, v);
                }
            }
            long avg = divisor == INTERVALS ? sum >> 3 : sum / divisor;
            long variance = 0;
            for (long v : intervals) {
                if (v <= thresh) {
                    long d = v - avg;
                    variance += d * d;
                }
            }
            variance = divisor == INTERVALS ? variance >> 3 : variance / divisor;
            if ((avg * avg > variance * 36 && divisor * 4 >= INTERVALS * 3) || variance <= 400) {
                return avg;
            }
            if (divisor * 4 <= INTERVALS * 3) {
                return 0xFFFF_FFFFL;
            }
            thresh = max - 1;
        }
    }
}
