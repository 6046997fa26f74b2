package dev.oversleep.kernel.percpu;

/**
 * One hrtimer (struct hrtimer): its soft and hard expiry, the CPU base it is queued on, and its
 * callback. The queue runs a timer once its soft expiry has passed; devices are programmed for
 * the hard one.
 */
final class Hrtimer {
    /** What a callback returns (enum hrtimer_restart). */
    interface Function {
        /** The callback; true for HRTIMER_RESTART (re-queued at the expiry it left). */
        boolean run(Hrtimer timer, long now);
    }

    final String name;
    final Function function;
    long softExpires;
    long expires;
    /** The CPU base it is queued on, or null when inactive. */
    HrtimerCpuBase base;
    /** Its place among equal expiries: timerqueue_add() puts a new node right of equal keys. */
    long order;
    /** The base whose interrupt is running its callback, or null. */
    HrtimerCpuBase runningOn;

    Hrtimer(String name, Function function) {
        this.name = name;
        this.function = function;
    }

    boolean enqueued() {
        return base != null;
    }

    /** hrtimer_set_expires(): soft and hard both. */
    void setExpires(long t) {
        softExpires = t;
        expires = t;
    }

    /**
     * hrtimer_forward(): the smallest expiry of the form old + k * interval later than now; an
     * expiry still in the future is left alone.
     */
    void forward(long now, long interval) {
        long delta = now - expires;
        if (delta < 0) {
            return;
        }
        long orun = delta / interval + 1;
        expires += orun * interval;
        softExpires = expires;
    }

    /** The CPU whose base runs or holds it (-1: neither). */
    int runningOnOrQueuedCpu() {
        return runningOn != null ? runningOn.cpu.id : base != null ? base.cpu.id : -1;
    }

    @Override
    public String toString() {
        return name;
    }
}
