package dev.oversleep.sim;

import dev.oversleep.input.BadInputException;

/** A nanosecond clock that only moves when told to, and never backwards. */
public final class VirtualClock {
    private long nowNs;

    public VirtualClock(long startNs) {
        this.nowNs = startNs;
    }

    public long nowNs() {
        return nowNs;
    }

    /**
     * Moves to an instant at or after now; moving back is a modelling bug. A negative instant
     * reached from a non-negative now is a sum that passed 2^63 ns (292 years): the input asked
     * for more virtual time than a run can hold, which is the user's to fix, not a bug.
     */
    public void advanceTo(long ns) {
        if (ns < nowNs) {
            if (ns < 0 && nowNs >= 0) {
                throw overflow();
            }
            throw new IllegalStateException("virtual time would go back from " + nowNs + " to " + ns);
        }
        nowNs = ns;
    }

    public void advanceBy(long ns) {
        if (ns > 0 && nowNs > Long.MAX_VALUE - ns) {
            throw overflow();
        }
        advanceTo(nowNs + ns);
    }

    private static BadInputException overflow() {
        return new BadInputException("the run would pass 2^63 ns (292 years) of virtual time: "
                + "an argument or a model value is too large");
    }
}
