package dev.oversleep.pm;

import java.util.Arrays;
import java.util.List;

/**
 * The phases of a system sleep transition (drivers/base/power/main.c, dpm_prepare ...
 * dpm_complete). Prepare and complete always run synchronously; suspend-side phases walk
 * dpm_list tail first, resume-side phases head first.
 */
public enum PmPhase {
    PREPARE("prepare", true, true),
    SUSPEND("suspend", true, false),
    SUSPEND_LATE("suspend_late", true, false),
    SUSPEND_NOIRQ("suspend_noirq", true, false),
    RESUME_NOIRQ("resume_noirq", false, false),
    RESUME_EARLY("resume_early", false, false),
    RESUME("resume", false, false),
    COMPLETE("complete", false, true);

    private final String key;
    private final boolean suspendSide;
    private final boolean alwaysSync;

    PmPhase(String key, boolean suspendSide, boolean alwaysSync) {
        this.key = key;
        this.suspendSide = suspendSide;
        this.alwaysSync = alwaysSync;
    }

    /** The name used in machine files and results. */
    public String key() {
        return key;
    }

    public boolean suspendSide() {
        return suspendSide;
    }

    public boolean alwaysSync() {
        return alwaysSync;
    }

    /** The phases of one direction, in the order the PM core runs them. */
    public static List<PmPhase> of(boolean suspend) {
        return Arrays.stream(values()).filter(p -> p.suspendSide == suspend).toList();
    }

    static PmPhase byKey(String key) {
        return Arrays.stream(values()).filter(p -> p.key.equals(key)).findFirst().orElse(null);
    }
}
