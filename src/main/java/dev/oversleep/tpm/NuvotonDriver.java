package dev.oversleep.tpm;

import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.Kernel;
import java.nio.ByteBuffer;

/**
 * The tpm_i2c_nuvoton driver's send, receive and polling (drivers/char/tpm/tpm_i2c_nuvoton.c),
 * without an IRQ. Returns 0 or a size on success, a negative errno on failure, like the C.
 */
public final class NuvotonDriver {
    /** TPM_STS_ERR_VAL: what a failed status read reads as (bits 2..0 are always 0 on hardware). */
    static final int STS_ERR_VAL = 0x07;
    /** TPM_I2C_RETRY_COUNT: attempts of a status write. */
    static final int RETRY_COUNT = 32;
    /** TPM_RETRY: attempts of a whole send or receive. */
    static final int TPM_RETRY = 5;
    static final int EIO = -5;
    static final int ETIME = -62;
    static final int ETIMEDOUT = -110;
    /** TPM 2.0 timeouts (ms): A 750, B 2000, C 200, D 30 (include/linux/tpm.h, TPM2_TIMEOUT_*). */
    static final long TIMEOUT_B_MS = 2000;
    static final long TIMEOUT_C_MS = 200;
    static final long TIMEOUT_D_MS = 30;

    private final NuvotonChip chip;
    private final Kernel kernel;
    private final DriverEra era;
    private final Hz hz;
    private long statusReads;

    public NuvotonDriver(NuvotonChip chip, Kernel kernel, DriverEra era) {
        this.chip = chip;
        this.kernel = kernel;
        this.era = era;
        this.hz = kernel.profile().hz();
    }

    /** STS reads so far: the driver's polls. */
    public long statusReads() {
        return statusReads;
    }

    /** i2c_nuvoton_read_status(): a failed read returns TPM_STS_ERR_VAL. */
    public int readStatus() {
        statusReads++;
        byte[] b = chip.read(NuvotonChip.REG_STS, 1);
        return b == null ? STS_ERR_VAL : b[0] & 0xFF;
    }

    /** i2c_nuvoton_write_status(): up to 32 attempts; the sleep between them by era. */
    int writeStatus(int value) {
        boolean ok = false;
        for (int i = 0; i < RETRY_COUNT && !ok; i++) {
            ok = chip.write(NuvotonChip.REG_STS, new byte[] {(byte) value});
            if (!ok || era.sleepsAfterEveryStatusWrite()) {
                era.busDelay(kernel);
            }
        }
        return ok ? 0 : EIO;
    }

    /** i2c_nuvoton_ready(): write commandReady, which also aborts a command in progress. */
    void ready() {
        writeStatus(NuvotonChip.STS_COMMAND_READY);
    }

    /** i2c_nuvoton_check_status(): a status read failure never matches. */
    private boolean checkStatus(int mask, int value) {
        int status = readStatus();
        return status != STS_ERR_VAL && (status & mask) == value;
    }

    /**
     * i2c_nuvoton_wait_for_stat() by polling: one immediate check; then the short delay while
     * time_before(jiffies, start + usecs_to_jiffies(10000)), the long delay after, until
     * time_before(jiffies, start + timeout) fails. Both windows are counted in jiffies.
     */
    int waitForStat(int mask, int value, long timeoutMs) {
        if (checkStatus(mask, value)) {
            return 0;
        }
        long tenMsec = kernel.jiffies() + hz.usecsToJiffies(DriverEra.RETRY_DELAY_LONG_US);
        long stop = kernel.jiffies() + hz.msecsToJiffies(timeoutMs);
        do {
            if (kernel.jiffies() < tenMsec) {
                era.shortDelay(kernel);
            } else {
                era.longDelay(kernel);
            }
            if (checkStatus(mask, value)) {
                return 0;
            }
        } while (kernel.jiffies() < stop);
        return ETIMEDOUT;
    }

    private int waitForDataAvail(long timeoutMs) {
        return waitForStat(NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID,
                NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID, timeoutMs);
    }

    /** i2c_nuvoton_get_burstcount(): poll BURST_COUNT until non-zero, for up to timeout D. */
    int getBurstCount() {
        long stop = kernel.jiffies() + hz.msecsToJiffies(TIMEOUT_D_MS);
        do {
            byte[] b = chip.read(NuvotonChip.REG_BURST_COUNT, 1);
            if (b != null && (b[0] & 0xFF) > 0) {
                return Math.min(NuvotonChip.MAX_BURST, b[0] & 0xFF);
            }
            era.busDelay(kernel);
        } while (kernel.jiffies() < stop);
        return -1;
    }

