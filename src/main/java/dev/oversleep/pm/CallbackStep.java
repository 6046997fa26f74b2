package dev.oversleep.pm;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One thing a device callback does, as a machine file writes it: CPU work ({@code 2ms},
 * {@code 300us}), a wait for the hardware that ends on its interrupt ({@code wait(140ms)}: no
 * timer, so no tick rounding, and the CPU is free), a kernel primitive ({@code msleep(20)},
 * {@code usleep_range(1000,2000)}, {@code fsleep(10000)}, {@code udelay(50)}, {@code mdelay(5)}),
 * an AML method of the machine's ACPI tables ({@code aml(\_SB.PCI0.RP01.PXP._ON)},
 * {@code aml(\_WAK,3)}), a kernel mutex ({@code mutex_lock(usb_address0_mutex)} ...
 * {@code mutex_unlock(usb_address0_mutex)}: callbacks of other devices that take the same mutex
 * wait for it, in the order they asked), or a bounded polling loop
 * ({@code repeat(msleep(10), 50ms, 6)}: {@code do STEP while less than 50 ms have passed since
 * the loop began and it ran fewer than 6 times}, the shape of ohci-hub.c root_port_reset). A
 * callback is a list of steps separated by ';'. Every length is bounded (an hour), so a machine
 * file cannot ask for a run without end; a callback releases every mutex it takes and holds at
 * most one at a time, so no set of callbacks can deadlock.
 */
public sealed interface CallbackStep {
    /** CPU work of a fixed length (the callback's own code, not a wait). */
    record Busy(long ns) implements CallbackStep {
    }

    /** A wait for the device (wait_event_timeout on its interrupt) that lasts {@code ns}. */
    record Wait(long ns) implements CallbackStep {
    }

    /** A call of a kernel primitive with integer arguments. */
    record Primitive(String name, List<Long> args) implements CallbackStep {
    }

    /** An AML method run by the ACPI interpreter with integer arguments. */
    record Aml(String method, List<Long> args) implements CallbackStep {
    }

    /** mutex_lock(NAME): waits while another callback holds the mutex (kernel/mutex.c, FIFO wait_list). */
    record MutexLock(String mutex) implements CallbackStep {
    }

    /** mutex_unlock(NAME): the first waiter, if any, takes the mutex now. */
    record MutexUnlock(String mutex) implements CallbackStep {
    }

    /** {@code do STEP while (elapsed < windowNs && runs < max)}: a driver's bounded polling loop. */
    record Repeat(CallbackStep step, long windowNs, int max) implements CallbackStep {
    }

    Pattern TIME = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(ms|us)");
    Pattern DECIMAL = Pattern.compile("-?(0|[1-9][0-9]*)");
    Pattern CALL = Pattern.compile("([a-z_]+)\\((.*)\\)");
    Pattern MUTEX = Pattern.compile("[A-Za-z_][A-Za-z0-9_.>-]*");
    Pattern REPEAT = Pattern.compile("(.+),\\s*([^,]+),\\s*([^,]+)");
    int MAX_REPEAT = 1000;
    List<String> PRIMITIVES = List.of("msleep", "usleep_range", "fsleep", "udelay", "mdelay");
    long MAX_NS = 3_600_000_000_000L;
    int MAX_STEPS = 1000;
    String EXPECTED = "expected 2ms, 300us, wait(140ms), msleep(MS), usleep_range(MIN_US,MAX_US), fsleep(US), "
            + "udelay(US), mdelay(MS), aml(\\PATH[,ARG...]), mutex_lock(NAME), mutex_unlock(NAME) or "
            + "repeat(STEP, WINDOW, MAX)";

    /** Parses a callback; the message of the IllegalArgumentException says what and why, not where. */
    static List<CallbackStep> parse(String text) {
        List<CallbackStep> steps = new ArrayList<>();
        String[] parts = text.split(";", -1);
        if (parts.length > MAX_STEPS) {
            throw new IllegalArgumentException(parts.length + " steps; at most " + MAX_STEPS);
        }
        String held = null;
        for (String part : parts) {
            String s = part.strip();
            CallbackStep step = step(s);
            if (step instanceof MutexLock l) {
                if (held != null) {
                    throw new IllegalArgumentException("'" + s + "': " + held + " is still held; a callback holds at "
                            + "most one mutex at a time");
                }
                held = l.mutex();
            } else if (step instanceof MutexUnlock u) {
                if (!u.mutex().equals(held)) {
                    throw new IllegalArgumentException("'" + s + "': " + u.mutex() + " is not held here");
                }
                held = null;
            }
            steps.add(step);
        }
        if (held != null) {
            throw new IllegalArgumentException("the callback ends holding " + held + "; add mutex_unlock(" + held + ")");
        }
        return steps;
    }

