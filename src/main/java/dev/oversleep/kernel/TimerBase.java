package dev.oversleep.kernel;

/**
 * One CPU's standard timer base (struct timer_base, BASE_STD, kernel/time/timer.c): the wheel
 * clock base-&gt;clk, base-&gt;next_expiry, base-&gt;is_idle and, in its era,
 * base-&gt;must_forward_clk. Each method is the C function of the same job, with the
 * {@link TimerEra}'s rule; all quantities are jiffies. The state lives here and nowhere else,
 * as struct timer_base keeps it in one place.
 *
 * <p>Before v4.8 ({@link TimerEra#CASCADING}) the base clock does not decide when a timer fires;
 * the methods then place timers at their expiry and leave the state alone.
 */
public final class TimerBase {
    /** NEXT_TIMER_MAX_DELTA = (1UL &lt;&lt; 30) - 1: the "no timer" distance of __next_timer_interrupt(). */
    public static final long NEXT_TIMER_MAX_DELTA = (1L << 30) - 1;
    /** A placement of the cascading wheel: the timer fires at its expiry, no level applies. */
    public static final int NO_LEVEL = -1;

    private final TimerEra era;
    private final TimerWheel wheel;
    private long clk;
    private long nextExpiry;
    private boolean isIdle;
    private boolean mustForwardClk;

    /**
     * timers_prepare_cpu(): clk = jiffies, next_expiry = clk + NEXT_TIMER_MAX_DELTA,
     * is_idle = false, must_forward_clk = true (v4.13.4).
     */
    public TimerBase(TimerEra era, Hz hz, long jiffies) {
        this.era = era;
        this.wheel = new TimerWheel(hz);
        this.clk = jiffies;
        this.nextExpiry = jiffies + NEXT_TIMER_MAX_DELTA;
        this.mustForwardClk = era == TimerEra.MUST_FORWARD_CLK;
    }

    public TimerEra era() {
        return era;
    }

    public long clk() {
        return clk;
    }

    public long nextExpiry() {
        return nextExpiry;
    }

    public boolean isIdle() {
        return isIdle;
    }

    public boolean mustForwardClk() {
        return mustForwardClk;
    }

    /**
     * forward_timer_base(): by era, move base-&gt;clk to jiffies (or to next_expiry when that
     * is earlier and already due). {@link TimerEra#FORWARD_WHEN_IDLE}: only when is_idle and
     * two or more jiffies behind; {@link TimerEra#MUST_FORWARD_CLK}: only when must_forward_clk,
     * which is then reset to is_idle, and two or more behind; {@link TimerEra#FORWARD_WHEN_BEHIND}:
     * whenever one or more behind.
     */
    public void forward(long jnow) {
        switch (era) {
            case CASCADING:
                return;
            case FORWARD_WHEN_IDLE:
                if (!isIdle || jnow - clk < 2) {
                    return;
                }
                break;
            case MUST_FORWARD_CLK:
                if (!mustForwardClk) {
                    return;
                }
                mustForwardClk = isIdle;
                if (jnow - clk < 2) {
                    return;
                }
                break;
            default:
                if (jnow - clk < 1) {
                    return;
                }
                break;
        }
        if (nextExpiry > jnow) {
            clk = jnow;
        } else if (nextExpiry >= clk) {
            clk = nextExpiry;
        }
    }

    /**
     * A timer that is not pending is queued on this base, as schedule_timeout() does through
     * __mod_timer(): forward_timer_base(), then internal_add_timer() with
     * calc_wheel_index(expires, base-&gt;clk). Since v5.9 enqueue_timer() also lowers
     * next_expiry to the bucket's expiry.
     */
    public TimerWheel.Placement enqueue(long expires, long jnow) {
        if (era == TimerEra.CASCADING) {
            return new TimerWheel.Placement(NO_LEVEL, expires);
        }
        forward(jnow);
        return place(expires);
    }

    /**
     * mod_timer() of a timer already pending in bucket {@code current}: since v4.13 the base is
     * forwarded before the index is computed; v4.8 to v4.12 compute the index against the old
     * clock, keep the timer where it is when the index is unchanged, and otherwise forward (only
     * an idle base) and enqueue at the index computed before, unless forwarding moved the clock.
     */
    public TimerWheel.Placement modPending(long expires, long jnow, TimerWheel.Placement current) {
        if (era == TimerEra.CASCADING) {
            return new TimerWheel.Placement(NO_LEVEL, expires);
        }
        if (era != TimerEra.FORWARD_WHEN_IDLE) {
            forward(jnow);
        }
        long clkAtIndex = clk;
        TimerWheel.Placement p = wheel.place(expires, clk);
        if (sameIndex(p, current)) {
            return current;
        }
        if (era == TimerEra.FORWARD_WHEN_IDLE) {
            forward(jnow);
        }
        return clk == clkAtIndex ? record(p) : place(expires);
    }

