package dev.oversleep.pm;

import dev.oversleep.input.CliNamed;

/**
 * How the PM core orders device callbacks within a phase, by era (drivers/base/power/main.c).
 *
 * <p>The wait rule is 2.6.34's: device_resume begins with {@code dpm_wait(dev->parent, async)},
 * and dpm_wait waits when the caller is async or the device waited for is async
 * ({@code async || (pm_async_enabled && dev->power.async_suspend)}); __device_suspend begins with
 * dpm_wait_for_children under the same rule. So a synchronous child blocks the list walk until
 * its async parent is done, and a synchronous parent blocks it until its async children are.
 * (Between two synchronous devices no wait is needed: the walk order already holds.) Device
 * links (4.10 on) add suppliers and consumers under the same rule. Each async-capable phase
 * ends with {@code async_synchronize_full()}, which waits for every async callback in the
 * system, not only this phase's.
 */
public enum PmStrategy implements CliNamed {
    /**
     * pm_async=0: is_async() is false, every callback in list order on the PM thread. This is
     * also all that mainline 2.6.32 and 2.6.33 do: their drivers/base/power/main.c has no
     * async_schedule, no dpm_wait and no power.async_suspend (async PM arrived in 2.6.34).
     */
    SYNC("sync"),
    /**
     * 5af84b82701a (merged for 2.6.34): an async device is scheduled (async_schedule) when the
     * list walk reaches it — device_suspend() as 2.6.34 released it, and device_resume() as that
     * commit had it before 97df8c12995c replaced the resume side in the same merge window (so
     * walk-time resume is in no release). suspend and resume only: dpm_suspend_noirq and
     * dpm_resume_noirq stay plain list walks in 2.6.34.
     */
    ASYNC_WALK("async-walk"),
    /**
     * 97df8c12995c (2.6.34): dpm_resume first schedules every async device
     * ({@code list_for_each_entry ... if (is_async(dev)) async_schedule(async_resume, dev)}), then
     * walks the synchronous ones; suspend still schedules each as the walk reaches it. suspend and
     * resume only, as in 2.6.34.
     */
    ASYNC_UPFRONT("async-upfront"),
    /**
     * 6.16: every phase between prepare and complete can run async. Resume schedules the async
     * devices without a parent up front and each device, when done, schedules its async children;
     * suspend schedules the async devices without children and each device, when done, its async
     * parent; the walk schedules an async device it reaches that is not scheduled yet, rather than
     * running it synchronously.
     */
    ASYNC_6_16("async-6.16");

    /** async-walk's name before #13; still accepted. */
    public static final String OLD_WALK_NAME = "async-2.6.33";

    private final String cliName;

    PmStrategy(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    /** Whether this strategy can run an async device's callback of PHASE in an async thread. */
    public boolean asyncIn(PmPhase phase) {
        return switch (this) {
            case SYNC -> false;
            case ASYNC_WALK, ASYNC_UPFRONT -> phase == PmPhase.SUSPEND || phase == PmPhase.RESUME;
            case ASYNC_6_16 -> !phase.alwaysSync();
        };
    }

    /** Whether the list walk schedules an async device when it reaches it. */
    boolean schedulesOnWalk(PmPhase phase) {
        return this == ASYNC_WALK || this == ASYNC_6_16 || this == ASYNC_UPFRONT && phase.suspendSide();
    }

    public static PmStrategy parse(String s) {
        if (OLD_WALK_NAME.equals(s)) {
            return ASYNC_WALK;
        }
        return CliNamed.parse(PmStrategy.class, s, "--strategy");
    }
}
