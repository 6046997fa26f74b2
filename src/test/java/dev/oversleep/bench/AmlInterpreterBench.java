package dev.oversleep.bench;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlCall;
import dev.oversleep.acpi.AmlLimits;
import dev.oversleep.acpi.AmlRun;
import dev.oversleep.acpi.AmlRunner;
import dev.oversleep.acpi.AmlValue;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Speed of the AML interpreter (issue #15: at least 30 million AML operations per second).
 * {@code countedLoop} runs bench/acpi/loop.aml's LOOP(1000): per iteration three operators run
 * (LLess, Add, Increment; the While's own test and jump not counted), so JMH's throughput is
 * AML operations per second. {@code bootAndCopy} measures handing out a run (a copy of the
 * booted 7390 namespace state), {@code dellMethod} one real method of the XPS 13 7390. Run with
 * bench/acpi-jmh.sh.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AmlInterpreterBench {
    static final int ITERATIONS = 1000;
    private static final List<AmlValue> ARGS = List.of(new AmlValue.Int(ITERATIONS));

    private AmlRun loop;
    private AmlRunner dell;
    private AmlRun dellRun;
    private KernelProfile profile;
    private PlatformProfile platform;

    @Setup
    public void setUp() {
        profile = KernelProfile.of("6.12", 250);
        platform = PlatformProfile.load("generic-x86-laptop");
        Kernel k = Kernel.virtual(profile, platform, 1);
        loop = AmlRunner.boot(AcpiMachine.load(Path.of("bench/acpi/loop.aml")),
                AmlRunner.Options.DEFAULT.withLimits(AmlLimits.DEFAULT.withMaxOperations(Long.MAX_VALUE)), k,
                AcpiOsSleepPolicy.MSLEEP).newRun(k, AcpiOsSleepPolicy.MSLEEP);
        dell = AmlRunner.boot(AcpiMachine.load(Path.of("../shared/data/acpi/dell-xps-13-7390.acpidump.txt")),
                AmlRunner.Options.DEFAULT, profile, platform, 1);
        dellRun = dell.newRun(Kernel.virtual(profile, platform, 1), AcpiOsSleepPolicy.MSLEEP);
    }

    @Benchmark
    @OperationsPerInvocation(3 * ITERATIONS)
    public AmlValue countedLoop() {
        return loop.call("\\LOOP", ARGS).value();
    }

    /** A run of the booted 7390: the copy every policy, HZ or replay row starts from. */
    @Benchmark
    public AmlRun bootAndCopy() {
        return dell.newRun(Kernel.virtual(profile, platform, 1), AcpiOsSleepPolicy.MSLEEP);
    }

    /** A real method of the 7390, {@code \_SB.PCI0.RP09.PXSX._PRW}: GPRW builds its wake package through a name lookup and comparisons. */
    @Benchmark
    public AmlCall dellMethod() {
        return dellRun.call("\\_SB.PCI0.RP09.PXSX._PRW", List.of());
    }
}
