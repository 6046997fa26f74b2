package dev.oversleep.rtas;

import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.rtas.lpar.Lpar;

/** rtas_busy_delay() (arch/powerpc/kernel/rtas.c) as each era implements it. */
public enum BusyDelayEra {
    /**
     * Up to v5.16: {@code might_sleep(); ms = rtas_busy_delay_time(status); if (ms &&
     * need_resched()) msleep(ms); return ms;} — ms is 1 for -2 and 10^n for 990n. Without
     * need_resched() it returns at once and the caller calls RTAS again: a spin while nothing
     * else wants the CPU. At HZ=100 msleep(1) and msleep(10) both sleep two jiffies.
     */
    V5_16("msleep_if_need_resched"),
    /**
     * v5.17 to v6.12 (commit 38f7b706, "powerpc/rtas: rtas_busy_delay() improvements"): -2 →
     * cond_resched(), call again; 990x → always sleep, ms clamped to [1, 1000]: ms &le; 20 →
     * usleep_range(ms * 100, ms * 1000), else msleep(ms).
     */
    V5_17("cond_resched_usleep_range"),
    /** Since v6.13: as v5.17, but the 990x sleep is fsleep(ms * 1000). */
    V6_13("cond_resched_fsleep");

    private final String jsonName;

    BusyDelayEra(String jsonName) {
        this.jsonName = jsonName;
    }

    /** How the era handles busy statuses, as results name it. */
    public String jsonName() {
        return jsonName;
    }

    /** What rtas_busy_delay() did with a status. */
    public enum Outcome {
        /** Not a busy status: the caller handles it. */
        NOT_BUSY,
        /** Busy, returned at once without yielding: the caller calls RTAS again immediately. */
        AT_ONCE,
        /** -2: cond_resched() (which yields only when need_resched()). */
        RESCHEDULED,
        /** Slept before returning. */
        SLEPT
    }

    public static BusyDelayEra of(KernelVersion v) {
        if (v.before(KernelVersion.of(5, 17))) {
            return V5_16;
        }
        return v.before(KernelVersion.of(6, 13)) ? V5_17 : V6_13;
    }

    /** rtas_busy_delay(status): the caller calls RTAS again unless the outcome is NOT_BUSY. */
    public Outcome delay(int status, Lpar os) {
        if (this == V5_16) {
            long ms = RtasStatus.delayTimeMs(status);
            if (ms == 0) {
                return Outcome.NOT_BUSY;
            }
            if (os.needResched()) {
                os.msleep(ms);
                return Outcome.SLEPT;
            }
            return Outcome.AT_ONCE;
        }
        if (RtasStatus.isExtendedDelay(status)) {
            long ms = Math.min(1000, Math.max(1, RtasStatus.delayTimeMs(status)));
            if (this == V6_13) {
                os.fsleep(ms * 1000);
            } else if (ms <= 20) {
                os.usleepRange(ms * 100, ms * 1000);
            } else {
                os.msleep(ms);
            }
            return Outcome.SLEPT;
        }
        if (status == RtasStatus.BUSY) {
            os.condResched();
            return Outcome.RESCHEDULED;
        }
        return Outcome.NOT_BUSY;
    }
}
