package dev.oversleep.acpi;

import java.util.List;

/**
 * {@code acpi run}: one method run per acpi_os_sleep policy, each on a copy of the same booted
 * firmware: what it returned (or the ACPICA status it failed with), the virtual time it took,
 * and its Sleeps and Stalls with the requested and modelled durations. Lists are capped by the
 * record budget; {@code *_more} counts what was left out, the counts and totals are exact.
 *
 * @param args         the arguments as the method received them
 * @param fill         the byte unset region memory reads as
 * @param timebase     model (virtual time) or host
 * @param initFailures module-level code, _REG and _STA/_INI that failed while booting (ignored,
 *                     as ACPICA does)
 */
public record AcpiRunResult(String schema, String file, String method, List<TypedValue> args, String kernel, int hz,
                            String platform, long seed, String timebase, int fill, String interpreter, List<String> initFailures,
                            List<Run> runs) {
    public static final String SCHEMA = "oversleep.acpi.run/2";

    /**
     * One Sleep or Stall: what the AML asked for (Sleep in ms, Stall in us, here in ns) and how
     * long the model says it took.
     */
    public record Wait(String op, String method, long requestedNs, long durationNs) {
        static Wait of(OsWait w) {
            long unit = w.isSleep() ? 1_000_000 : 1_000;
            long requested = Long.compareUnsigned(w.requested(), Long.MAX_VALUE / unit) > 0 ? Long.MAX_VALUE : w.requested() * unit;
            return new Wait(w.op(), w.method(), requested, w.modeledNs());
        }
    }

    /**
     * @param result null when the call failed
     * @param status AE_OK or the ACPICA status of the failure; {@code error} says where
     */
    public record Run(String policy, TypedValue result, String status, String error, long elapsedNs, long sleepCount,
                      long stallCount, long sleepTotalNs, long stallTotalNs, List<Wait> waits, long waitsMore,
                      List<String> notifies, long notifiesMore, List<String> debug, long debugMore, List<String> trace,
                      Long traceMore) {

        /** The run's view of CALL, values rendered by RUN. */
        public static Run of(AmlRun run, AmlCall call, boolean traced) {
            return new Run(run.policy().cliName(), call.failed() ? null : run.typed(call.value()), call.status(),
                    call.failed() ? call.error().getMessage() : null, call.elapsedNs(), call.totals().sleeps(),
                    call.totals().stalls(), call.totals().sleepNs(), call.totals().stallNs(),
                    call.waits().items().stream().map(Wait::of).toList(), call.waits().more(),
                    call.notifies().items(), call.notifies().more(),
                    call.debug().items().stream().map(run::text).toList(), call.debug().more(),
                    traced ? call.trace().items() : null, traced ? call.trace().more() : null);
        }
    }
}
