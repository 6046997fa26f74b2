package dev.oversleep.kernel;

/**
 * One primitive call as a firmware path made it.
 *
 * @param primitive   the C function called
 * @param requestedNs what the caller asked for (ms or µs as ns; for usleep_range its minimum)
 * @param startNs     when the call was made (timebase ns)
 * @param modeledNs   how long the model says the call lasted, to the task running again
 * @param measuredNs  how long it really lasted on the host, or -1 in virtual time
 * @param woke        why it returned: "timer", "early-wakeup" or "busy-wait"
 * @param cpu         the CPU the task ran on when it made the call
 * @param level       the wheel level its last timer was queued in, or -1 (no wheel timer, or the
 *                    cascading wheel)
 * @param late        why it fired later than on a current base with a punctual tick
 * @param lateNs      by how much (0 when not late)
 * @param lostUntil   for {@link LateReason#LOST_WAKEUP}: what ended the loss (e.g. "watchdog"), else null
 */
public record SleepRecord(Primitive primitive, long requestedNs, long startNs, long modeledNs, long measuredNs,
                          String woke, int cpu, int level, LateReason late, long lateNs, String lostUntil) {

    /**
     * How results count a late sleep: {@code stale-base:level-N}, {@code late-tick}, or
     * {@code lost-wakeup:CAUSE} with what ended the loss; null when it was not late.
     */
    public String lateKey() {
        return switch (late) {
            case NONE -> null;
            case STALE_BASE -> "stale-base:level-" + level;
            case LOST_WAKEUP -> late.label() + ":" + lostUntil;
            default -> late.label();
        };
    }
}