    /**
     * add_timer_on(timer, cpu): internal_add_timer() on this base; it forwards the base first
     * only since v4.13 (one of the three holes 2fe59f507a65 closed).
     */
    public TimerWheel.Placement addTimerOn(long expires, long jnow) {
        if (era == TimerEra.CASCADING) {
            return new TimerWheel.Placement(NO_LEVEL, expires);
        }
        if (era != TimerEra.FORWARD_WHEN_IDLE) {
            forward(jnow);
        }
        return place(expires);
    }

    /**
     * get_next_timer_interrupt(basej, basem) on the way into NOHZ idle (or at an interrupt's exit
     * while idle): next_expiry = the next pending timer's expiry ({@code nextTimer}, or none);
     * when basej is past the clock, the clock moves to basej (or to that timer if it is due);
     * the base is marked idle (and since v4.13 must_forward_clk) when the next timer is more
     * than a tick away, and not idle when it is due.
     *
     * @param nextTimer the bucket expiry of the earliest timer pending on this base, or
     *                  {@link Long#MAX_VALUE} when none is
     */
    public void nextTimerInterrupt(long basej, long nextTimer) {
        if (era == TimerEra.CASCADING) {
            return;
        }
        long nextevt = nextTimer == Long.MAX_VALUE ? clk + NEXT_TIMER_MAX_DELTA : nextTimer;
        nextExpiry = nextevt;
        if (basej > clk) {
            if (nextevt > basej) {
                clk = basej;
            } else if (nextevt > clk) {
                clk = nextevt;
            }
        }
        if (nextevt <= basej) {
            isIdle = false;
        } else if (nextevt - basej > 1) {
            isIdle = true;
            if (era == TimerEra.MUST_FORWARD_CLK) {
                mustForwardClk = true;
            }
        }
    }

    /** timer_clear_idle(): on NOHZ idle exit, or when the next event is within a tick. */
    public void clearIdle() {
        isIdle = false;
    }

    /**
     * The timer softirq of the tick in which jiffies is j (run_local_timers() raises it,
     * run_timer_softirq() runs __run_timers()). Up to v5.8 it is raised whenever jiffies has
     * reached the clock, clears must_forward_clk and leaves base-&gt;clk = j + 1; since v5.9 it
     * runs only when a timer is due (jiffies &ge; next_expiry), and then also leaves j + 1 with
     * next_expiry recomputed (empty here: the due timer has run).
     */
    public void runTimerSoftirq(long j) {
        if (era == TimerEra.CASCADING || j < clk) {
            return;
        }
        if (era == TimerEra.FORWARD_WHEN_BEHIND) {
            if (j < nextExpiry) {
                return;
            }
            nextExpiry = j + 1 + NEXT_TIMER_MAX_DELTA;
        }
        mustForwardClk = false;
        clk = j + 1;
    }

    /**
     * A timer still pending after the softirq: since v5.9 __run_timers() recomputes next_expiry
     * from the timers left, so the base's next softirq is due at the earliest of them. Before
     * v5.9 next_expiry is only what get_next_timer_interrupt() last found, and this does nothing.
     */
    public void stillPending(long bucketExpiry) {
        if (era == TimerEra.FORWARD_WHEN_BEHIND && bucketExpiry < nextExpiry) {
            nextExpiry = bucketExpiry;
        }
    }

    /** Where a timer would land against a base that is current (clk at jiffies, or ahead of it). */
    public TimerWheel.Placement placeFresh(long expires, long jnow) {
        if (era == TimerEra.CASCADING) {
            return new TimerWheel.Placement(NO_LEVEL, expires);
        }
        return wheel.place(expires, Math.max(clk, jnow));
    }

    private TimerWheel.Placement place(long expires) {
        return record(wheel.place(expires, clk));
    }

    private TimerWheel.Placement record(TimerWheel.Placement p) {
        if (era == TimerEra.FORWARD_WHEN_BEHIND && p.bucketExpiry() < nextExpiry) {
            nextExpiry = p.bucketExpiry();
        }
        return p;
    }

    /** timer_get_idx() equality: the same level and the same one of its 64 buckets. */
    private static boolean sameIndex(TimerWheel.Placement a, TimerWheel.Placement b) {
        if (a.level() != b.level()) {
            return false;
        }
        int shift = a.level() * TimerWheel.LVL_CLK_SHIFT;
        return ((a.bucketExpiry() >> shift) & (TimerWheel.LVL_SIZE - 1))
                == ((b.bucketExpiry() >> shift) & (TimerWheel.LVL_SIZE - 1));
    }
}
