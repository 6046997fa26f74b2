package dev.oversleep.kernel;

/**
 * The non-cascading timer wheel of kernel/time/timer.c (since v4.8, commit 500462a9de65),
 * reduced to what decides when a timer fires: which level it is queued in and the bucket's
 * expiry. All quantities are in jiffies.
 *
 * <p>Geometry: LVL_BITS = 6 (64 buckets per level), LVL_CLK_SHIFT = 3 (level n has a
 * granularity of 8^n jiffies), LVL_DEPTH = 9 levels when HZ &gt; 100, else 8.
 */
public final class TimerWheel {
    /** LVL_CLK_SHIFT: each level is 8 times coarser than the one below. */
    static final int LVL_CLK_SHIFT = 3;
    /** LVL_BITS: 64 buckets per level. */
    static final int LVL_BITS = 6;
    static final long LVL_SIZE = 1L << LVL_BITS;

    private final int depth;

    public TimerWheel(Hz hz) {
        this.depth = hz.value() > 100 ? 9 : 8;
    }

    /** LVL_DEPTH: 9 when HZ &gt; 100, else 8. */
    public int depth() {
        return depth;
    }

    /** LVL_GRAN(n) = 8^n jiffies. */
    public static long granularity(int level) {
        return 1L << (level * LVL_CLK_SHIFT);
    }

    /** LVL_START(n) = 63 * 8^(n-1): the smallest delta queued at level n (n &ge; 1). */
    public static long levelStart(int level) {
        return (LVL_SIZE - 1) << ((level - 1) * LVL_CLK_SHIFT);
    }

    /** WHEEL_TIMEOUT_CUTOFF = LVL_START(LVL_DEPTH): deltas at or beyond it are capped. */
    public long timeoutCutoff() {
        return levelStart(depth);
    }

    /** WHEEL_TIMEOUT_MAX = cutoff - LVL_GRAN(LVL_DEPTH - 1): where capped timers are put. */
    public long timeoutMax() {
        return timeoutCutoff() - granularity(depth - 1);
    }

    /** Where a timer lands: its level and the jiffy at which its bucket expires. */
    public record Placement(int level, long bucketExpiry) {
    }

    /**
     * calc_wheel_index(): with delta = expires - clk, the level is the first n with
     * delta &lt; LVL_START(n+1); a delta that is negative (an expiry in the past) is queued
     * to expire at clk itself; a delta at or beyond the cutoff is capped to
     * clk + WHEEL_TIMEOUT_MAX in the last level.
     *
     * @param expires the timer's expiry in jiffies
     * @param clk     the wheel's base clock (base-&gt;clk), which may lag or lead jiffies
     */
    public Placement place(long expires, long clk) {
        long delta = expires - clk;
        if (delta < 0) {
            return new Placement(0, clk);
        }
        for (int level = 0; level < depth - 1; level++) {
            if (delta < levelStart(level + 1)) {
                return new Placement(level, bucketExpiry(expires, level));
            }
        }
        long capped = delta >= timeoutCutoff() ? clk + timeoutMax() : expires;
        return new Placement(depth - 1, bucketExpiry(capped, depth - 1));
    }

    /**
     * calc_index(): the bucket expiry rounds up past the expiry with the level's granularity,
     * B = (floor(expires / 8^n) + 1) * 8^n, so a timer never fires early even when armed at
     * the edge of a tick. At level 0 that is expires + 1.
     */
    public static long bucketExpiry(long expires, int level) {
        int shift = level * LVL_CLK_SHIFT;
        return ((expires >> shift) + 1) << shift;
    }
}
