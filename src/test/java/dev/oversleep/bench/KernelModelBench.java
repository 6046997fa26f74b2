package dev.oversleep.bench;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.LoopMode;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.SleepCall;
import dev.oversleep.kernel.SleepSweep;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Speed goals of the kernel model (issue #3): at least 20 million modelled msleep or
 * usleep_range calls per second on one core; the 19-length x 10-iteration x 2-call sweep in
 * under 5 ms. Run with bench/kernel-model.sh.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class KernelModelBench {
    static final List<Long> NINETEEN = List.of(1L, 2L, 3L, 4L, 5L, 6L, 8L, 10L, 12L, 15L, 16L, 20L, 25L, 32L, 50L,
            100L, 200L, 500L, 1000L);

    private Kernel msleepKernel;
    private Kernel usleepKernel;
    private KernelProfile profile;
    private PlatformProfile platform;
    private long n;

    @Setup
    public void setUp() {
        profile = KernelProfile.of("6.12", 250);
        platform = PlatformProfile.load("generic-x86-laptop");
        msleepKernel = Kernel.virtual(profile, platform, 1);
        usleepKernel = Kernel.virtual(KernelProfile.of("6.14", 250), platform, 1);
    }

    /** One modelled msleep of 1..32 ms per operation. */
    @Benchmark
    public long msleepCall() {
        msleepKernel.msleep(1 + (n++ & 31));
        return msleepKernel.now();
    }

    /** One modelled usleep_range per operation. */
    @Benchmark
    public long usleepRangeCall() {
        long us = 1000 + (n++ & 1023);
        usleepKernel.usleepRange(us, us + 50);
        return usleepKernel.now();
    }

    /** The whole sweep of 19 lengths x 10 iterations for msleep and for the 6.14 acpi_os_sleep. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int sweep19x10x2() {
        int rows = SleepSweep.run(Kernel.virtual(profile, platform, 1), SleepCall.parse("msleep"), NINETEEN, 10,
                LoopMode.BACK_TO_BACK).size();
        return rows + SleepSweep.run(Kernel.virtual(profile, platform, 1), SleepCall.parse("acpi-os-sleep:usleep-slack"),
                NINETEEN, 10, LoopMode.BACK_TO_BACK).size();
    }
}
