package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;
import dev.oversleep.input.CliNamed;

/**
 * How acpi_os_sleep(ms) (drivers/acpi/osl.c), the AML Sleep() operator's OS service, waits.
 * Its contract: never return before ms have passed.
 */
public enum AcpiOsSleepPolicy implements CliNamed {
    /** Up to v3.12: schedule_timeout_interruptible(msecs_to_jiffies(ms)); can return early. */
    SCHEDULE_TIMEOUT("schedule-timeout"),
    /** v3.13 to v6.13: msleep(ms). */
    MSLEEP("msleep"),
    /** The November 2024 proposal (not merged): usleep_range(us, us), us = ms * 1000. */
    USLEEP_EXACT("usleep-exact"),
    /** The counter-proposal: ms &ge; 12 ticks in ms → msleep(ms); else usleep_range(us, us + us/8). */
    HYBRID("hybrid"),
    /**
     * Since v6.14 (commit bede543d2f8a): usleep_range(us, us + slack), slack 50 µs, or
     * 10 * ms µs (1%) when ms &gt; 5.
     */
    USLEEP_SLACK("usleep-slack");

    private final String cliName;

    AcpiOsSleepPolicy(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static AcpiOsSleepPolicy parse(String name) {
        for (AcpiOsSleepPolicy p : values()) {
            if (p.cliName.equals(name)) {
                return p;
            }
        }
        throw new BadValueException("acpi_os_sleep policy", name, "expected one of schedule-timeout, msleep, "
                + "usleep-exact, hybrid, usleep-slack");
    }

    /** Performs acpi_os_sleep(ms) under this policy on a kernel. */
    public void sleep(Kernel kernel, long ms) {
        long us = ms * 1000;
        switch (this) {
            case SCHEDULE_TIMEOUT -> kernel.scheduleTimeoutInterruptible(kernel.profile().hz().msecsToJiffies(ms));
            case MSLEEP -> kernel.msleep(ms);
            case USLEEP_EXACT -> kernel.usleepRange(us, us);
            case HYBRID -> {
                if (ms >= 12 * 1000 / kernel.profile().hz().value()) {
                    kernel.msleep(ms);
                } else {
                    kernel.usleepRange(us, us + us / 8);
                }
            }
            case USLEEP_SLACK -> kernel.usleepRange(us, us + (ms > 5 ? 10 * ms : 50));
            default -> throw new IllegalStateException(name());
        }
    }
}
