package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlCall;
import dev.oversleep.acpi.AmlRun;
import dev.oversleep.acpi.AmlRunner;
import dev.oversleep.acpi.OsWait;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.ArrayList;
import java.util.List;

/**
 * A machine's ACPI tables, loaded and initialized once per simulated transition, whose methods
 * device callbacks call. AML runs on its own virtual kernel: each Sleep lasts what the
 * acpi_os_sleep policy makes of it; {@link CallbackRunner} moves that kernel's clock up to the
 * callback's time before each call, so the Sleep meets the machine's tick as the device does
 * (when callbacks' AML interleaves in time the clock cannot move back: at most one tick's
 * difference per Sleep then).
 */
public final class AcpiFirmware {
    private final AmlRun run;

    /** What one method call did: its waits as segments, the Sleeps and Stalls, an error if it failed. */
    public record Call(List<Segment> segments, List<OsWait> osCalls, String error) {
    }

    /**
     * Loads MACHINE's namespace as boot does, in the machine's interpreter mode, REGISTERS (may
     * be null) standing in for the hardware.
     */
    public AcpiFirmware(AcpiMachine machine, Kernel kernel, AcpiOsSleepPolicy policy, RegisterScript registers,
                        String registersFile) {
        AmlRunner booted = AmlRunner.boot(machine, AmlRunner.Options.DEFAULT.withRegisters(registers, registersFile)
                        .withInterpreter(machine.interpreterMode()),
                kernel, policy);
        this.run = booted.newRun(kernel, policy);
    }

    public Call call(String method, List<Long> args) {
        AmlCall call = run.callWithIntegers(method, args);
        List<Segment> segments = new ArrayList<>();
        long listedSleepNs = 0;
        long listedStallNs = 0;
        for (OsWait c : call.waits().items()) {
            segments.add(new Segment(!c.isSleep(), c.modeledNs(), c.op() + "(" + c.requested() + ") in " + c.method()));
            listedSleepNs += c.isSleep() ? c.modeledNs() : 0;
            listedStallNs += c.isSleep() ? 0 : c.modeledNs();
        }
        if (call.waits().more() > 0) {
            // beyond the record budget the waits are not listed; their time still counts
            segments.add(new Segment(false, call.totals().sleepNs() - listedSleepNs, call.waits().more() + " more waits in " + method));
            segments.add(new Segment(true, call.totals().stallNs() - listedStallNs, "their stalls"));
        }
        return new Call(segments, call.waits().items(), call.failed() ? call.error().getMessage() : null);
    }
}
