package dev.oversleep.acpi;

/**
 * What one call did: the value it returned (Uninitialized when it returned no object) or the
 * ACPICA status it failed with, the virtual time it took, and its records, each capped by the
 * run's {@link RecordBudget} with exact counts.
 *
 * @param value  null when the call failed
 * @param error  null when it succeeded
 * @param totals exact counts and sums of the Sleeps and Stalls, however many {@code waits} lists
 * @param trace  field and region accesses (none unless the run traces)
 */
public record AmlCall(String method, AmlValue value, AmlError error, long elapsedNs, Recorded<OsWait> waits,
                      WaitTotals totals, Recorded<String> notifies, Recorded<AmlValue> debug, Recorded<String> trace) {
    public boolean failed() {
        return error != null;
    }

    /** This call, failed with ERROR after all it did and recorded (its value is not handed over). */
    AmlCall failedWith(AmlError error) {
        return new AmlCall(method, null, error, elapsedNs, waits, totals, notifies, debug, trace);
    }

    /** This call, its value replaced by VALUE (the object handed to the caller). */
    AmlCall withValue(AmlValue value) {
        return new AmlCall(method, value, error, elapsedNs, waits, totals, notifies, debug, trace);
    }

    /** AE_OK, or the status the call failed with. */
    public String status() {
        return error == null ? "AE_OK" : error.status();
    }
}
