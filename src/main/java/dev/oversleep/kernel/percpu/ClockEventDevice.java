package dev.oversleep.kernel.percpu;

/**
 * A CPU's tick device (struct clock_event_device, kernel/time/clockevents.c and tick-oneshot.c,
 * read in v4.10.1; unchanged to v4.15 but where noted). dev-&gt;next_event is the instant the
 * device was last programmed for, by whichever hrtimer (or the broadcast exit) did it; the
 * NOHZ tick compares with it before v4.13, the broadcast and the idle governor read it in every
 * release.
 */
final class ClockEventDevice {
    /** -ETIME: the expiry is already in the past and programming was not forced. */
    static final int ETIME = -62;

    enum State { SHUTDOWN, ONESHOT, ONESHOT_STOPPED }

    private final Decrementer hw;
    private final long minDeltaNs;
    private final long maxDeltaNs;
    private final PercpuRules rules;
    private State state = State.ONESHOT;
    /** dev-&gt;next_event. */
    long nextEvent = Long.MAX_VALUE;
    /** How often tick_program_event(KTIME_MAX) asked to stop it (39c82caff861's path). */
    long stopRequests;

    ClockEventDevice(Decrementer hw, long minDeltaNs, long maxDeltaNs, PercpuRules rules) {
        this.hw = hw;
        this.minDeltaNs = minDeltaNs;
        this.maxDeltaNs = maxDeltaNs;
        this.rules = rules;
    }

    State state() {
        return state;
    }

    /**
     * clockevents_program_event(): next_event is written before every early return; a shut-down
     * device takes nothing else; a past expiry is forced to min_delta or refused with -ETIME; the
     * delta is clamped to [min_delta_ns, max_delta_ns] (next_event keeps the unclamped value).
     */
    int programEvent(long expires, boolean force, long now) {
        nextEvent = expires;
        if (state == State.SHUTDOWN) {
            return 0;
        }
        long delta = expires - now;
        if (delta <= 0) {
            return force ? programMinDelta(now) : ETIME;
        }
        hw.setNextEvent(Math.max(minDeltaNs, Math.min(delta, maxDeltaNs)), now);
        return 0;
    }

    /**
     * clockevents_program_min_delta() without CONFIG_GENERIC_CLOCKEVENTS_MIN_ADJUST (powerpc does
     * not select it): next_event = now + min_delta_ns, one attempt.
     */
    private int programMinDelta(long now) {
        nextEvent = now + minDeltaNs;
        hw.setNextEvent(minDeltaNs, now);
        return 0;
    }

    /**
     * tick_program_event(): KTIME_MAX stops the device (ONESHOT_STOPPED), which a driver without
     * set_state_oneshot_stopped refuses (-ENOSYS: state and hardware unchanged); before v4.15
     * (39c82caff861) next_event keeps the value it had.
     */
    int tickProgramEvent(long expires, boolean force, long now) {
        if (expires == Long.MAX_VALUE) {
            stopRequests++;
            switchState(State.ONESHOT_STOPPED, now);
            if (rules.nextEventMaxOnStop()) {
                nextEvent = Long.MAX_VALUE;
            }
            return 0;
        }
        if (state == State.ONESHOT_STOPPED) {
            switchState(State.ONESHOT, now);
        }
        return programEvent(expires, force, now);
    }

    /**
     * clockevents_switch_state(): never writes next_event. SHUTDOWN runs the driver's
     * set_state_shutdown (the decrementer re-arms itself decrementer_max out); ONESHOT has no
     * driver hook on the decrementer; ONESHOT_STOPPED needs a set_state_oneshot_stopped hook,
     * which the decrementer does not have (-ENOSYS, v4.7 to v4.15): nothing changes.
     */
    void switchState(State s, long now) {
        if (state == s) {
            return;
        }
        switch (s) {
            case SHUTDOWN -> hw.shutdown(now);
            case ONESHOT_STOPPED -> {
                return;
            }
            default -> {
            }
        }
        state = s;
    }
}
