package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a {@link ReplayScript} once per kernel profile and policy, each time on freshly loaded
 * and initialized tables, in virtual time.
 */
public final class Replay {
    private Replay() {
    }

    public static ReplayResult.Row run(Path tables, ReplayScript script, RegisterScript registers, String registersFile,
                                       KernelProfile profile, PlatformProfile platform, AcpiOsSleepPolicy policy, long seed) {
        Kernel kernel = Kernel.seeded(profile, platform, new VirtualTimebase(0), seed);
        AmlInterpreter interp = new AmlInterpreter(AcpiMachine.load(tables), kernel, policy,
                new RegionSpace(script.fill(), null), AmlInterpreter.Limits.DEFAULT);
        if (registers != null) {
            interp.useRegisters(registers, registersFile);
        }
        interp.initializeNamespace(true);
        long start = kernel.now();
        List<ReplayResult.CallTime> calls = new ArrayList<>();
        for (ReplayScript.Call c : script.calls()) {
            long t0 = kernel.now();
            int before = interp.osCalls().size();
            String error = null;
            try {
                interp.call(c.method(), c.args().stream().map(a -> (AmlValue) new AmlValue.Int(a)).toList());
            } catch (AmlError e) {
                error = e.getMessage();
            }
            List<AmlInterpreter.OsCall> made = interp.osCalls().subList(before, interp.osCalls().size());
            int sleeps = (int) made.stream().filter(o -> o.op().equals("Sleep")).count();
            calls.add(new ReplayResult.CallTime(c.method(), kernel.now() - t0, sleeps, made.size() - sleeps, error));
        }
        return new ReplayResult.Row(policy.cliName(), profile.hz().value(), kernel.now() - start, calls);
    }
}
