package dev.oversleep.cli;

import dev.oversleep.host.HostTimers;
import dev.oversleep.input.BadValueException;
import dev.oversleep.host.HostTimebase;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.kernel.VirtualTimebase;
import java.util.function.Supplier;

/** {@code --timebase model|host}: fresh timebases for each run. */
final class TimebaseChoice {
    private TimebaseChoice() {
    }

    /** A supplier of timebases; host ones load the shim first (and fail here if it is missing). */
    static Supplier<Timebase> parse(String name) {
        return switch (name) {
            case "model" -> () -> new VirtualTimebase(0);
            case "host" -> {
                HostTimers timers = HostTimers.load();
                yield () -> new HostTimebase(timers);
            }
            default -> throw new BadValueException("--timebase", name, "expected model or host");
        };
    }
}
