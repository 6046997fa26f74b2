package dev.oversleep.tpm;

import dev.oversleep.input.CliNamed;
import dev.oversleep.input.BadValueException;
import dev.oversleep.kernel.Kernel;

/**
 * How tpm_i2c_nuvoton sleeps between polls. The constants are the driver's:
 * TPM_I2C_RETRY_DELAY_SHORT 2 ms, TPM_I2C_RETRY_DELAY_LONG 10 ms, TPM_I2C_BUS_DELAY 1 ms, and
 * since a233a0289cf9 (in v4.12.0 and v4.9.115, not in v4.10.17) the same in µs with
 * TPM_I2C_DELAY_RANGE 300 µs (drivers/char/tpm/tpm_i2c_nuvoton.c).
 */
public enum DriverEra implements CliNamed {
    /** The original driver: msleep(2), msleep(10), msleep(1), and msleep(1) after every status write. */
    MSLEEP("msleep"),
    /**
     * Since 2017: usleep_range(X, X + 300) with X = 2000, 10000, 1000 us, and a status write
     * sleeps only when it failed.
     */
    USLEEP_RANGE("usleep-range");

    static final long RETRY_DELAY_SHORT_US = 2000;
    static final long RETRY_DELAY_LONG_US = 10000;
    static final long BUS_DELAY_US = 1000;
    static final long DELAY_RANGE_US = 300;

    private final String cliName;

    DriverEra(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static DriverEra parse(String s) {
        for (DriverEra e : values()) {
            if (e.cliName.equals(s)) {
                return e;
            }
        }
        throw new BadValueException("driver era", s, "expected msleep or usleep-range");
    }

    void sleepUs(Kernel kernel, long us) {
        if (this == MSLEEP) {
            kernel.msleep(us / 1000);
        } else {
            kernel.usleepRange(us, us + DELAY_RANGE_US);
        }
    }

    /** The poll delay while still inside the first 10 ms window. */
    void shortDelay(Kernel kernel) {
        sleepUs(kernel, RETRY_DELAY_SHORT_US);
    }

    void longDelay(Kernel kernel) {
        sleepUs(kernel, RETRY_DELAY_LONG_US);
    }

    void busDelay(Kernel kernel) {
        sleepUs(kernel, BUS_DELAY_US);
    }

    /** Whether a status write sleeps even when it succeeded (the original driver did). */
    boolean sleepsAfterEveryStatusWrite() {
        return this == MSLEEP;
    }
}
