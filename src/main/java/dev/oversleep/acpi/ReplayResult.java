package dev.oversleep.acpi;

import java.util.List;

/**
 * {@code acpi replay}: the script's total time for every acpi_os_sleep policy and HZ value,
 * each row a run on its own copy of the tables booted once, and the inputs that decide them.
 */
public record ReplayResult(String schema, String file, String script, String kernel, List<Integer> hz, String platform,
                           long seed, String timebase, String interpreter, List<String> policies, List<String> initFailures, List<Row> rows) {
    public static final String SCHEMA = "oversleep.acpi.replay/2";

    /** One policy at one HZ: the total and each call's time, Sleep/Stall counts and failure. */
    public record Row(String policy, int hz, long totalNs, List<CallTime> calls) {
    }

    /** @param error null when the call succeeded */
    public record CallTime(String method, long elapsedNs, long sleeps, long stalls, String status, String error) {
    }
}
