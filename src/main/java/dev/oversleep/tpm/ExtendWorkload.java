package dev.oversleep.tpm;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.sim.SimRandom;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Measured boot in miniature: N PCR_Extend commands (digest i = SHA-256 of the ASCII text
 * "oversleep extend i") through the TPM core, the Nuvoton driver and the chip, then the PCR
 * read back. Optional idle gaps between extends (exponential, mean gapMs) let a NOHZ CPU go
 * idle as it does between measured files.
 */
public final class ExtendWorkload {
    private ExtendWorkload() {
    }

    /** The digest extended at step i. */
    public static byte[] digest(int i) {
        return EmbeddedTpm.sha256(("oversleep extend " + i).getBytes(StandardCharsets.US_ASCII), new byte[0]);
    }

    public static ExtendResult.Run run(int count, int pcr, DriverEra era, KernelProfile kp, PlatformProfile platform,
                                       ChipProfile chipProfile, Supplier<TpmBackend> backends, Timebase timebase,
                                       long seed, double gapMeanMs, ChipFaults faults) {
        Kernel kernel = Kernel.seeded(kp, platform, timebase, seed);
        SimRandom rnd = kernel.random();
        Map<String, long[]> sleeps = new TreeMap<>();
        kernel.setListener(r -> {
            long[] s = sleeps.computeIfAbsent(r.primitive().cName(), k -> new long[2]);
            s[0]++;
            s[1] += r.modeledNs();
        });
        try (TpmBackend backend = backends.get()) {
            backend.execute(Tpm2.startup());
            byte[] chain = Tpm2.pcrReadDigest(backend.execute(Tpm2.pcrRead(pcr)));
            NuvotonChip chip = new NuvotonChip(chipProfile, backend, kernel, faults);
            NuvotonDriver driver = new NuvotonDriver(chip, kernel, era);
            TpmCore core = new TpmCore(driver, kernel);
            long[] perExtend = new long[count];
            long total = 0;
            for (int i = 0; i < count; i++) {
                if (gapMeanMs > 0) {
                    kernel.idle(rnd.exponential(gapMeanMs * 1e6));
                }
                byte[] d = digest(i);
                long t0 = kernel.now();
                byte[] resp = core.transmit(Tpm2.pcrExtend(pcr, d));
                perExtend[i] = kernel.now() - t0;
                total += perExtend[i];
                if (Tpm2.responseCode(resp) != Tpm2.RC_SUCCESS) {
                    throw new TpmException(String.format("PCR_Extend %d answered 0x%X", i, Tpm2.responseCode(resp)));
                }
                chain = EmbeddedTpm.sha256(chain, d);
            }
            long polls = driver.statusReads();
            byte[] value = Tpm2.pcrReadDigest(core.transmit(Tpm2.pcrRead(pcr)));
            Map<String, ExtendResult.Sleeps> sleepTotals = new TreeMap<>();
            sleeps.forEach((k, v) -> sleepTotals.put(k, new ExtendResult.Sleeps(v[0], v[1])));
            return new ExtendResult.Run(era.cliName(), kp.hz().value(), kp.wheel().name().toLowerCase(java.util.Locale.ROOT),
                    total, stats(perExtend), count == 0 ? 0 : Math.round(polls * 100.0 / count) / 100.0,
                    sleepTotals, chip.i2cBytes(), HexFormat.of().formatHex(value), Arrays.equals(value, chain));
        }
    }

    static ExtendResult.Stats stats(long[] samples) {
        if (samples.length == 0) {
            return new ExtendResult.Stats(0, 0, 0, 0);
        }
        long[] s = samples.clone();
        Arrays.sort(s);
        double sum = 0;
        for (long x : s) {
            sum += x;
        }
        return new ExtendResult.Stats(Math.round(sum / s.length), percentile(s, 50), percentile(s, 99), s[s.length - 1]);
    }

    /** Nearest-rank percentile of sorted samples. */
    static long percentile(long[] sorted, double p) {
        int rank = (int) Math.ceil(p / 100 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
