package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ExtendWorkloadTest {
    @Test
    void theFinalPcrIsTheIndependentlyComputedSha256Chain() throws Exception {
        ExtendResult.Run r = TpmFixtures.run(50, DriverEra.USLEEP_RANGE, "4.14", 1000,
                ChipProfile.load("nuvoton-npct650"), () -> new EmbeddedTpm(1), ChipFaults.NONE);
        assertEquals(TpmFixtures.expectedPcr16(50), r.pcrValue());
        assertTrue(r.pcrChainOk());
        assertTrue(r.i2cBytes() > 50 * (65 + 19), "at least the commands and responses crossed the bus");
    }

    /**
     * msleep polls cost whole ticks: the msleep driver is slower than usleep_range at every HZ,
     * and much slower at HZ=100, where msleep(2) lasts at least 3 ticks (30 ms).
     */
    @Test
    void msleepPollingCostsMoreThanUsleepRangeAndWorseAtLowHz() {
        ChipProfile chip = ChipProfile.load("nuvoton-npct650");
        long usleep = TpmFixtures.run(100, DriverEra.USLEEP_RANGE, "4.14", 1000, chip, () -> new EmbeddedTpm(1),
                ChipFaults.NONE).totalNs();
        long msleep1000 = TpmFixtures.run(100, DriverEra.MSLEEP, "4.14", 1000, chip, () -> new EmbeddedTpm(1),
                ChipFaults.NONE).totalNs();
        long msleep100 = TpmFixtures.run(100, DriverEra.MSLEEP, "4.14", 100, chip, () -> new EmbeddedTpm(1),
                ChipFaults.NONE).totalNs();
        assertTrue(usleep < msleep1000 && msleep1000 < msleep100, usleep + " " + msleep1000 + " " + msleep100);
    }

    @Test
    void percentilesUseNearestRank() {
        long[] s = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertEquals(5, ExtendWorkload.percentile(s, 50));
        assertEquals(10, ExtendWorkload.percentile(s, 99));
        // 1..11 shuffled: mean 6, median (rank 6) 6, p99 (rank 11) 11, max 11
        assertEquals(new ExtendResult.Stats(6, 6, 11, 11), ExtendWorkload.stats(new long[] {10, 1, 9, 2, 8, 3, 7, 4, 6, 5, 11}));
    }
}
