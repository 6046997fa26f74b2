package dev.oversleep.tpm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The calibration of firmware-models/tpm/nuvoton-npct650.json (issue #11): two free parameters,
 * the chip's PCR extend execution time E and the OPAL I2C request overhead L, against the two
 * published figures of the reporting machine, 1000 extends:
 * usleep_range driver after v4.8 at HZ=1000, 29.2 s (run here on 4.10, TPM 2.0), and the msleep
 * driver on 4.7 at HZ=1000, 44.6 s (TPM 1.2, what a stock 4.7 speaks). Nothing else is used.
 *
 * <p>The rule: for each E on a 0.05 ms grid, L is solved (bisection; the time grows with L) so
 * that the 29.2 s figure is met; of those, the solutions that come closest to 44.6 s are kept,
 * and of their contiguous E ranges the widest one's centre is taken. The first figure is met
 * exactly; the second cannot be: by the driver's mechanism the msleep driver at HZ=1000 costs
 * only a few ms per extend more than usleep_range, so the fit reports how far it stays. Run by
 * hand: bench/calibrate-tpm.sh. Every extend after the first repeats the same sequence, so 30
 * extends scaled to 1000 give the per-1000 figure.
 *
 * <p>It also prints the fastest extend of the msleep run, with the fit and with no per-request
 * overhead, next to the published 17 ms: the overhead is applied to every request alike, so the
 * fit's fastest extend is its typical one, while the published fastest is the driver's floor with
 * almost no overhead (docs/tpm.md, known gaps: the 4.7 outliers). The fit does not use that figure.
 */
public final class CalibrateTpm {
    static final double USLEEP_FIGURE_S = 29.2;
    static final double MSLEEP_FIGURE_S = 44.6;
    /** The published fastest single extend of the 44.6 s run: printed next to the fit, never fitted. */
    static final double MSLEEP_FASTEST_MS = 17;
    static final int EXTENDS = 30;

    private CalibrateTpm() {
    }

    static ChipProfile chip(String base, double overheadNs, double extendNs) throws Exception {
        ObjectNode root = (ObjectNode) new ObjectMapper().readTree(base);
        ((ObjectNode) root.get("i2c_request_overhead_ns")).put("value", overheadNs);
        ((ObjectNode) root.get("pcr_extend_ns")).put("value", extendNs);
        return ModelFiles.parse("calibration", root.toString(), ChipProfile.SCHEMA, ChipProfile.class);
    }

    static ExtendResult.Run run(ChipProfile chip, DriverEra era, String kernel, int hz) {
        KernelVersion v = KernelVersion.parse(kernel);
        ExtendWorkload.Request q = new ExtendWorkload.Request(EXTENDS, 16, era, KernelProfile.nohzIdle(v, Hz.of(hz)),
                PlatformProfile.load("openpower-p8-tpm"), chip, TpmFamily.forKernel(v), 0, ChipFaults.NONE,
                IrqRouting.PLATFORM);
        return ExtendWorkload.run(q, () -> new EmbeddedTpm(1), new VirtualTimebase(0), 1);
    }

    /** Seconds per 1000 extends. */
    static double per1000(ChipProfile chip, DriverEra era, String kernel, int hz) {
        return run(chip, era, kernel, hz).totalNs() / 1e6 / EXTENDS;
    }

    record Solution(double extendNs, double overheadNs, double usleep, double msleep) {
    }

    public static void main(String[] args) throws Exception {
        String base = Files.readString(Path.of(args.length > 0 ? args[0] : "firmware-models/tpm/nuvoton-npct650.json"));
        List<Solution> met = new ArrayList<>();
        for (int k = 20; k <= 800; k++) {
            double e = k * 0.05e6;
            double lo = 0;
            double hi = 3e6;
            if (per1000(chip(base, lo, e), DriverEra.USLEEP_RANGE, "4.10", 1000) > USLEEP_FIGURE_S) {
                continue;
            }
            for (int it = 0; it < 40; it++) {
                double mid = (lo + hi) / 2;
                if (per1000(chip(base, mid, e), DriverEra.USLEEP_RANGE, "4.10", 1000) < USLEEP_FIGURE_S) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            double l = Math.round((lo + hi) / 2 / 100) * 100.0;
            ChipProfile c = chip(base, l, e);
            met.add(new Solution(e, l, per1000(c, DriverEra.USLEEP_RANGE, "4.10", 1000),
                    per1000(c, DriverEra.MSLEEP, "4.7", 1000)));
        }
        double best = met.stream().mapToDouble(s -> Math.abs(s.msleep - MSLEEP_FIGURE_S)).min().orElseThrow();
        List<Solution> run = new ArrayList<>();
        List<Solution> widest = new ArrayList<>();
        for (Solution s : met) {
            boolean keep = Math.abs(s.msleep - MSLEEP_FIGURE_S) <= best + 0.01
                    && (run.isEmpty() || (Math.abs(run.get(run.size() - 1).extendNs + 0.05e6 - s.extendNs) < 1
                    && run.get(run.size() - 1).overheadNs == s.overheadNs));
            if (keep) {
                run.add(s);
            } else {
                run = Math.abs(s.msleep - MSLEEP_FIGURE_S) <= best + 0.01 ? new ArrayList<>(List.of(s)) : new ArrayList<>();
            }
            if (run.size() > widest.size()) {
                widest = new ArrayList<>(run);
            }
        }
        Solution lo = widest.get(0);
        Solution hi = widest.get(widest.size() - 1);
        double e = Math.round((lo.extendNs + hi.extendNs) / 2 / 1e4) * 1e4;
        ChipProfile c = chip(base, lo.overheadNs, e);
        System.out.printf(Locale.ROOT, "solutions meeting %.1f s: %d; closest to %.1f s: %.3f s%n", USLEEP_FIGURE_S,
                met.size(), MSLEEP_FIGURE_S, MSLEEP_FIGURE_S - best);
        System.out.printf(Locale.ROOT, "widest range: E %.2f..%.2f ms at L %.1f us%n", lo.extendNs / 1e6,
                hi.extendNs / 1e6, lo.overheadNs / 1e3);
        System.out.printf(Locale.ROOT, "fit: pcr_extend_ns %.0f, i2c_request_overhead_ns %.0f: usleep 4.10 HZ=1000 %.3f s, "
                + "msleep 4.7 HZ=1000 %.3f s (per 1000 extends)%n", e, lo.overheadNs,
                per1000(c, DriverEra.USLEEP_RANGE, "4.10", 1000), per1000(c, DriverEra.MSLEEP, "4.7", 1000));
        System.out.printf(Locale.ROOT, "fastest extend, msleep 4.7 HZ=1000: %.3f ms with the fit, %.3f ms with no "
                + "per-request overhead (published: %.0f ms; not fitted)%n",
                run(c, DriverEra.MSLEEP, "4.7", 1000).perExtend().minNs() / 1e6,
                run(chip(base, 0, e), DriverEra.MSLEEP, "4.7", 1000).perExtend().minNs() / 1e6, MSLEEP_FASTEST_MS);
    }
}
