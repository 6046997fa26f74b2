package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;

/**
 * CONFIG_HZ and the jiffy arithmetic that depends on it.
 *
 * @param value ticks per second: 100, 250, 300 or 1000 (the kernel's Kconfig choices,
 *              kernel/Kconfig.hz)
 */
public record Hz(int value) {

    public Hz {
        if (value != 100 && value != 250 && value != 300 && value != 1000) {
            throw new BadInputException("--hz " + value + ": CONFIG_HZ is one of 100, 250, 300, 1000");
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
        return (1_000_000_000L + value / 2) / value;
    }

    /**
     * msecs_to_jiffies(m) for m &ge; 0 (include/linux/jiffies.h, kernel/time/time.c): rounds
     * up, ceil(m * HZ / 1000). For HZ dividing 1000 the kernel computes
     * (m + 1000/HZ - 1) / (1000/HZ); for HZ=300 it multiplies by the 32-bit constants of
     * kernel/time/timeconst.bc, which give the same ceiling for every unsigned int m.
     * msecs_to_jiffies(0) = 0.
     */
    public long msecsToJiffies(long ms) {
        if (ms < 0) {
            throw new IllegalArgumentException("negative ms " + ms);
        }
        return divRoundUp(ms * value, 1000L);
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
