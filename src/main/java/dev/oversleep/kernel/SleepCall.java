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

    /** Checks, before a run, that a request of ms milliseconds makes a call the kernel can take. */
    default void check(long ms) {
    }

    Pattern FIXED = Pattern.compile("usleep-range:(\\d+)-(\\d+)");
    Pattern PERCENT = Pattern.compile("usleep-range:\\+(\\d+)%");
    Pattern PLUS_US = Pattern.compile("usleep-range:\\+(\\d+)us");
    Pattern TIMES = Pattern.compile("usleep-range:x(\\d+(?:\\.\\d+)?)");

    /**
     * The latest end a usleep_range window may have, in µs: 2^32 - 1 ms, the longest msleep()
     * can be asked for (its argument is an unsigned int of ms, include/linux/delay.h), about
     * 49.7 days. Longer windows are typos, and would pass what a run's virtual time holds.
     */
    long MAX_WINDOW_US = 4_294_967_295_000L;

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
                return new UsleepRange(t, 1.0, 0);
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
            long min = microseconds(t, m.group(1));
            long max = microseconds(t, m.group(2));
            if (max < min) {
                throw new BadValueException("call", t, "the maximum is below the minimum");
            }
            return new UsleepRangeFixed(t, min, max);
        }
        if ((m = PERCENT.matcher(t)).matches()) {
            return new UsleepRange(t, 1 + microseconds(t, m.group(1)) / 100.0, 0);
        }
        if ((m = PLUS_US.matcher(t)).matches()) {
            return new UsleepRange(t, 1.0, microseconds(t, m.group(1)));
        }
        if ((m = TIMES.matcher(t)).matches() && Double.parseDouble(m.group(1)) >= 1) {
            return new UsleepRange(t, Double.parseDouble(m.group(1)), 0);
        }
        throw new BadValueException("call", text, "expected msleep, schedule-timeout, fsleep, udelay, "
                + "usleep-range[:MIN_US-MAX_US|:+N%|:+Nus|:xF], acpi-os-sleep[:POLICY]");
    }

    /** A whole number of the call's text, at most {@link #MAX_WINDOW_US}. */
    private static long microseconds(String call, String digits) {
        if (digits.length() > 13 || Long.parseLong(digits) > MAX_WINDOW_US) {
            throw new BadValueException("call", call, digits + " is beyond " + MAX_WINDOW_US
                    + " (2^32 - 1 ms, the longest msleep)");
        }
        return Long.parseLong(digits);
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

    /** usleep_range with min = the request and max = request * factor + plusUs. */
    record UsleepRange(String name, double factor, long plusUs) implements SleepCall {
        @Override
        public void check(long ms) {
            double end = ms * 1000.0 * factor + plusUs;
            if (end > MAX_WINDOW_US) {
                throw new BadValueException("call", name, "a " + ms + " ms request would end its window past "
                        + MAX_WINDOW_US + " us (2^32 - 1 ms, the longest msleep)");
            }
        }

        public void invoke(Kernel k, long ms) {
            check(ms);
            k.usleepRange(ms * 1000, Math.round(ms * 1000 * factor) + plusUs);
        }
    }

    /**
     * usleep_range(minUs, maxUs), whatever the request: a window of 0-0 is usleep_range(0, 0),
     * not a relative one (it used to be, when a zero maximum meant "not fixed").
     */
    record UsleepRangeFixed(String name, long minUs, long maxUs) implements SleepCall {
        @Override
        public void check(long ms) {
            if (maxUs > MAX_WINDOW_US) {
                throw new BadValueException("call", name, "the window ends past " + MAX_WINDOW_US
                        + " us (2^32 - 1 ms, the longest msleep)");
            }
        }

        public void invoke(Kernel k, long ms) {
            check(ms);
            k.usleepRange(minUs, maxUs);
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
