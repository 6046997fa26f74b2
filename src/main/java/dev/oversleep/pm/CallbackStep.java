package dev.oversleep.pm;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One thing a device callback does, as a machine file writes it: CPU work ({@code 2ms},
 * {@code 300us}), a kernel primitive ({@code msleep(20)}, {@code usleep_range(1000,2000)},
 * {@code fsleep(10000)}, {@code udelay(50)}, {@code mdelay(5)}), or an AML method of the
 * machine's ACPI tables ({@code aml(\_SB.PCI0.RP01.PXP._ON)}, {@code aml(\_WAK,3)}). A callback
 * is a list of steps separated by ';'.
 */
public sealed interface CallbackStep {
    /** CPU work of a fixed length (the callback's own code, not a wait). */
    record Busy(long ns) implements CallbackStep {
    }

    /** A call of a kernel primitive with integer arguments. */
    record Primitive(String name, List<Long> args) implements CallbackStep {
    }

    /** An AML method run by the ACPI interpreter with integer arguments. */
    record Aml(String method, List<Long> args) implements CallbackStep {
    }

    Pattern TIME = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|us)");
    Pattern CALL = Pattern.compile("([a-z_]+)\\((.*)\\)");
    List<String> PRIMITIVES = List.of("msleep", "usleep_range", "fsleep", "udelay", "mdelay");

    /** Parses a callback; WHERE names it in the one-line error ("devices[3].callbacks.resume"). */
    static List<CallbackStep> parse(String text, String where) {
        List<CallbackStep> steps = new ArrayList<>();
        for (String part : text.split(";")) {
            String s = part.strip();
            Matcher t = TIME.matcher(s);
            Matcher c = CALL.matcher(s);
            if (t.matches()) {
                double v = Double.parseDouble(t.group(1));
                steps.add(new Busy(Math.round(v * (t.group(2).equals("ms") ? 1_000_000 : 1_000))));
            } else if (c.matches() && c.group(1).equals("aml")) {
                String[] a = c.group(2).split(",");
                if (!a[0].strip().startsWith("\\")) {
                    throw new IllegalArgumentException(where + ": '" + s + "': aml() takes an absolute method path first");
                }
                steps.add(new Aml(a[0].strip(), numbers(a, 1, s, where)));
            } else if (c.matches() && PRIMITIVES.contains(c.group(1))) {
                List<Long> args = numbers(c.group(2).split(","), 0, s, where);
                int want = c.group(1).equals("usleep_range") ? 2 : 1;
                if (args.size() != want) {
                    throw new IllegalArgumentException(where + ": '" + s + "': " + c.group(1) + " takes " + want
                            + " argument" + (want == 1 ? "" : "s"));
                }
                steps.add(new Primitive(c.group(1), args));
            } else {
                throw new IllegalArgumentException(where + ": '" + s + "': expected 2ms, 300us, msleep(N), "
                        + "usleep_range(MIN,MAX), fsleep(US), udelay(US), mdelay(MS) or aml(\\PATH[,ARG...])");
            }
        }
        return steps;
    }

    private static List<Long> numbers(String[] parts, int from, String s, String where) {
        List<Long> out = new ArrayList<>();
        for (int i = from; i < parts.length; i++) {
            try {
                out.add(Long.decode(parts[i].strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": '" + s + "': '" + parts[i].strip() + "' is not an integer");
            }
        }
        return out;
    }
}
