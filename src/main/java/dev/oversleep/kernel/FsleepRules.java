package dev.oversleep.kernel;

/** fsleep()'s choice of primitive (include/linux/delay.h), by era. */
public enum FsleepRules {
    /**
     * v5.8 (when fsleep was added) to v6.12: us &le; 10 → udelay; us &le; 20 000 →
     * usleep_range(us, 2*us); else msleep(DIV_ROUND_UP(us, 1000)).
     */
    LEGACY,
    /**
     * Since v6.13: us &le; 10 → udelay; us &lt; USLEEP_RANGE_UPPER_BOUND (4 ticks:
     * (TICK_NSEC &lt;&lt; 2) / 1000 µs) → usleep_range(us, us + us/4); else
     * msleep(DIV_ROUND_UP(us, 1000)).
     */
    TICK_BASED;

    /** What fsleep(us) does under these rules at this HZ. */
    public FsleepChoice choose(long us, Hz hz) {
        if (us <= 10) {
            return new FsleepChoice(Primitive.UDELAY, us, us);
        }
        if (this == LEGACY) {
            return us <= 20_000 ? new FsleepChoice(Primitive.USLEEP_RANGE, us, 2 * us)
                    : new FsleepChoice(Primitive.MSLEEP, Hz.divRoundUp(us, 1000), 0);
        }
        long upperBoundUs = (hz.tickNs() << 2) / 1000;
        return us < upperBoundUs ? new FsleepChoice(Primitive.USLEEP_RANGE, us, us + (us >> 2))
                : new FsleepChoice(Primitive.MSLEEP, Hz.divRoundUp(us, 1000), 0);
    }

    /**
     * The primitive fsleep delegates to and its arguments: (us, us) for udelay,
     * (min, max) in µs for usleep_range, (ms, 0) for msleep.
     */
    public record FsleepChoice(Primitive primitive, long a, long b) {
    }
}
