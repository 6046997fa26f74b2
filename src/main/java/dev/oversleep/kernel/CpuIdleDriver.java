package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;
import java.util.List;

/**
 * The platform's cpuidle driver and governor (drivers/cpuidle): the states in index order, the
 * first being the shallowest, and how long the polling state spins before it gives up. A
 * platform that declares it is simulated CPU by CPU ({@link dev.oversleep.kernel.percpu}).
 *
 * @param driver          the driver's name, e.g. "powernv_idle"
 * @param governor        the governor; "menu" (drivers/cpuidle/governors/menu.c) is modelled
 * @param states          the registered states, index 0 first
 * @param snoozeTimeoutNs how long the polling state spins before it returns (powernv's
 *                        snooze_timeout, the next state's target residency), with its source
 * @param source          where the table comes from
 */
public record CpuIdleDriver(String driver, String governor, List<IdleState> states, Param snoozeTimeoutNs,
                            String source) {

    void validate() {
        if (driver == null || driver.isBlank()) {
            throw new ModelFiles.InvalidFieldException("cpuidle.driver", "missing");
        }
        if (!"menu".equals(governor)) {
            throw new ModelFiles.InvalidFieldException("cpuidle.governor", "expected menu");
        }
        if (states == null || states.isEmpty() || states.size() > 10) {
            throw new ModelFiles.InvalidFieldException("cpuidle.states", "expected 1 to 10 states (CPUIDLE_STATE_MAX)");
        }
        for (int i = 0; i < states.size(); i++) {
            IdleState s = states.get(i);
            if (s == null) {
                throw new ModelFiles.InvalidFieldException("cpuidle.states[" + i + "]", "missing");
            }
            s.validate("cpuidle.states[" + i + "]");
        }
        Param.require("cpuidle.snooze_timeout_ns", snoozeTimeoutNs, 1000);
        if (source == null || source.isBlank()) {
            throw new ModelFiles.InvalidFieldException("cpuidle.source", "every table needs a note on its source");
        }
    }
}
