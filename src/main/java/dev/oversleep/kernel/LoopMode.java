package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;

/** How the iterations of a sweep row are armed relative to the tick. */
public enum LoopMode {
    /**
     * Each call right after the previous one returned, as an AML method calling Sleep(Arg0) in
     * a loop does: the task re-arms just after the tick that woke it, so wheel timers sit at
     * their upper bound. The row's first call starts at a random point of a tick.
     */
    BACK_TO_BACK("back-to-back"),
    /** Each call starts at a uniformly random point of a tick, after time spent elsewhere. */
    RANDOM_PHASE("random-phase"),
    /**
     * Each call follows an idle gap (exponential, the sweep's gap mean) that an I/O completion
     * interrupt on the platform's interrupt CPU ends, as a driver that waits for its device and
     * then sleeps: the wake-up goes where the era's {@link WakeAffinity} puts the task, and its
     * first timer is armed in the window after NOHZ idle exit, before that CPU's first tick.
     */
    IO_WAIT("io-wait");

    private final String cliName;

    LoopMode(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    public static LoopMode parse(String s) {
        for (LoopMode m : values()) {
            if (m.cliName.equals(s)) {
                return m;
            }
        }
        throw new BadValueException("loop mode", s, "expected back-to-back, random-phase or io-wait");
    }
}
