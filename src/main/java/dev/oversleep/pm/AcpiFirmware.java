package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlError;
import dev.oversleep.acpi.AmlInterpreter;
import dev.oversleep.acpi.AmlValue;
import dev.oversleep.acpi.RegionSpace;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.ArrayList;
import java.util.List;

/**
 * A machine's ACPI tables, loaded and initialized once per simulated transition, whose methods
 * device callbacks call. AML runs on its own virtual kernel: each Sleep lasts what the
 * acpi_os_sleep policy makes of it, but its tick phase follows that kernel's clock rather than
 * the device's start time (at most one tick's difference per Sleep).
 */
public final class AcpiFirmware {
    private final AmlInterpreter interp;

    /** What one method call did: its waits as segments, the Sleeps and Stalls, an error if it failed. */
    public record Call(List<Segment> segments, List<AmlInterpreter.OsCall> osCalls, String error) {
    }

    /** Loads MACHINE's namespace as boot does, REGISTERS (may be null) standing in for the hardware. */
    public AcpiFirmware(AcpiMachine machine, Kernel kernel, AcpiOsSleepPolicy policy, RegisterScript registers,
                        String registersFile) {
        this.interp = new AmlInterpreter(machine, kernel, policy, new RegionSpace(0, null), AmlInterpreter.Limits.DEFAULT);
        if (registers != null) {
            interp.useRegisters(registers, registersFile);
        }
        interp.initializeNamespace(true);
    }

    public Call call(String method, List<Long> args) {
        String error = null;
        try {
            interp.call(method, args.stream().map(a -> (AmlValue) new AmlValue.Int(a)).toList());
        } catch (AmlError e) {
            error = e.getMessage();
        }
        List<AmlInterpreter.OsCall> calls = interp.drainOsCalls();
        List<Segment> segments = new ArrayList<>();
        for (AmlInterpreter.OsCall c : calls) {
            segments.add(new Segment(c.op().equals("Stall"), c.modeledNs(), c.op() + "(" + c.requested() + ") in " + c.method()));
        }
        return new Call(segments, calls, error);
    }
}
