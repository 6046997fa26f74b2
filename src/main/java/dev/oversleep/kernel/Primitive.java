package dev.oversleep.kernel;

/** The kernel primitives a firmware path can wait with, as they appear in records. */
public enum Primitive {
    MSLEEP("msleep"),
    SCHEDULE_TIMEOUT("schedule_timeout"),
    SCHEDULE_TIMEOUT_INTERRUPTIBLE("schedule_timeout_interruptible"),
    USLEEP_RANGE("usleep_range"),
    UDELAY("udelay"),
    COND_RESCHED("cond_resched");

    private final String cName;

    Primitive(String cName) {
        this.cName = cName;
    }

    /** The C function's name. */
    public String cName() {
        return cName;
    }
}
