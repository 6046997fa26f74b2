package dev.oversleep.bench;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.tpm.ChipFaults;
import dev.oversleep.tpm.ChipProfile;
import dev.oversleep.tpm.DriverEra;
import dev.oversleep.tpm.EmbeddedTpm;
import dev.oversleep.tpm.ExtendWorkload;
import dev.oversleep.tpm.TpmFamily;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Goal (issue #33): 1000 extends on a platform of 160 hardware threads, every CPU simulated with
 * its clockevent device, hrtimers, NOHZ tick, idle governor and the tick broadcast, in under 2 s.
 * The reporting machine's profile (160 CPUs) with and without idle gaps between extends (with
 * gaps the other CPUs' idle life runs on for seconds per extend). Run with bench/tpm-extend.sh.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TpmExtendBench {
    @Param({"msleep", "usleep-range"})
    public String driver;

    @Param({"0", "2000000000"})
    public long gapMeanNs;

    /** {@code 0}: the platform's interrupt CPU; {@code distributed}: every completion on a drawn thread. */
    @Param({"0", "distributed"})
    public String irqCpu;

    private PlatformProfile platform;
    private ChipProfile chip;
    private long seed;

    @Setup
    public void setUp() {
        platform = PlatformProfile.load("openpower-p8-tpm");
        chip = ChipProfile.load("nuvoton-npct650");
        if ((int) platform.cpus().value() != 160) {
            throw new IllegalStateException("the benchmark needs the 160-thread profile");
        }
    }

    /** 1000 extends through driver, chip and embedded TPM on kernel 4.10 at HZ=1000. */
    @Benchmark
    public long thousandExtendsOn160Threads() {
        KernelVersion v = KernelVersion.parse("4.10");
        ExtendWorkload.Request q = new ExtendWorkload.Request(1000, 16, DriverEra.parse(driver),
                KernelProfile.nohzIdle(v, Hz.of(1000)), platform, chip, TpmFamily.forKernel(v), gapMeanNs, ChipFaults.NONE,
                IrqRouting.parse(irqCpu, 160));
        return ExtendWorkload.run(q, () -> new EmbeddedTpm(1), new VirtualTimebase(0), ++seed).totalNs();
    }
}
