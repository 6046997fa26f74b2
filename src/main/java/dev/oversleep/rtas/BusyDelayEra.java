package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelVersion;

/** rtas_busy_delay() (arch/powerpc/kernel/rtas.c) as each era implements it. */
public enum BusyDelayEra {
    /**
     * Up to v5.16: ms = rtas_busy_delay_time(status) (1 for -2, 10^n for 990n); it sleeps
     * msleep(ms) only if need_resched(), else returns at once and the caller calls RTAS again
     * immediately: a spin while nothing else wants the CPU.
     */
    V5_16,
    /**
     * v5.17 to v6.12 (commit 38f7b706): -2 → cond_resched() and call again; 990x → always
     * sleep, ms clamped to [1, 1000]: ms &le; 20 → usleep_range(ms*100, ms*1000), else msleep(ms).
     */
    V5_17,
    /** Since v6.13: as v5.17, but the 990x sleep is fsleep(ms * 1000). */
    V6_13;

    public static BusyDelayEra of(KernelVersion v) {
        if (v.before(KernelVersion.of(5, 17))) {
            return V5_16;
        }
        return v.before(KernelVersion.of(6, 13)) ? V5_17 : V6_13;
    }

    /** rtas_busy_delay(status): true when the caller should call RTAS again. */
    public boolean delay(int status, Kernel kernel) {
        if (this == V5_16) {
            long ms = RtasStatus.delayTimeMs(status);
            if (ms != 0 && kernel.needResched()) {
                kernel.msleep(ms);
            }
            return ms != 0;
        }
        if (RtasStatus.isExtendedDelay(status)) {
            long ms = Math.min(1000, Math.max(1, RtasStatus.delayTimeMs(status)));
            if (this == V6_13) {
                kernel.fsleep(ms * 1000);
            } else if (ms <= 20) {
                kernel.usleepRange(ms * 100, ms * 1000);
            } else {
                kernel.msleep(ms);
            }
            return true;
        }
        if (status == RtasStatus.BUSY) {
            kernel.condResched();
            return true;
        }
        return false;
    }
}
