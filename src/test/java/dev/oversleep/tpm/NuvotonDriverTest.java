package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Primitive;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.SleepRecord;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The driver's sleeps per era, its timeouts and retries, on chips that misbehave. */
class NuvotonDriverTest {
    private static final long MS = 1_000_000;

    private record Setup(Kernel kernel, TpmCore core, NuvotonDriver driver, List<SleepRecord> sleeps) {
    }

    private static Setup setup(DriverEra era, double extendNs, ChipFaults faults) {
        Kernel k = new Kernel(KernelProfile.nohzIdle(KernelVersion.parse("4.14"), Hz.of(1000)),
                PlatformProfile.load("openpower-p8-tpm"), new VirtualTimebase(0), new SimRandom(2), 0, RunQueue.IDLE);
        List<SleepRecord> sleeps = new ArrayList<>();
        k.setListener(sleeps::add);
        EmbeddedTpm tpm = new EmbeddedTpm(1);
        tpm.execute(Tpm2.startup());
        ChipProfile chip = TpmFixtures.chipWithExtendNs(extendNs);
        NuvotonDriver d = new NuvotonDriver(new NuvotonChip(chip, tpm, k, faults), k, era,
                TpmTimeouts.of(TpmFamily.TPM_2_0, chip, k.profile().hz()));
        return new Setup(k, new TpmCore(d, k), d, sleeps);
    }

    /**
     * usleep-range era, a 30 ms command at HZ=1000: inside the first 10 jiffies the polls sleep
     * usleep_range(2000, 2300), after them usleep_range(10000, 10300); status writes that succeed
     * do not sleep, so nothing else sleeps (commandReady and stsValid are immediate on this chip).
     */
    @Test
    void usleepEraPollsShortThenLongAndSkipsSleepsAfterGoodStatusWrites() {
        Setup s = setup(DriverEra.USLEEP_RANGE, 30 * MS, ChipFaults.NONE);
        s.core().transmit(Tpm2.pcrExtend(16, new byte[32]));
        assertTrue(s.sleeps().stream().allMatch(r -> r.primitive() == Primitive.USLEEP_RANGE), s.sleeps().toString());
        List<Long> mins = s.sleeps().stream().map(SleepRecord::requestedNs).toList();
        assertTrue(mins.stream().allMatch(m -> m == 2 * MS || m == 10 * MS), mins.toString());
        int firstLong = mins.indexOf(10 * MS);
        assertTrue(firstLong >= 3, "at least three short polls inside the 10 ms window: " + mins);
        assertTrue(mins.subList(firstLong, mins.size()).stream().allMatch(m -> m == 10 * MS), "short polls stop after the window");
        assertTrue(mins.subList(0, firstLong).stream().allMatch(m -> m == 2 * MS));
    }

    /**
     * msleep era: msleep(2) then msleep(10) polls, and msleep(1) after every status write even
     * when it succeeded: commandReady before the command, tpmGo, commandReady after the response.
     */
    @Test
    void msleepEraSleepsAfterEveryStatusWrite() {
        Setup s = setup(DriverEra.MSLEEP, 30 * MS, ChipFaults.NONE);
        s.core().transmit(Tpm2.pcrExtend(16, new byte[32]));
        assertTrue(s.sleeps().stream().allMatch(r -> r.primitive() == Primitive.MSLEEP));
        assertEquals(3, s.sleeps().stream().filter(r -> r.requestedNs() == MS).count(), s.sleeps().toString());
        assertTrue(s.sleeps().stream().anyMatch(r -> r.requestedNs() == 2 * MS));
        assertTrue(s.sleeps().stream().anyMatch(r -> r.requestedNs() == 10 * MS));
        assertTrue(s.sleeps().stream().allMatch(r -> List.of(MS, 2 * MS, 10 * MS).contains(r.requestedNs())));
    }

    /**
     * stsValid never rises: each of TPM_RETRY attempts times out on timeout C (TPM 2.0: 200 ms)
     * waiting for expect, which the C reports as -ETIMEDOUT; no hang.
     */
    @Test
    void aChipThatNeverSetsStsValidTimesOut() {
        Setup s = setup(DriverEra.USLEEP_RANGE, MS, new ChipFaults(true, false, 0, 0));
        TpmException e = assertThrows(TpmException.class, () -> s.core().transmit(Tpm2.pcrExtend(16, new byte[32])));
        assertEquals("command 0x182: send failed (-ETIMEDOUT)", e.getMessage());
        long t = s.kernel().now();
        assertTrue(t >= 5 * 200 * MS && t < 3_000 * MS, "five attempts of timeout C (200 ms): " + t);
    }

    /** dataAvail never rises: the send waits the command's duration (medium, 750 ms) and gives up. */
    @Test
    void aChipThatNeverRaisesDataAvailTimesOut() {
        Setup s = setup(DriverEra.MSLEEP, MS, new ChipFaults(false, true, 0, 0));
        TpmException e = assertThrows(TpmException.class, () -> s.core().transmit(Tpm2.pcrExtend(16, new byte[32])));
        assertEquals("command 0x182: send failed (-ETIMEDOUT)", e.getMessage());
        assertTrue(s.kernel().now() >= 750 * MS && s.kernel().now() < 1_000 * MS);
    }

    /**
     * A failed status read reads as 0x07, which never matches: the driver polls on and succeeds.
     * Failed status writes are retried, sleeping usleep_range(1000, 1300) after each failure.
     */
    @Test
    void failedStatusReadsAndWritesAreRetriedAsTheDriverDoes() {
        Setup s = setup(DriverEra.USLEEP_RANGE, MS, new ChipFaults(false, false, 3, 2));
        byte[] resp = s.core().transmit(Tpm2.pcrExtend(16, new byte[32]));
        assertEquals(0, Tpm2.responseCode(resp));
        assertEquals(2, s.sleeps().stream().filter(r -> r.requestedNs() == MS).count(), "one bus delay per failed write");
        Setup clean = setup(DriverEra.USLEEP_RANGE, MS, ChipFaults.NONE);
        clean.core().transmit(Tpm2.pcrExtend(16, new byte[32]));
        assertTrue(s.driver().statusReads() >= clean.driver().statusReads() + 3);
    }

    @Test
    void statusReadFailureIsTheImpossiblePattern() {
        assertEquals(0x07, NuvotonDriver.STS_ERR_VAL);
        Setup s = setup(DriverEra.USLEEP_RANGE, MS, new ChipFaults(false, false, 1, 0));
        assertEquals(0x07, s.driver().readStatus());
        assertTrue((s.driver().readStatus() & 0x07) == 0, "a real status never has bits 2..0 set");
    }
}
