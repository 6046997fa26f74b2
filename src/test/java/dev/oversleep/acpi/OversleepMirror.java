package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.input.Param;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.sim.SimRandom;
import dev.oversleep.kernel.VirtualTimebase;
import java.util.ArrayList;
import java.util.List;

/**
 * Oversleep set up the way acpiexec runs under the virtual-time preload: every Sleep lasts
 * exactly its milliseconds and every Stall its microseconds (an ideal kernel with usleep-exact),
 * and a While loop times out after 10 s, the limit acpiexec 20200925 was measured to use
 * (Linux keeps ACPICA's 30 s default, ACPI_MAX_LOOP_TIMEOUT in include/acpi/acconfig.h).
 */
final class OversleepMirror {
    static final AmlLimits ACPIEXEC_LIMITS = AmlLimits.DEFAULT.withLoopTimeoutNs(10_000_000_000L);

    /**
     * Every wait listed: the differential compares whole sequences. Not in slack mode, as
     * acpiexec runs without {@code -es}.
     */
    static final AmlRunner.Options OPTIONS = AmlRunner.Options.DEFAULT.withLimits(ACPIEXEC_LIMITS)
            .withRecords(new RecordBudget(50_000_000, 1_000_000, 1_000_000, 0)).withInterpreter(InterpreterMode.STRICT);

    private OversleepMirror() {
    }

    /** No wake-up latency, ticks at multiples of TICK_NSEC: durations follow the policy exactly. */
    static Kernel idealKernel() {
        return idealKernel("6.14", 250);
    }

    /** {@link #idealKernel()} of another release and HZ, its clock at 0. */
    static Kernel idealKernel(String version, int hz) {
        PlatformProfile ideal = new PlatformProfile(PlatformProfile.SCHEMA, "ideal", "test", new Param(1, "t"),
                new Param(0, "t"), new Param(0, "t"), new Param(0, "t"), new Param(0, "t"));
        return new Kernel(KernelProfile.of(version, hz), ideal, new VirtualTimebase(0), new SimRandom(1), 0, RunQueue.IDLE);
    }

    /** Loads, initializes (module code, _STA/_INI) and runs METHOD, as acpiexec's batch mode does. */
    static Observation run(AcpiMachine machine, String method, List<Long> args, int fill) {
        return run(machine, method, args, fill, InterpreterMode.STRICT);
    }

    /** {@link #run} in MODE, to compare with acpiexec run in the same mode. */
    static Observation run(AcpiMachine machine, String method, List<Long> args, int fill, InterpreterMode mode) {
        return observe(call(machine, method, args, fill, mode));
    }

    private static AmlCall call(AcpiMachine machine, String method, List<Long> args, int fill, InterpreterMode mode) {
        Kernel kernel = idealKernel();
        AmlRunner booted = AmlRunner.boot(machine, OPTIONS.withFill(fill).withInterpreter(mode), kernel,
                AcpiOsSleepPolicy.USLEEP_EXACT);
        return booted.newRun(kernel, AcpiOsSleepPolicy.USLEEP_EXACT).evaluateWithIntegers(method, args);
    }

    /**
     * The objects METHOD notified and the values, as {@link AcpiexecOutput#notifies} gives
     * acpiexec's: "SEGMENT 0xVALUE", the last name segment padded with '_' to four characters.
     */
    static List<String> notifies(AcpiMachine machine, String method, int fill) {
        List<String> out = new ArrayList<>();
        for (String notify : call(machine, method, List.of(), fill, InterpreterMode.STRICT).notifies().items()) {
            String path = notify.substring(0, notify.indexOf(' '));
            String seg = path.substring(Math.max(path.lastIndexOf('.'), path.lastIndexOf('\\')) + 1);
            out.add((seg + "___").substring(0, 4) + notify.substring(notify.indexOf(' ')));
        }
        return out;
    }

    /** Boots MACHINE as {@link #run} does, to run several methods on copies of it (the linuxhw parity). */
    static AmlRunner boot(AcpiMachine machine, int fill, InterpreterMode mode) {
        return AmlRunner.boot(machine, OPTIONS.withFill(fill).withInterpreter(mode), idealKernel(), AcpiOsSleepPolicy.USLEEP_EXACT);
    }

    /**
     * METHODS one after another on one fresh copy of BOOTED (one ideal kernel, state carried
     * from each call to the next), as one acpiexec batch runs them ({@link AcpiexecBatch}).
     */
    static List<Observation> runInSequence(AmlRunner booted, List<String> methods) {
        AmlRun run = booted.newRun(idealKernel(), AcpiOsSleepPolicy.USLEEP_EXACT);
        return methods.stream().map(m -> observe(run.evaluateWithIntegers(m, List.of()))).toList();
    }

    static Observation observe(AmlCall call) {
        List<String> result;
        if (call.failed()) {
            result = List.of(call.status());
        } else {
            result = ValueTokens.ofResult(call.value());
            if (result.equals(List.of("Null"))) {
                result = List.of("none");
            }
        }
        List<String> debug = new ArrayList<>();
        call.debug().items().forEach(v -> debug.addAll(ValueTokens.of(v)));
        return new Observation(result, debug, waits(call.waits().items()));
    }

    /** The waits ACPICA passes to its OS layer: Sleep clamped to 2000 ms, Stall only for 1..255 us. */
    static List<String> waits(List<OsWait> calls) {
        List<String> waits = new ArrayList<>();
        for (OsWait c : calls) {
            if (c.op().equals("Sleep")) {
                waits.add("sleep " + Math.min(c.requested(), 2000));
            } else if (c.requested() > 0 && c.requested() <= 255) {
                waits.add("stall " + c.requested());
            }
        }
        return waits;
    }
}
