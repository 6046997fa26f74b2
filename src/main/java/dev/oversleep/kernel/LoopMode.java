package dev.oversleep.kernel;

import dev.oversleep.input.CliNamed;

/** How the iterations of a sweep row are armed relative to the tick. */
public enum LoopMode implements CliNamed {
    /**
     * Each call right after the previous one returned, as an AML method calling Sleep(Arg0) in
     * a loop does: the task re-arms just after the tick that woke it, so wheel timers sit at
     * their upper bound. The row's first call starts at a random point of a tick.
     */
    BACK_TO_BACK("back-to-back"),
    /** Each call starts at a uniformly random point of a tick, after time spent elsewhere. */
    RANDOM_PHASE("random-phase");

    private final String cliName;

    LoopMode(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static LoopMode parse(String s) {
        return CliNamed.parse(LoopMode.class, s, "--loop");
    }
}
