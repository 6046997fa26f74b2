package dev.oversleep.kernel;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.ModelFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

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
    public static final java.util.List<String> BUILT_INS = java.util.List.of("generic-x86-laptop", "arm-juno-r2", "powervm-p9-lpar");

    /** A number and the note saying where it came from. */
    public record Param(double value, String source) {
    }

    @Override
    public void validate() {
        require("cpus", cpus, cpus != null && cpus.value() >= 1 && cpus.value() == Math.rint(cpus.value()),
                "must be a whole number >= 1");
        require("wakeup_latency_min_ns", wakeupLatencyMinNs, wakeupLatencyMinNs != null && wakeupLatencyMinNs.value() >= 0,
                "must be >= 0");
        require("wakeup_latency_mean_ns", wakeupLatencyMeanNs, wakeupLatencyMeanNs != null
                && wakeupLatencyMinNs != null && wakeupLatencyMeanNs.value() >= wakeupLatencyMinNs.value(),
                "must be >= wakeup_latency_min_ns");
        require("hrtimer_event_rate_hz", hrtimerEventRateHz, hrtimerEventRateHz != null && hrtimerEventRateHz.value() >= 0,
                "must be >= 0");
        require("spurious_wakeup_rate_hz", spuriousWakeupRateHz, spuriousWakeupRateHz != null
                && spuriousWakeupRateHz.value() >= 0, "must be >= 0");
        if (name == null || name.isBlank()) {
            throw new ModelFiles.InvalidFieldException("name", "missing");
        }
    }

    private static void require(String field, Param p, boolean ok, String problem) {
        if (p == null) {
            throw new ModelFiles.InvalidFieldException(field, "missing");
        }
        if (p.source() == null || p.source().isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".source", "every value needs a note on its source");
        }
        if (!ok || Double.isNaN(p.value())) {
            throw new ModelFiles.InvalidFieldException(field + ".value", p.value() + " " + problem);
        }
    }

    /**
     * Loads a profile: a path to a JSON file, or the name of a built-in one
     * ({@code generic-x86-laptop}, {@code arm-juno-r2}, ...).
     */
    public static PlatformProfile load(String fileOrName) {
        if (fileOrName.contains("/") || fileOrName.endsWith(".json")) {
            return ModelFiles.read(Path.of(fileOrName), SCHEMA, PlatformProfile.class);
        }
        String resource = RESOURCE_DIR + fileOrName + ".json";
        try (InputStream in = PlatformProfile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new BadInputException("--platform " + fileOrName
                        + ": no such file or built-in profile (built-ins: " + String.join(", ", BUILT_INS) + ")");
            }
            return ModelFiles.parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8), SCHEMA,
                    PlatformProfile.class);
        } catch (IOException e) {
            throw new BadInputException(resource + ": cannot read: " + e.getMessage());
        }
    }
}
