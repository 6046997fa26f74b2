package dev.oversleep.tpm;

import dev.oversleep.kernel.Kernel;
import java.util.Arrays;

/**
 * The TPM core's transmit path of 4.x kernels (tpm_transmit(), drivers/char/tpm/tpm-interface.c,
 * read in v4.7.4, v4.10.17 and v4.13.4): send; without an IRQ, check the status until the
 * request is complete (req_complete_mask dataAvail|stsValid for this chip), msleep(TPM_TIMEOUT =
 * 5 ms) between checks, until jiffies passes stop = jiffies + the ordinal's duration; then
 * receive. The Nuvoton send already waits for dataAvail, so the first check normally succeeds
 * and the core costs one status read.
 */
public final class TpmCore {
    /** TPM_TIMEOUT: ms between the core's completion checks (drivers/char/tpm/tpm.h). */
    static final long TPM_TIMEOUT_MS = 5;

    private final NuvotonDriver driver;
    private final Kernel kernel;

    public TpmCore(NuvotonDriver driver, Kernel kernel) {
        this.driver = driver;
        this.kernel = kernel;
    }

    /** Sends a command and returns the response; a driver failure or timeout is a TpmException. */
    public byte[] transmit(byte[] command) {
        int code = Tpm2.commandCode(command);
        int rc = driver.send(command);
        if (rc < 0) {
            throw new TpmException(String.format("command 0x%X: send failed (%s)", code, errno(rc)));
        }
        long stop = kernel.jiffies() + driver.timeouts().durationJiffies(code);
        int mask = NuvotonChip.STS_DATA_AVAIL | NuvotonChip.STS_VALID;
        while ((driver.readStatus() & mask) != mask) {
            kernel.msleep(TPM_TIMEOUT_MS);
            if (kernel.jiffies() >= stop) {
                throw new TpmException(String.format("command 0x%X: timeout waiting for completion (-ETIME)", code));
            }
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
