package dev.oversleep.kernel;

/**
 * The MSEC_TO_HZ reciprocal constants that kernel/time/timeconst.bc generates into
 * include/generated/timeconst.h, for HZ values that do not divide 1000 (here: 300).
 * _msecs_to_jiffies(m) = (MSEC_TO_HZ_MUL32 * m + MSEC_TO_HZ_ADJ32) &gt;&gt; MSEC_TO_HZ_SHR32
 * (include/linux/jiffies.h).
 *
 * @param mul32 fmul(s, n, d) = (2^s * n + d - 1) / d, with n/d = HZ/1000
 * @param adj32 fadj(s, n, d) = 2^s * (d' - 1) / d', d' = d / gcd(n, d)
 * @param shr32 fmuls(32, n, d): the least s with fmul(s, n, d) &ge; 2^31
 */
record TimeConst(long mul32, long adj32, int shr32) {

    static TimeConst msecToHz(int hz) {
        long n = hz;
        long d = 1000;
        int s = 0;
        while (fmul(s, n, d) < (1L << 31)) {
            s++;
        }
        long dr = d / gcd(n, d);
        return new TimeConst(fmul(s, n, d), ((1L << s) * (dr - 1)) / dr, s);
    }

    private static long fmul(int s, long n, long d) {
        return ((1L << s) * n + d - 1) / d;
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = b;
            b = a % b;
            a = t;
        }
        return a;
    }

    /** The kernel's 64-bit unsigned arithmetic for an unsigned int m. */
    long apply(long m) {
        return (mul32 * m + adj32) >>> shr32;
    }
}