    /**
     * i2c_nuvoton_send(): up to TPM_RETRY times: commandReady, then the command in bursts,
     * checking stsValid and expect after each, the last byte alone, expect clear; then tpmGo and
     * wait for dataAvail for the command's duration.
     */
    public int send(byte[] buf, long durationMs) {
        int rc = EIO;
        for (int retries = 0; retries < TPM_RETRY; retries++) {
            ready();
            if (waitForStat(NuvotonChip.STS_COMMAND_READY, NuvotonChip.STS_COMMAND_READY, TIMEOUT_B_MS) != 0) {
                rc = EIO;
                continue;
            }
            rc = 0;
            int count = 0;
            while (count < buf.length - 1) {
                int burst = getBurstCount();
                if (burst < 0) {
                    rc = EIO;
                    break;
                }
                int n = Math.min(burst, buf.length - 1 - count);
                if (!chip.write(NuvotonChip.REG_DATA_FIFO_W, java.util.Arrays.copyOfRange(buf, count, count + n))) {
                    rc = EIO;
                    break;
                }
                count += n;
                if (waitForStat(NuvotonChip.STS_VALID | NuvotonChip.STS_EXPECT,
                        NuvotonChip.STS_VALID | NuvotonChip.STS_EXPECT, TIMEOUT_C_MS) != 0) {
                    rc = ETIME;
                    break;
                }
            }
            if (rc < 0) {
                continue;
            }
            if (!chip.write(NuvotonChip.REG_DATA_FIFO_W, new byte[] {buf[count]})) {
                rc = EIO;
                continue;
            }
            if (waitForStat(NuvotonChip.STS_VALID | NuvotonChip.STS_EXPECT, NuvotonChip.STS_VALID, TIMEOUT_C_MS) != 0) {
                rc = ETIME;
                continue;
            }
            break;
        }
        if (rc < 0) {
            ready();
            return rc;
        }
        rc = writeStatus(NuvotonChip.STS_GO);
        if (rc < 0) {
            ready();
            return rc;
        }
        rc = waitForDataAvail(durationMs);
        if (rc != 0) {
            ready();
            return rc;
        }
        return 0;
    }

    /** i2c_nuvoton_recv_data(): bursts while dataAvail, up to count bytes. */
    private int recvData(byte[] buf, int off, int count) {
        int size = 0;
        while (size < count && waitForDataAvail(TIMEOUT_C_MS) == 0) {
            int burst = getBurstCount();
            if (burst < 0) {
                break;
            }
            int n = Math.min(burst, count - size);
            byte[] got = chip.read(NuvotonChip.REG_DATA_FIFO_R, n);
            System.arraycopy(got, 0, buf, off + size, n);
            size += n;
        }
        return size;
    }

    /**
     * i2c_nuvoton_recv(): up to TPM_RETRY times (responseRetry after the first): the 10-byte
     * header, the rest by its size, then dataAvail must be clear; commandReady at the end.
     * Returns the response size or a negative errno.
     */
    public int recv(byte[] buf) {
        int size = EIO;
        for (int retries = 0; retries < TPM_RETRY; retries++) {
            if (retries > 0) {
                writeStatus(NuvotonChip.STS_RESPONSE_RETRY);
            }
            if (waitForDataAvail(TIMEOUT_C_MS) != 0) {
                size = ETIMEDOUT;
                continue;
            }
            size = recvData(buf, 0, Tpm2.HEADER_SIZE);
            if (size != Tpm2.HEADER_SIZE) {
                size = EIO;
                continue;
            }
            int expected = ByteBuffer.wrap(buf, 2, 4).getInt();
            if (expected > buf.length || expected < size) {
                size = EIO;
                continue;
            }
            int got = recvData(buf, size, expected - size);
            size += got;
            if (got == 0 && expected > Tpm2.HEADER_SIZE || size < expected) {
                size = EIO;
                continue;
            }
            if (waitForStat(NuvotonChip.STS_VALID | NuvotonChip.STS_DATA_AVAIL, NuvotonChip.STS_VALID,
                    TIMEOUT_C_MS) != 0) {
                size = ETIMEDOUT;
                continue;
            }
            break;
        }
        ready();
        return size;
    }
}
