package dev.oversleep.rtas;

/**
 * RTAS return statuses as the kernel names them (arch/powerpc/include/asm/rtas.h) and PAPR
 * defines them.
 */
public final class RtasStatus {
    public static final int SUCCESS = 0;
    /** RTAS_HARDWARE_ERROR. */
    public static final int HARDWARE_ERROR = -1;
    /** RTAS_BUSY: call again (immediately, PAPR says the OS may). */
    public static final int BUSY = -2;
    /** RTAS_INVALID_PARAMETER: no such indicator, sensor or DRC. */
    public static final int PARAMETER_ERROR = -3;
    /** RTAS_EXTENDED_DELAY_MIN..MAX: call again in about 10^(status - 9900) ms. */
    public static final int EXTENDED_DELAY_MIN = 9900;
    public static final int EXTENDED_DELAY_MAX = 9905;
    /** RTAS_SLOT_UNISOLATED (isolation error): the connector is not isolated. */
    public static final int SLOT_UNISOLATED = -9000;
    /** RTAS_SLOT_NOT_UNISOLATED: the connector is not unisolated. */
    public static final int SLOT_NOT_UNISOLATED = -9001;
    /** RTAS_SLOT_NOT_USABLE: the connector is not usable by this partition. */
    public static final int SLOT_NOT_USABLE = -9002;
    /** configure-connector's "configuration use error" (CC_ERR_CFG_USE in dlpar.c). */
    public static final int CFG_USE_ERROR = -9003;

    private RtasStatus() {
    }

    public static boolean isExtendedDelay(int status) {
        return status >= EXTENDED_DELAY_MIN && status <= EXTENDED_DELAY_MAX;
    }

    public static boolean isBusy(int status) {
        return status == BUSY || isExtendedDelay(status);
    }

    /**
     * rtas_busy_delay_time(): 1 ms for RTAS_BUSY, 10^(status - 9900) ms for an extended
     * delay, 0 otherwise.
     */
    public static long delayTimeMs(int status) {
        if (status == BUSY) {
            return 1;
        }
        if (!isExtendedDelay(status)) {
            return 0;
        }
        long ms = 1;
        for (int order = status - EXTENDED_DELAY_MIN; order > 0; order--) {
            ms *= 10;
        }
        return ms;
    }

    /**
     * The extended-delay status a firmware answers for a wait with {@code remainingNs} left:
     * 9900 + n for "about 10^n ms", n = floor(log10(ms)) clamped to 0..5 (PAPR's meaning of
     * 9900-9905; 9900 also for less than a millisecond).
     */
    public static int extendedDelayFor(long remainingNs) {
        int n = 0;
        for (long ms = remainingNs / 1_000_000; ms >= 10 && n < EXTENDED_DELAY_MAX - EXTENDED_DELAY_MIN; ms /= 10) {
            n++;
        }
        return EXTENDED_DELAY_MIN + n;
    }

    /** rtas_generic_errno(): the errno a failed status becomes. */
    public static String errnoName(int status) {
        return switch (status) {
            case HARDWARE_ERROR -> "EIO";
            case PARAMETER_ERROR -> "EINVAL";
            case SLOT_UNISOLATED -> "EFAULT";
            case SLOT_NOT_UNISOLATED -> "EEXIST";
            case SLOT_NOT_USABLE -> "ENODEV";
            default -> "ERANGE";
        };
    }
}
