package dev.oversleep.tpm;

import dev.oversleep.kernel.Kernel;
import java.nio.ByteBuffer;

/**
 * The tpm_i2c_nuvoton driver's send, receive and polling without an IRQ, statement for statement
 * as drivers/char/tpm/tpm_i2c_nuvoton.c has them (read in v4.7.4, v4.8.15, v4.10.17, v4.12.0 and
 * v4.13.4; the paths are the same in all, the sleeps are the {@link DriverEra}'s). Timeouts are
 * the chip's in jiffies ({@link TpmTimeouts}). Returns 0 or a size on success, a negative errno on
 * failure, like the C.
 */
public final class NuvotonDriver {
    /** TPM_STS_ERR_VAL: what a failed status read reads as (bits 2..0 are always 0 on hardware). */
    static final int STS_ERR_VAL = 0x07;
    /** TPM_I2C_RETRY_COUNT: attempts of a status write. */
    static final int RETRY_COUNT = 32;
    /** TPM_RETRY (TPM_I2C_RETRIES since v5.x): attempts of a whole send or receive. */
    static final int TPM_RETRY = 5;
    static final int EIO = -5;
    static final int ETIME = -62;
    static final int ETIMEDOUT = -110;

    private final NuvotonChip chip;
    private final Kernel kernel;
    private final DriverEra era;
    private final TpmTimeouts timeouts;
    private long statusReads;

    public NuvotonDriver(NuvotonChip chip, Kernel kernel, DriverEra era, TpmTimeouts timeouts) {
        this.chip = chip;
        this.kernel = kernel;
        this.era = era;
        this.timeouts = timeouts;
    }

    /** STS reads so far: the driver's polls. */
    public long statusReads() {
        return statusReads;
    }

    public TpmTimeouts timeouts() {
        return timeouts;
    }

    /** i2c_nuvoton_read_status(): a failed read returns TPM_STS_ERR_VAL. */
    public int readStatus() {
        statusReads++;
        byte[] b = chip.read(NuvotonChip.REG_STS, 1);
        return b == null ? STS_ERR_VAL : b[0] & 0xFF;
    }

    /**
     * i2c_nuvoton_write_status(): up to TPM_I2C_RETRY_COUNT attempts; msleep(TPM_I2C_BUS_DELAY)
     * after every attempt in the msleep era, usleep_range() only after a failed one since
     * a233a0289cf9.
     */
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
     * i2c_nuvoton_wait_for_stat() by polling: one immediate check; then, while
     * time_before(jiffies, ten_msec) with ten_msec = jiffies + msecs_to_jiffies(10) (v4.7;
     * usecs_to_jiffies(10000) since a233a0289cf9, the same value), the short delay, after it the
     * long one, until time_before(jiffies, stop) fails, stop = jiffies + timeout.
     */
    int waitForStat(int mask, int value, long timeoutJiffies) {
        if (checkStatus(mask, value)) {
            return 0;
        }
        long tenMsec = kernel.jiffies() + kernel.profile().hz().msecsToJiffies(10);
        long stop = kernel.jiffies() + timeoutJiffies;
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

    private int waitForDataAvail(long timeoutJiffies) {
        return waitForStat(NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID,
                NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID, timeoutJiffies);
    }

    /**
     * i2c_nuvoton_get_burstcount(): read BURST_COUNT until non-zero, with the bus delay between
     * reads, until timeout D.
     */
    int getBurstCount() {
        long stop = kernel.jiffies() + timeouts.dJiffies();
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
     * i2c_nuvoton_send(): up to TPM_RETRY times: commandReady and wait for it (timeout B), then
     * the command but its last byte in bursts, each followed by a wait for stsValid|expect
     * (timeout C); the last byte alone and a wait for expect to clear; then tpmGo and — the driver
     * having no IRQ — a wait for dataAvail as long as the ordinal's duration.
     */
    public int send(byte[] buf) {
        int rc = EIO;
        int count = 0;
        for (int retries = 0; retries < TPM_RETRY; retries++) {
            ready();
            if (waitForStat(NuvotonChip.STS_COMMAND_READY, NuvotonChip.STS_COMMAND_READY, timeouts.bJiffies()) != 0) {
                rc = EIO;
                continue;
            }
            rc = 0;
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
                        NuvotonChip.STS_VALID | NuvotonChip.STS_EXPECT, timeouts.cJiffies()) != 0) {
                    rc = ETIMEDOUT;
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
            if (waitForStat(NuvotonChip.STS_VALID | NuvotonChip.STS_EXPECT, NuvotonChip.STS_VALID,
                    timeouts.cJiffies()) != 0) {
                rc = ETIMEDOUT;
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
        rc = waitForDataAvail(timeouts.durationJiffies(Tpm2.commandCode(buf)));
        if (rc != 0) {
            ready();
            return rc;
        }
        return 0;
    }

    /**
     * i2c_nuvoton_recv_data(): while fewer than count bytes and dataAvail (timeout C): read the
     * burst count and that many bytes (at most what is left).
     */
    private int recvData(byte[] buf, int off, int count) {
        int size = 0;
        while (size < count && waitForDataAvail(timeouts.cJiffies()) == 0) {
            int burst = getBurstCount();
            if (burst < 0) {
                return EIO;
            }
            int n = Math.min(burst, count - size);
            byte[] got = chip.read(NuvotonChip.REG_DATA_FIFO_R, n);
            if (got == null) {
                return EIO;
            }
            System.arraycopy(got, 0, buf, off + size, n);
            size += n;
        }
        return size;
    }

    /**
     * i2c_nuvoton_recv(): up to TPM_RETRY times (responseRetry after the first): wait for
     * dataAvail, read the burst count and receive that many bytes (the header and, for a short
     * response, all of it), the rest by the header's size, then stsValid with dataAvail clear;
     * commandReady at the end. Returns the response size or a negative errno.
     */
    public int recv(byte[] buf) {
        int size = EIO;
        for (int retries = 0; retries < TPM_RETRY; retries++) {
            if (retries > 0) {
                writeStatus(NuvotonChip.STS_RESPONSE_RETRY);
            }
            if (waitForDataAvail(timeouts.cJiffies()) != 0) {
                size = ETIMEDOUT;
                continue;
            }
            int burst = getBurstCount();
            if (burst < 0) {
                size = EIO;
                continue;
            }
            size = recvData(buf, 0, Math.min(burst, buf.length));
            if (size < Tpm2.HEADER_SIZE) {
                size = EIO;
                continue;
            }
            int expected = ByteBuffer.wrap(buf, 2, 4).getInt();
            if (expected > buf.length || expected < size) {
                size = EIO;
                continue;
            }
            int got = recvData(buf, size, expected - size);
            if (got < 0 || size + got < expected) {
                size = EIO;
                continue;
            }
            size += got;
            if (waitForStat(NuvotonChip.STS_VALID | NuvotonChip.STS_DATA_AVAIL, NuvotonChip.STS_VALID,
                    timeouts.cJiffies()) != 0) {
                size = ETIMEDOUT;
                continue;
            }
            break;
        }
        ready();
        return size;
    }
}
