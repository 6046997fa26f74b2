package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;

/**
 * One cpuidle state as the platform's driver registers it (struct cpuidle_state): what the
 * governor weighs (exit latency, target residency) and whether the CPU's timer stops in it
 * (CPUIDLE_FLAG_TIMER_STOP), which hands its next timer event to the tick broadcast.
 *
 * @param name              the driver's name, e.g. "FastSleep"
 * @param exitLatencyNs     state exit latency, with its source
 * @param targetResidencyNs the shortest idle worth entering it for, with its source
 * @param timerStop         CPUIDLE_FLAG_TIMER_STOP: the CPU's clockevent device cannot wake it
 * @param polling           the CPU polls need_resched in this state (powernv's snooze_loop):
 *                          a wake-up needs no interrupt, and the loop gives up after the
 *                          platform's snooze timeout
 */
public record IdleState(String name, Param exitLatencyNs, Param targetResidencyNs, boolean timerStop,
                        boolean polling) {

    void validate(String field) {
        if (name == null || name.isBlank()) {
            throw new ModelFiles.InvalidFieldException(field + ".name", "missing");
        }
        Param.require(field + ".exit_latency_ns", exitLatencyNs, 0);
        Param.require(field + ".target_residency_ns", targetResidencyNs, 0);
    }
}
