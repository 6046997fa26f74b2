package dev.oversleep.acpi;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a {@link ReplayScript}'s calls in order on one run of booted firmware: per kernel and
 * policy, each call's time, waits and failure.
 */
public final class Replay {
    private Replay() {
    }

    /** Every call of SCRIPT (named SOURCE in messages) names an object the loaded TABLES can call; else bad input. */
    public static void check(ReplayScript script, String source, AmlRunner tables) {
        for (int i = 0; i < script.calls().size(); i++) {
            try {
                tables.callable(script.calls().get(i).method());
            } catch (AmlPathException e) {
                throw new BadInputException(source + ": calls[" + i + "].method " + e.path() + ": " + e.problem());
            }
        }
    }

    /** One row: SCRIPT on a fresh run of RUNNER on KERNEL under POLICY. */
    public static ReplayResult.Row run(AmlRunner runner, ReplayScript script, Kernel kernel, AcpiOsSleepPolicy policy) {
        AmlRun run = runner.newRun(kernel, policy);
        long start = kernel.now();
        List<ReplayResult.CallTime> calls = new ArrayList<>();
        for (ReplayScript.Call c : script.calls()) {
            AmlCall call = run.callWithIntegers(c.method(), c.args());
            calls.add(new ReplayResult.CallTime(c.method(), call.elapsedNs(), call.totals().sleeps(),
                    call.totals().stalls(), call.status(), call.failed() ? call.error().getMessage() : null));
        }
        return new ReplayResult.Row(policy.cliName(), kernel.profile().hz().value(), kernel.now() - start, calls);
    }
}
