package dev.oversleep.acpi;

import java.util.List;

/** {@code acpi replay}: the script's total time for every acpi_os_sleep policy and HZ value. */
public record ReplayResult(String schema, String file, String script, String kernel, List<Integer> hz,
                           List<String> policies, List<Row> rows) {
    public static final String SCHEMA = "oversleep.acpi.replay/1";

    /** One policy at one HZ: the total and each call's time, Sleep/Stall count and failure. */
    public record Row(String policy, int hz, long totalNs, List<CallTime> calls) {
    }

    public record CallTime(String method, long elapsedNs, long sleeps, long stalls, String error) {
    }
}
