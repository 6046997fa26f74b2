package dev.oversleep.kernel;

import dev.oversleep.input.BadValueException;

/**
 * A change to a kernel rule that a published experiment made, run as a what-if against the
 * release as shipped.
 */
public enum WhatIf {
    /** The release as shipped. */
    NONE("none"),
    /**
     * get_next_timer_interrupt() returns its expiry plus one nanosecond, the experiment that cut
     * 4.10.1's 1000 TPM extends from 3m33.5s to 1m29.6s (issue #33): a wheel event is then never
     * equal to another hrtimer's expiry, so tick_nohz_stop_sched_tick()'s "skip reprogram of
     * event if its not changed" never takes the device's next event for the tick's.
     */
    NEXT_EVENT_PLUS_1NS("next-event-plus-1ns");

    private final String cliName;

    WhatIf(String cliName) {
        this.cliName = cliName;
    }

    public String cliName() {
        return cliName;
    }

    public static WhatIf parse(String s) {
        for (WhatIf w : values()) {
            if (w.cliName.equals(s)) {
                return w;
            }
        }
        throw new BadValueException("what-if", s, "expected none or next-event-plus-1ns");
    }
}
