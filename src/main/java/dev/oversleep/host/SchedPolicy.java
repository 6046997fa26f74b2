package dev.oversleep.host;

/** Linux scheduling policies by their {@code sched_getscheduler} number (include/uapi/linux/sched.h). */
public enum SchedPolicy {
    SCHED_OTHER, SCHED_FIFO, SCHED_RR, SCHED_BATCH, SCHED_ISO, SCHED_IDLE, SCHED_DEADLINE, UNKNOWN;

    static SchedPolicy of(int number) {
        return number >= 0 && number < UNKNOWN.ordinal() ? values()[number] : UNKNOWN;
    }
}
