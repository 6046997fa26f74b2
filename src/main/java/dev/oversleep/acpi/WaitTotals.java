package dev.oversleep.acpi;

/**
 * Exact totals of a call's waits, kept however many of them the record budget lists.
 *
 * @param sleepRequestedMs the Sleep operands summed (before ACPICA's 2 s clamp)
 * @param sleepNs          how long the Sleeps lasted under the policy
 * @param stallNs          how long the Stalls lasted (udelay)
 */
public record WaitTotals(long sleeps, long stalls, long sleepRequestedMs, long sleepNs, long stallRequestedUs,
                         long stallNs) {
    public static final WaitTotals NONE = new WaitTotals(0, 0, 0, 0, 0, 0);

    WaitTotals plus(OsWait w) {
        return w.isSleep()
                ? new WaitTotals(sleeps + 1, stalls, add(sleepRequestedMs, w.requested()), add(sleepNs, w.modeledNs()),
                        stallRequestedUs, stallNs)
                : new WaitTotals(sleeps, stalls + 1, sleepRequestedMs, sleepNs, add(stallRequestedUs, w.requested()),
                        add(stallNs, w.modeledNs()));
    }

    /** Requests are unsigned AML integers: a sum that passes 2^63 - 1 stays there. */
    private static long add(long total, long more) {
        long sum = total + more;
        return more < 0 || sum < total ? Long.MAX_VALUE : sum;
    }
}
