package dev.oversleep.acpi;

import java.util.List;

/**
 * {@code acpi run}: one method run per acpi_os_sleep policy: what it returned (or the ACPICA
 * status it failed with), the virtual time it took, and every Sleep and Stall with the
 * requested and modelled durations.
 */
public record AcpiRunResult(String schema, String file, String method, List<String> args, String kernel, int hz,
                            String fill, List<Run> runs) {
    public static final String SCHEMA = "oversleep.acpi.run/1";

    /** One Sleep or Stall: requested in ms (Sleep) or us (Stall), and how long the model says it took. */
    public record Sleep(String op, String method, long requested, long actualNs) {
    }

    /** @param loadFailures module-level code and _STA/_INI methods that failed during namespace
     *     initialization (ignored, as ACPICA does) */
    public record Run(String policy, String result, String error, long elapsedNs, List<Sleep> sleeps,
                      List<String> notifies, List<String> debug, List<String> trace, List<String> loadFailures) {
    }
}
