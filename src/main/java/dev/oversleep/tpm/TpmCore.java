package dev.oversleep.tpm;

import dev.oversleep.kernel.Kernel;
import java.util.Arrays;

/**
 * The TPM core's transmit path of 4.x kernels (drivers/char/tpm/tpm-interface.c, tpm_transmit):
 * send, then check the status until the request is complete (req_complete_mask
 * dataAvail|stsValid for this chip), sleeping TPM_TIMEOUT = 5 ms between checks, for at most the
 * command's duration; then receive. The Nuvoton send already waits for dataAvail, so the first
 * check normally succeeds.
 */
public final class TpmCore {
    /** TPM_TIMEOUT: ms between the core's completion checks. */
    static final long TPM_TIMEOUT_MS = 5;
    /** TPM 2.0 command durations (ms) by class: short 20, medium 750, long 2000. */
    static final long DURATION_SHORT_MS = 20;
    static final long DURATION_MEDIUM_MS = 750;
    static final long DURATION_LONG_MS = 2000;

    private final NuvotonDriver driver;
    private final Kernel kernel;

    public TpmCore(NuvotonDriver driver, Kernel kernel) {
        this.driver = driver;
        this.kernel = kernel;
    }

    /** The duration class of a command: GetRandom is long, PCR_Read short, the rest medium. */
    static long durationMs(int code) {
        return switch (code) {
            case Tpm2.CC_GET_RANDOM -> DURATION_LONG_MS;
            case Tpm2.CC_PCR_READ -> DURATION_SHORT_MS;
            default -> DURATION_MEDIUM_MS;
        };
    }

    /** Sends a command and returns the response; a driver failure or timeout is a TpmException. */
    public byte[] transmit(byte[] command) {
        int code = Tpm2.commandCode(command);
        long duration = durationMs(code);
        int rc = driver.send(command, duration);
        if (rc < 0) {
            throw new TpmException(String.format("command 0x%X: send failed (%s)", code, errno(rc)));
        }
        long stop = kernel.jiffies() + kernel.profile().hz().msecsToJiffies(duration);
        int mask = NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID;
        while ((driver.readStatus() & mask) != mask) {
            if (kernel.jiffies() >= stop) {
                throw new TpmException(String.format("command 0x%X: timeout waiting for completion", code));
            }
            kernel.msleep(TPM_TIMEOUT_MS);
        }
        byte[] buf = new byte[4096];
        int size = driver.recv(buf);
        if (size < 0) {
            throw new TpmException(String.format("command 0x%X: receive failed (%s)", code, errno(size)));
        }
        return Arrays.copyOf(buf, size);
    }

    static String errno(int rc) {
        return switch (rc) {
            case NuvotonDriver.EIO -> "-EIO";
            case NuvotonDriver.ETIME -> "-ETIME";
            case NuvotonDriver.ETIMEDOUT -> "-ETIMEDOUT";
            default -> Integer.toString(rc);
        };
    }
}
