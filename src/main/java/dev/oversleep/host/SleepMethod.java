package dev.oversleep.host;

import dev.oversleep.input.BadValueException;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * How the host sleeps a requested length, numbered as {@code enum ovs_method}. All four are
 * hrtimers in the kernel. clock_nanosleep pays the thread's timer slack; a timerfd does not
 * (timerfd_settime arms its hrtimer without slack), which is why they differ on a loaded host.
 */
public enum SleepMethod {
    NANOSLEEP("nanosleep", 0, false),
    NANOSLEEP_ABS("nanosleep-abs", 1, true),
    TIMERFD("timerfd", 2, false),
    TIMERFD_ABS("timerfd-abs", 3, true);

    private final String cliName;
    final int id;
    private final boolean absolute;

    SleepMethod(String cliName, int id, boolean absolute) {
        this.cliName = cliName;
        this.id = id;
        this.absolute = absolute;
    }

    public String cliName() {
        return cliName;
    }

    public boolean absolute() {
        return absolute;
    }

    /** Parses a CLI name such as {@code timerfd-abs}. */
    public static SleepMethod parse(String name) {
        for (SleepMethod m : values()) {
            if (m.cliName.equals(name)) {
                return m;
            }
        }
        throw new BadValueException("sleep method", name, "expected one of " + names());
    }

    /** The CLI names, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(SleepMethod::cliName).collect(Collectors.joining(", "));
    }
}
