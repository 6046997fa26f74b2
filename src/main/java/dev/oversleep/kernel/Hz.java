package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;

/**
 * CONFIG_HZ and the jiffy arithmetic that depends on it.
 *
 * @param value ticks per second: 100, 250, 300 or 1000 (the kernel's Kconfig choices,
 *              kernel/Kconfig.hz)
 */
public record Hz(int value) {

    public Hz {
        if (value != 100 && value != 250 && value != 300 && value != 1000) {
            throw new BadValueException("CONFIG_HZ", Integer.toString(value), "one of 100, 250, 300, 1000");
        }
    }

    public static Hz of(int value) {
        return new Hz(value);
    }

    /**
     * One tick in ns, TICK_NSEC = (NSEC_PER_SEC + HZ/2) / HZ (include/vdso/jiffies.h):
     * 10 000 000 at HZ=100, 4 000 000 at 250, 3 333 333 at 300, 1 000 000 at 1000.
     */
    public long tickNs() {
        return switch (value) {
            case 100 -> 10_000_000L;
            case 250 -> 4_000_000L;
            case 300 -> 3_333_333L;
            default -> 1_000_000L;
        };
    }

    /**
     * MAX_JIFFY_OFFSET = ((LONG_MAX &gt;&gt; 1) - 1) on 64-bit (include/linux/jiffies.h): the
     * "forever" timeout msecs_to_jiffies() returns for an m that is negative as an int.
     */
    public static final long MAX_JIFFY_OFFSET = (Long.MAX_VALUE >> 1) - 1;
    /** The only Kconfig HZ that does not divide 1000 takes the reciprocal path. */
    private static final TimeConst MSEC_TO_HZ_300 = TimeConst.msecToHz(300);

    /**
     * msecs_to_jiffies(m) (include/linux/jiffies.h, kernel/time/time.c) for an unsigned int m:
     * (int)m &lt; 0 gives MAX_JIFFY_OFFSET; otherwise it rounds up. For HZ dividing 1000 it is
     * (m + 1000/HZ - 1) / (1000/HZ) (1000: m; 250: (m + 3) / 4; 100: (m + 9) / 10); for HZ=300
     * it is the reciprocal multiplication of
     * {@link TimeConst}, which equals ceil(3m/10) for every m below 2^31.
     * msecs_to_jiffies(0) = 0.
     */
    public long msecsToJiffies(long ms) {
        if (ms < 0 || ms > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("msecs_to_jiffies takes an unsigned int, not " + ms);
        }
        if (ms > Integer.MAX_VALUE) {
            return MAX_JIFFY_OFFSET;
        }
        return switch (value) {
            case 1000 -> ms;
            case 250 -> (ms + 3) >> 2;
            case 100 -> (ms + 9) / 10;
            default -> MSEC_TO_HZ_300.apply(ms);
        };
    }

    /** usecs_to_jiffies(u): rounds up, ceil(u * HZ / 1e6) (include/linux/jiffies.h). */
    public long usecsToJiffies(long us) {
        if (us < 0) {
            throw new IllegalArgumentException("negative us " + us);
        }
        return divRoundUp(us * value, 1_000_000L);
    }

    /** DIV_ROUND_UP(n, d) of include/linux/math.h for n &ge; 0, d &gt; 0. */
    public static long divRoundUp(long n, long d) {
        return (n + d - 1) / d;
    }

    public long jiffiesToNs(long jiffies) {
        return jiffies * tickNs();
    }

    @Override
    public String toString() {
        return Integer.toString(value);
    }
}
