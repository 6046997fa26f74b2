package dev.oversleep.bench;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.rtas.DlparRequest;
import dev.oversleep.rtas.DlparRun;
import dev.oversleep.rtas.FirmwareProfile;
import dev.oversleep.rtas.LoadKind;
import dev.oversleep.sim.SimRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Goal (issue #5): one 'memory add count 20' run simulates in under 20 ms. Run with bench/rtas-dlpar.sh. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DlparBench {
    private FirmwareProfile fw;
    private PlatformProfile platform;
    private DlparRequest add20;
    private DlparRequest remove20;
    private long seed;

    @Setup
    public void setUp() {
        fw = FirmwareProfile.load("powervm-p9");
        platform = PlatformProfile.load(fw.platform());
        add20 = DlparRequest.parse("memory add count 20");
        remove20 = DlparRequest.parse("memory remove count 20");
    }

    private DlparRun.Outcome run(DlparRequest r, String kernel, LoadKind load) {
        return DlparRun.run(r, fw, platform, KernelProfile.nohzIdle(KernelVersion.parse(kernel), Hz.of(100)),
                load, new VirtualTimebase(0), new SimRandom(seed++));
    }

    @Benchmark
    public long memoryAdd20Idle516() {
        return run(add20, "5.16", LoadKind.IDLE).elapsedNs();
    }

    @Benchmark
    public long memoryAdd20Busy516() {
        return run(add20, "5.16", LoadKind.BUSY).elapsedNs();
    }

    @Benchmark
    public long memoryRemove20Idle516() {
        return run(remove20, "5.16", LoadKind.IDLE).elapsedNs();
    }

    @Benchmark
    public long memoryAdd20Idle613() {
        return run(add20, "6.13", LoadKind.IDLE).elapsedNs();
    }
}
