package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A primitive call as a sweep makes it for a requested length in ms, parsed from its text: {@code msleep}, {@code schedule-timeout}, {@code fsleep}, {@code udelay},
 * {@code usleep-range:MIN_US-MAX_US}, {@code usleep-range:+N%} / {@code +Nus} / {@code xF}
 * (a window relative to the request), {@code acpi-os-sleep} (the era's policy) or
 * {@code acpi-os-sleep:POLICY}.
 */
public sealed interface SleepCall {
    /** The canonical name shown in results. */
    String name();

    /** Makes the call on a kernel for a request of ms milliseconds. */
    void invoke(Kernel kernel, long ms);

    Pattern FIXED = Pattern.compile("usleep-range:(\\d+)-(\\d+)");
    Pattern PERCENT = Pattern.compile("usleep-range:\\+(\\d+)%");
    Pattern PLUS_US = Pattern.compile("usleep-range:\\+(\\d+)us");
    Pattern TIMES = Pattern.compile("usleep-range:x(\\d+(?:\\.\\d+)?)");

    static SleepCall parse(String text) {
        String t = text.trim();
        switch (t) {
            case "msleep":
                return new Msleep();
            case "schedule-timeout":
                return new ScheduleTimeout();
            case "fsleep":
                return new Fsleep();
            case "udelay":
                return new Udelay();
            case "usleep-range":
                return new UsleepRange(t, 0, 0, 1.0, 0);
            case "acpi-os-sleep":
                return new AcpiOsSleep(null);
            default:
                break;
        }
        if (t.startsWith("acpi-os-sleep:")) {
            try {
                return new AcpiOsSleep(AcpiOsSleepPolicy.parse(t.substring("acpi-os-sleep:".length())));
            } catch (BadValueException e) {
                throw new BadValueException("call", text, "unknown acpi_os_sleep policy '" + e.value() + "': " + e.problem());
            }
        }
        Matcher m;
        if ((m = FIXED.matcher(t)).matches()) {
            long min = Long.parseLong(m.group(1));
            long max = Long.parseLong(m.group(2));
            if (max < min) {
                throw new BadValueException("call", t, "the maximum is below the minimum");
            }
            return new UsleepRange(t, min, max, 0, 0);
        }
        if ((m = PERCENT.matcher(t)).matches()) {
            return new UsleepRange(t, 0, 0, 1 + Long.parseLong(m.group(1)) / 100.0, 0);
        }
        if ((m = PLUS_US.matcher(t)).matches()) {
            return new UsleepRange(t, 0, 0, 1.0, Long.parseLong(m.group(1)));
        }
        if ((m = TIMES.matcher(t)).matches() && Double.parseDouble(m.group(1)) >= 1) {
            return new UsleepRange(t, 0, 0, Double.parseDouble(m.group(1)), 0);
        }
        throw new BadValueException("call", text, "expected msleep, schedule-timeout, fsleep, udelay, "
                + "usleep-range[:MIN_US-MAX_US|:+N%|:+Nus|:xF], acpi-os-sleep[:POLICY]");
    }

    /** msleep(ms). */
    record Msleep() implements SleepCall {
        public String name() {
            return "msleep";
        }

        public void invoke(Kernel k, long ms) {
            k.msleep(ms);
        }
    }

    /** schedule_timeout_uninterruptible(msecs_to_jiffies(ms)), one call. */
    record ScheduleTimeout() implements SleepCall {
        public String name() {
            return "schedule-timeout";
        }

        public void invoke(Kernel k, long ms) {
            k.scheduleTimeout(k.profile().hz().msecsToJiffies(ms));
        }
    }

    /** fsleep(ms * 1000). */
    record Fsleep() implements SleepCall {
        public String name() {
            return "fsleep";
        }

        public void invoke(Kernel k, long ms) {
            k.fsleep(ms * 1000);
        }
    }

    /** udelay(ms * 1000): a busy-wait. */
    record Udelay() implements SleepCall {
        public String name() {
            return "udelay";
        }

        public void invoke(Kernel k, long ms) {
            k.udelay(ms * 1000);
        }
    }

    /**
     * usleep_range: a fixed window (fixedMaxUs &gt; 0), or min = the request and max =
     * request * factor + plusUs.
     */
    record UsleepRange(String name, long fixedMinUs, long fixedMaxUs, double factor, long plusUs) implements SleepCall {
        public void invoke(Kernel k, long ms) {
            if (fixedMaxUs > 0) {
                k.usleepRange(fixedMinUs, fixedMaxUs);
            } else {
                long us = ms * 1000;
                k.usleepRange(us, Math.round(us * factor) + plusUs);
            }
        }
    }

    /** acpi_os_sleep(ms) under a policy, or the kernel era's own when policy is null. */
    record AcpiOsSleep(AcpiOsSleepPolicy policy) implements SleepCall {
        public String name() {
            return policy == null ? "acpi-os-sleep" : "acpi-os-sleep:" + policy.cliName();
        }

        public void invoke(Kernel k, long ms) {
            (policy == null ? k.profile().acpiOsSleepDefault() : policy).sleep(k, ms);
        }
    }
}
