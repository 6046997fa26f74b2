package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;
import java.util.List;

/**
 * Platform behaviour the kernel does not decide, read from
 * {@code firmware-models/platforms/*.json}. Every value carries the note saying where it came
 * from; a profile measured on a host by {@code oversleep host profile} is one too.
 *
 * @param cpus                 CPUs available to run woken tasks
 * @param wakeupLatencyMinNs   the least time from a timer's interrupt to the woken task
 *                             running (interrupt entry, idle-state exit, context switch)
 * @param wakeupLatencyMeanNs  the mean of that time; the model draws min + an exponential tail
 * @param hrtimerEventRateHz   other hrtimer expiries per second on the sleeping task's CPU; one
 *                             inside a usleep_range window wakes the sleeper early (never
 *                             before its minimum)
 * @param spuriousWakeupRateHz wake-ups per second of a TASK_INTERRUPTIBLE sleeper by anything
 *                             but its timer (signals, wake_up_process); they end
 *                             schedule_timeout_interruptible early
 */
public record PlatformProfile(
        String schema,
        String name,
        String description,
        Param cpus,
        Param wakeupLatencyMinNs,
        Param wakeupLatencyMeanNs,
        Param hrtimerEventRateHz,
        Param spuriousWakeupRateHz) implements ModelFiles.Validated {

    public static final String SCHEMA = "oversleep.platform/1";
    public static final String DEFAULT = "generic-x86-laptop";
    static final String RESOURCE_DIR = "firmware-models/platforms/";
    /** The profiles shipped in {@code firmware-models/platforms/}. */
    public static final List<String> BUILT_INS = List.of("generic-x86-laptop", "arm-juno-r2", "powervm-p9-lpar");

    @Override
    public void validate() {
        Param.require("cpus", cpus, 1);
        if (cpus.value() != Math.rint(cpus.value())) {
            throw new ModelFiles.InvalidFieldException("cpus.value", cpus.value() + " must be a whole number");
        }
        Param.require("wakeup_latency_min_ns", wakeupLatencyMinNs, 0);
        Param.require("wakeup_latency_mean_ns", wakeupLatencyMeanNs, wakeupLatencyMinNs.value());
        Param.require("hrtimer_event_rate_hz", hrtimerEventRateHz, 0);
        Param.require("spurious_wakeup_rate_hz", spuriousWakeupRateHz, 0);
        if (name == null || name.isBlank()) {
            throw new ModelFiles.InvalidFieldException("name", "missing");
        }
    }

    /**
     * Loads a profile: a path to a JSON file, or the name of a built-in one
     * ({@code generic-x86-laptop}, {@code arm-juno-r2}, {@code powervm-p9-lpar}).
     */
    public static PlatformProfile load(String fileOrName) {
        return ModelFiles.loadFileOrBuiltIn(fileOrName, "--platform", RESOURCE_DIR, BUILT_INS, SCHEMA,
                PlatformProfile.class);
    }
}
