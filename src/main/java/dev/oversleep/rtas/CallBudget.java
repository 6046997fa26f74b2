package dev.oversleep.rtas;

import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFiles;
import java.util.Map;

/**
 * The most RTAS calls a firmware profile lets a request make, so that no profile makes a run loop
 * for ever (a call of no cost under a wait) or for hours. The costliest caller is 5.16's
 * rtas_busy_delay() on an idle CPU: it calls again at once (arch/powerpc/kernel/rtas.c, v5.16:
 * msleep() only if need_resched()), so it spins through a wait at one call per
 * {@code calls.call_ns} and works through an operation a slice per call; query-cpu-stopped-state
 * is polled the same way while a CPU stops. The shipped profile's costliest operation, an LMB's
 * release, takes about 400 such calls.
 */
final class CallBudget {
    /** The most calls one operation, or one CPU's stop, may take when spun through. */
    static final long MAX_PER_OPERATION = 100_000;
    /** The most calls a request may be able to make: a minute or so of simulation per run. */
    static final long MAX_PER_REQUEST = 100_000_000;
    /** The most configure-connector steps (nodes and properties) one fragment may have. */
    static final int MAX_FRAGMENT_STEPS = 10_000;

    private CallBudget() {
    }

    /** Refuses a profile under which one operation, a fragment or a CPU's stop takes too many calls. */
    static void check(FirmwareProfile p) {
        for (Map.Entry<String, FirmwareProfile.Operation> e : p.operations().byName().entrySet()) {
            long calls = spun(p, FirmwareProfile.ns(e.getValue().workNs()), FirmwareProfile.ns(e.getValue().waitNs()));
            require("operations." + e.getKey(), calls);
        }
        require("operations.cpu_stop_ns", spun(p, 0, FirmwareProfile.ns(p.operations().cpuStopNs())));
        steps("fragments.lmb", p.fragments().lmb());
        steps("fragments.cpu", p.fragments().cpu());
    }

    /** Refuses a request that the profile would let make more than {@link #MAX_PER_REQUEST} calls. */
    static void check(FirmwareProfile p, DlparRequest req) {
        long connectors = req.resource() == DrcKind.CPU || req.id() == DlparRequest.Id.INDEX ? 1
                : Math.min(req.count(), FirmwareProfile.ns(p.partition().lmbs()));
        // A failed add gives back what it took: up to twice the calls.
        long most = saturatingTimes(2 * connectors, perConnector(p));
        if (most > MAX_PER_REQUEST) {
            throw new BadValueException(DlparRequest.SUBJECT, req.toString(), "firmware profile '" + p.name()
                    + "' would let it make up to " + most + " RTAS calls (" + connectors + " connectors); at most "
                    + MAX_PER_REQUEST);
        }
    }

    /** Calls one connector's add and remove may take: every operation, every configure step, the CPU's stop. */
    static long perConnector(FirmwareProfile p) {
        long sum = 0;
        for (Map.Entry<String, FirmwareProfile.Operation> e : p.operations().byName().entrySet()) {
            long one = spun(p, FirmwareProfile.ns(e.getValue().workNs()), FirmwareProfile.ns(e.getValue().waitNs()));
            long times = e.getKey().equals("configure_step")
                    ? Math.max(steps(p.fragments().lmb()), steps(p.fragments().cpu())) : 1;
            sum = saturatingPlus(sum, saturatingTimes(one, times));
        }
        return saturatingPlus(sum, spun(p, 0, FirmwareProfile.ns(p.operations().cpuStopNs())));
    }

    /** Calls an operation takes when its caller calls again at once: a slice of work, then a call_ns of wait, each. */
    static long spun(FirmwareProfile p, long workNs, long waitNs) {
        long callNs = FirmwareProfile.ns(p.calls().callNs());
        long working = ceilDiv(workNs, p.calls().sliceNs());
        long waiting = waitNs == 0 ? 0 : callNs == 0 ? Long.MAX_VALUE : ceilDiv(waitNs, callNs);
        return saturatingPlus(saturatingPlus(working, waiting), 1);
    }

    /** configure-connector's calls for a fragment: each node, its properties, its way back up, and the end. */
    static long steps(FirmwareProfile.Fragment f) {
        return 2L * f.nodes() + f.properties() + 1;
    }

    private static void steps(String field, FirmwareProfile.Fragment f) {
        if (steps(f) > MAX_FRAGMENT_STEPS) {
            throw new ModelFiles.InvalidFieldException(field, steps(f) + " configure-connector steps (2 per node, 1 per"
                    + " property, 1 to end); at most " + MAX_FRAGMENT_STEPS);
        }
    }

    private static void require(String field, long calls) {
        if (calls == Long.MAX_VALUE) {
            throw new ModelFiles.InvalidFieldException(field, "a caller that calls again at once (5.16 on an idle CPU)"
                    + " would never finish it: its waiting calls take calls.call_ns, which is 0");
        }
        if (calls > MAX_PER_OPERATION) {
            throw new ModelFiles.InvalidFieldException(field, "a caller that calls again at once (5.16 on an idle CPU)"
                    + " would make " + calls + " RTAS calls to finish it (a slice of work, or calls.call_ns of"
                    + " waiting, each); at most " + MAX_PER_OPERATION);
        }
    }

    private static long ceilDiv(long a, long b) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }

    private static long saturatingPlus(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    private static long saturatingTimes(long a, long b) {
        return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
    }
}