    private static CallbackStep step(String s) {
        Matcher c = CALL.matcher(s);
        if (TIME.matcher(s).matches()) {
            return new Busy(length(s, s));
        } else if (c.matches() && c.group(1).equals("wait")) {
            return new Wait(length(c.group(2).strip(), s));
        } else if (c.matches() && c.group(1).equals("aml")) {
            String[] a = c.group(2).split(",");
            if (!a[0].strip().startsWith("\\")) {
                throw new IllegalArgumentException("'" + s + "': aml() takes an absolute method path first");
            }
            return new Aml(a[0].strip(), numbers(a, 1, s));
        } else if (c.matches() && PRIMITIVES.contains(c.group(1))) {
            return primitive(c.group(1), numbers(c.group(2).split(","), 0, s), s);
        } else if (c.matches() && (c.group(1).equals("mutex_lock") || c.group(1).equals("mutex_unlock"))) {
            String name = c.group(2).strip();
            if (!MUTEX.matcher(name).matches()) {
                throw new IllegalArgumentException("'" + s + "': expected a mutex name such as usb_address0_mutex");
            }
            return c.group(1).equals("mutex_lock") ? new MutexLock(name) : new MutexUnlock(name);
        } else if (c.matches() && c.group(1).equals("repeat")) {
            return repeat(c.group(2), s);
        }
        throw new IllegalArgumentException("'" + s + "': " + EXPECTED);
    }

    /** repeat(STEP, WINDOW, MAX): STEP takes time on its own (CPU work, a wait or a primitive). */
    private static Repeat repeat(String args, String s) {
        Matcher m = REPEAT.matcher(args);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + s + "': expected repeat(STEP, WINDOW, MAX), e.g. repeat(msleep(10), 50ms, 6)");
        }
        CallbackStep inner = step(m.group(1).strip());
        if (!(inner instanceof Busy || inner instanceof Wait || inner instanceof Primitive)) {
            throw new IllegalArgumentException("'" + s + "': repeat() takes CPU work, wait() or a kernel primitive");
        }
        long window = length(m.group(2).strip(), s);
        long max;
        try {
            max = Long.parseLong(m.group(3).strip());
        } catch (NumberFormatException e) {
            max = -1;
        }
        if (max < 1 || max > MAX_REPEAT) {
            throw new IllegalArgumentException("'" + s + "': MAX must be a whole number from 1 to " + MAX_REPEAT);
        }
        return new Repeat(inner, window, (int) max);
    }

    private static long length(String t, String s) {
        Matcher m = TIME.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + s + "': expected a length such as 140ms or 300us");
        }
        double ns = Double.parseDouble(m.group(1)) * (m.group(2).equals("ms") ? 1e6 : 1e3);
        if (ns > MAX_NS) {
            throw new IllegalArgumentException("'" + s + "': longer than an hour");
        }
        if (ns > 0 && Math.round(ns) == 0) {
            throw new IllegalArgumentException("'" + s + "': shorter than a nanosecond, the model's unit");
        }
        return Math.round(ns);
    }

    private static Primitive primitive(String name, List<Long> args, String s) {
        int want = name.equals("usleep_range") ? 2 : 1;
        if (args.size() != want) {
            throw new IllegalArgumentException("'" + s + "': " + name + " takes " + want + " argument"
                    + (want == 1 ? "" : "s"));
        }
        boolean ms = name.equals("msleep") || name.equals("mdelay");
        long max = ms ? MAX_NS / 1_000_000 : MAX_NS / 1_000;
        for (long a : args) {
            if (a < 0 || a > max) {
                throw new IllegalArgumentException("'" + s + "': expected a whole number of " + (ms ? "ms" : "us")
                        + " from 0 to " + max);
            }
        }
        if (want == 2 && args.get(0) > args.get(1)) {
            throw new IllegalArgumentException("'" + s + "': usleep_range needs MIN_US <= MAX_US");
        }
        return new Primitive(name, args);
    }

    /**
     * Whole decimal numbers without leading zeros: not Long.decode(), which took 010 as octal 8
     * (as C would, where a reader of the file may expect 10), 0x10 as hex, +5 and the digits of
     * other scripts.
     */
    private static List<Long> numbers(String[] parts, int from, String s) {
        List<Long> out = new ArrayList<>();
        for (int i = from; i < parts.length; i++) {
            String t = parts[i].strip();
            try {
                if (!DECIMAL.matcher(t).matches()) {
                    throw new NumberFormatException(t);
                }
                out.add(Long.parseLong(t));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "': '" + t + "' is not a whole decimal number");
            }
        }
        return out;
    }
}
