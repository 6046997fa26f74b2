package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;

/**
 * Each CPU's clockevent device as its driver registers it (struct clock_event_device): the
 * range clockevents_program_event() clamps a delta to. The per-CPU machine models the POWER
 * decrementer (arch/powerpc/kernel/time.c), which has no set_state_oneshot_stopped (so
 * tick_program_event(KTIME_MAX) changes nothing) and re-arms itself max_delta_ns out when shut
 * down or after each exception.
 *
 * @param device     the driver: "decrementer"
 * @param maxDeltaNs max_delta_ns (decrementer_max in ns)
 * @param minDeltaNs min_delta_ns
 * @param source     where these come from
 */
public record ClockEventSpec(String device, Param maxDeltaNs, Param minDeltaNs, String source) {

    void validate() {
        if (!"decrementer".equals(device)) {
            throw new ModelFiles.InvalidFieldException("clockevent.device", "expected decrementer (the one device modelled)");
        }
        Param.require("clockevent.max_delta_ns", maxDeltaNs, 1_000_000);
        Param.require("clockevent.min_delta_ns", minDeltaNs, 1, maxDeltaNs.value());
        if (source == null || source.isBlank()) {
            throw new ModelFiles.InvalidFieldException("clockevent.source", "every value needs a note on its source");
        }
    }
}
