package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.List;

/**
 * Times the counted AML loop in-process (JVM start excluded; best of 5 after warm-up) and the
 * load of a Dell acpidump (best of 5). Run by bench/acpi-loop.sh next to acpiexec.
 */
public final class LoopBench {
    public static void main(String[] args) {
        Path loop = Path.of(args[0]);
        long n = Long.parseLong(args[1]);
        long best = Long.MAX_VALUE;
        AmlValue result = null;
        for (int i = 0; i < 6; i++) {
            AcpiMachine m = AcpiMachine.load(loop);
            Kernel k = Kernel.virtual(KernelProfile.of("6.12", 250), PlatformProfile.load("generic-x86-laptop"), 1);
            AmlRun run = AmlRunner.boot(m, AmlRunner.Options.DEFAULT.withLimits(AmlLimits.DEFAULT.withMaxOperations(100_000_000)),
                    k, AcpiOsSleepPolicy.MSLEEP).newRun(k, AcpiOsSleepPolicy.MSLEEP);
            long t0 = System.nanoTime();
            result = run.call("\\LOOP", List.of(new AmlValue.Int(n))).value();
            best = Math.min(best, i == 0 ? Long.MAX_VALUE : System.nanoTime() - t0);
        }
        System.out.printf("oversleep: %d ms for %d iterations (in-process, best of 5), result %s%n", best / 1_000_000, n,
                result);
        if (args.length > 2) {
            long load = Long.MAX_VALUE;
            for (int i = 0; i < 5; i++) {
                long t0 = System.nanoTime();
                AcpiMachine.load(Path.of(args[2]));
                load = Math.min(load, System.nanoTime() - t0);
            }
            System.out.printf("oversleep: %s loaded and parsed in %d ms (best of 5)%n", Path.of(args[2]).getFileName(),
                    load / 1_000_000);
        }
    }
}
