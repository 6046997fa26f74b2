package dev.oversleep.pm;

import java.util.Arrays;
import java.util.List;

/**
 * The phases of a system sleep transition (drivers/base/power/main.c, dpm_prepare ...
 * dpm_complete). Which way each walks dpm_list is the kernel's: dpm_prepare takes
 * {@code dpm_list.next} (head first), dpm_suspend takes {@code dpm_list.prev} and
 * dpm_suspend_noirq uses {@code list_for_each_entry_reverse} (tail first), dpm_resume_noirq and
 * dpm_resume walk head first, and dpm_complete takes {@code dpm_list.prev} again (tail first)
 * — 2.6.32, 2.6.33 and 2.6.34 alike. Prepare and complete are always synchronous and never
 * call dpm_wait (device_prepare, device_complete). suspend_late and resume_early exist from
 * 3.4 on (before, a 2.6.3x machine has no callbacks there and they take no time).
 */
public enum PmPhase {
    PREPARE("prepare", true, true, false),
    SUSPEND("suspend", true, false, true),
    SUSPEND_LATE("suspend_late", true, false, true),
    SUSPEND_NOIRQ("suspend_noirq", true, false, true),
    RESUME_NOIRQ("resume_noirq", false, false, false),
    RESUME_EARLY("resume_early", false, false, false),
    RESUME("resume", false, false, false),
    COMPLETE("complete", false, true, true);

    private final String key;
    private final boolean suspendSide;
    private final boolean alwaysSync;
    private final boolean tailFirst;

    PmPhase(String key, boolean suspendSide, boolean alwaysSync, boolean tailFirst) {
        this.key = key;
        this.suspendSide = suspendSide;
        this.alwaysSync = alwaysSync;
        this.tailFirst = tailFirst;
    }

    /** The name used in machine files and results. */
    public String key() {
        return key;
    }

    public boolean suspendSide() {
        return suspendSide;
    }

    /** Prepare and complete: one callback after another on the PM thread, no dpm_wait. */
    public boolean alwaysSync() {
        return alwaysSync;
    }

    /** Whether the walk starts at the tail of dpm_list (children before parents). */
    public boolean tailFirst() {
        return tailFirst;
    }

    /** The phases of one direction, in the order the PM core runs them. */
    public static List<PmPhase> of(boolean suspend) {
        return Arrays.stream(values()).filter(p -> p.suspendSide == suspend).toList();
    }

    static PmPhase byKey(String key) {
        return Arrays.stream(values()).filter(p -> p.key.equals(key)).findFirst().orElse(null);
    }
}
