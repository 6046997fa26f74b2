package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;

/**
 * Times the counted AML loop in-process (JVM start excluded): the first, cold call and the best
 * of the next five, in wall time and in this thread's CPU time (the machine the benchmarks run on
 * is shared: CPU time is what the interpreter itself spent). With a dump as third argument, also
 * its load (tables read, loaded, every method decoded for the Sleep/Stall sites). Run by
 * bench/acpi-loop.sh next to acpiexec.
 */
public final class LoopBench {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        Path loop = Path.of(args[0]);
        long n = Long.parseLong(args[1]);
        long bestWall = Long.MAX_VALUE;
        long bestCpu = Long.MAX_VALUE;
        AmlValue result = null;
        for (int i = 0; i < 6; i++) {
            Kernel k = Kernel.virtual(KernelProfile.of("6.12", 250), PlatformProfile.load("generic-x86-laptop"), 1);
            AmlRun run = AmlRunner.boot(AcpiMachine.load(loop), AmlRunner.Options.DEFAULT.withLimits(
                    AmlLimits.DEFAULT.withMaxOperations(Long.MAX_VALUE)), k, AcpiOsSleepPolicy.MSLEEP)
                    .newRun(k, AcpiOsSleepPolicy.MSLEEP);
            long c0 = CPU.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            result = run.call("\\LOOP", List.of(new AmlValue.Int(n))).value();
            long wall = System.nanoTime() - t0;
            long cpu = CPU.getCurrentThreadCpuTime() - c0;
            if (i == 0) {
                System.out.printf("oversleep: first call %d ms wall, %d ms CPU%n", wall / 1_000_000, cpu / 1_000_000);
            } else {
                bestWall = Math.min(bestWall, wall);
                bestCpu = Math.min(bestCpu, cpu);
            }
        }
        System.out.printf("oversleep: %d ms wall, %d ms CPU for %d iterations (in-process, best of 5 after the first), "
                + "%.1f M AML operations/s of CPU (3 a loop: LLess, Add, Increment), result %s%n", bestWall / 1_000_000,
                bestCpu / 1_000_000, n, 3.0 * n / (bestCpu / 1e9) / 1e6, result);
        if (args.length > 2) {
            long load = Long.MAX_VALUE;
            for (int i = 0; i < 5; i++) {
                long c0 = CPU.getCurrentThreadCpuTime();
                AcpiMachine m = AcpiMachine.load(Path.of(args[2]));
                m.methodCount();
                load = Math.min(load, CPU.getCurrentThreadCpuTime() - c0);
            }
            System.out.printf("oversleep: %s read, loaded and every method decoded in %d ms CPU (best of 5)%n",
                    Path.of(args[2]).getFileName(), load / 1_000_000);
        }
    }
}
