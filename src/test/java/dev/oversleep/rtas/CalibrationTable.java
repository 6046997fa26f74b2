package dev.oversleep.rtas;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.util.List;

/**
 * The published measurements the powervm-p9 profile is built to reproduce (issue #5: kernel
 * 5.16, small POWER9 PowerVM partition, 10 runs each), and the model's error against them.
 */
final class CalibrationTable {
    record Row(String request, LoadKind load, double calls, double taskCpuMs, double elapsedMs) {
    }

    static final List<Row> PUBLISHED = List.of(
            new Row("memory add count 20", LoadKind.IDLE, 1935, 610, 3330),
            new Row("memory remove count 20", LoadKind.IDLE, 6224, 750, 3940),
            new Row("memory add count 20", LoadKind.BUSY, 2979, 1097, 10480),
            new Row("memory remove count 20", LoadKind.BUSY, 2702, 723, 10830));

    private CalibrationTable() {
    }

    /** Runs per row: enough that the mean is the model's expectation, not one seed's luck. */
    static final int RUNS = 40;

    /** Model values per row: calls, task CPU ms, elapsed ms (RUNS runs, seed 1, HZ=100, 5.16). */
    static double[][] model(FirmwareProfile fw) {
        PlatformProfile platform = PlatformProfile.load(fw.platform());
        KernelProfile kp = new KernelProfile(KernelVersion.parse("5.16"), Hz.of(100), true, false);
        double[][] out = new double[PUBLISHED.size()][];
        for (int i = 0; i < PUBLISHED.size(); i++) {
            Row row = PUBLISHED.get(i);
            DlparResult.EraResult r = DlparStudy.run(DlparRequest.parse(row.request()), fw, platform, kp, row.load(),
                    RUNS, 1, () -> new VirtualTimebase(0));
            out[i] = new double[] {r.rtasCallsMean(), r.taskCpuNsMean() / 1e6, r.elapsedNsMean() / 1e6};
        }
        return out;
    }

    /** Largest relative error over all twelve published numbers. */
    static double worstError(double[][] model) {
        double worst = 0;
        for (int i = 0; i < PUBLISHED.size(); i++) {
            Row p = PUBLISHED.get(i);
            double[] want = {p.calls(), p.taskCpuMs(), p.elapsedMs()};
            for (int k = 0; k < 3; k++) {
                worst = Math.max(worst, Math.abs(model[i][k] - want[k]) / want[k]);
            }
        }
        return worst;
    }
}
