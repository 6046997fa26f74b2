package dev.oversleep.acpi;

import java.util.List;

/**
 * {@code acpi run}: one method run per acpi_os_sleep policy, each on a copy of the same booted
 * firmware: what it returned (or the ACPICA status it failed with), the virtual time it took,
 * and its Sleeps and Stalls with the requested and modelled durations. Lists are capped by the
 * record budget; {@code *_more} counts what was left out, the counts and totals are exact.
 *
 * @param timebase     model (virtual time) or host
 * @param initFailures module-level code, _REG and _STA/_INI that failed while booting (ignored,
 *                     as ACPICA does)
 */
public record AcpiRunResult(String schema, String file, String method, List<String> args, String kernel, int hz,
                            String platform, long seed, String timebase, String fill, List<String> initFailures,
                            List<Run> runs) {
    public static final String SCHEMA = "oversleep.acpi.run/2";

    /** One Sleep or Stall: requested in ms (Sleep) or us (Stall), and how long the model says it took. */
    public record Sleep(String op, String method, long requested, long actualNs) {
    }

    /**
     * @param result null when the call failed
     * @param status AE_OK or the ACPICA status of the failure; {@code error} says where
     */
    public record Run(String policy, TypedValue result, String status, String error, long elapsedNs, long sleepCount,
                      long stallCount, long sleepTotalNs, long stallTotalNs, List<Sleep> sleeps, long sleepsMore,
                      List<String> notifies, long notifiesMore, List<String> debug, long debugMore, List<String> trace,
                      Long traceMore) {

        /** The run's view of CALL, values rendered by RUN. */
        public static Run of(AmlRun run, AmlCall call, boolean traced) {
            List<Sleep> sleeps = call.waits().items().stream()
                    .map(w -> new Sleep(w.op(), w.method(), w.requested(), w.modeledNs())).toList();
            return new Run(run.policy().cliName(), call.failed() ? null : run.typed(call.value()), call.status(),
                    call.failed() ? call.error().getMessage() : null, call.elapsedNs(), call.totals().sleeps(),
                    call.totals().stalls(), call.totals().sleepNs(), call.totals().stallNs(), sleeps, call.waits().more(),
                    call.notifies().items(), call.notifies().more(),
                    call.debug().items().stream().map(run::text).toList(), call.debug().more(),
                    traced ? call.trace().items() : null, traced ? call.trace().more() : null);
        }
    }
}
