package dev.oversleep.tpm;

import dev.oversleep.kernel.Hz;

/**
 * chip-&gt;timeout_a..d and chip-&gt;duration[] in jiffies, as the TPM core installs them for a
 * family (tpm_get_timeouts(), drivers/char/tpm/tpm-interface.c, v4.7.4): TPM 2.0 uses the
 * constants TPM2_TIMEOUT_A..D = 750, 2000, 200, 30 ms and TPM2_DURATION_SHORT/MEDIUM/LONG = 20,
 * 750, 2000 ms (drivers/char/tpm/tpm.h); TPM 1.2 takes what the chip reports for
 * TPM_CAP_PROP_TIS_TIMEOUT and TPM_CAP_PROP_TIS_DURATION, in µs, through usecs_to_jiffies().
 */
public record TpmTimeouts(TpmFamily family, long aJiffies, long bJiffies, long cJiffies, long dJiffies,
                          long shortJiffies, long mediumJiffies, long longJiffies, Hz hz) {

    public static TpmTimeouts of(TpmFamily family, ChipProfile chip, Hz hz) {
        if (family == TpmFamily.TPM_2_0) {
            return new TpmTimeouts(family, hz.msecsToJiffies(750), hz.msecsToJiffies(2000), hz.msecsToJiffies(200),
                    hz.msecsToJiffies(30), hz.msecsToJiffies(20), hz.msecsToJiffies(750), hz.msecsToJiffies(2000), hz);
        }
        ChipProfile.Tpm12Capabilities c = chip.tpm12();
        return new TpmTimeouts(family, us(hz, c.aTimeoutNs()), us(hz, c.bTimeoutNs()), us(hz, c.cTimeoutNs()),
                us(hz, c.dTimeoutNs()), us(hz, c.shortDurationNs()), us(hz, c.mediumDurationNs()),
                us(hz, c.longDurationNs()), hz);
    }

    /** The chip reports µs; the core takes usecs_to_jiffies() of them. */
    private static long us(Hz hz, dev.oversleep.input.Param ns) {
        return hz.usecsToJiffies(Math.round(ns.value() / 1000));
    }

    /**
     * tpm_calc_ordinal_duration() / tpm2_calc_ordinal_duration() for the commands sent here:
     * TPM 1.2 Startup, Extend and PCRRead are TPM_SHORT (tpm_ordinal_duration[153], [20], [21]);
     * TPM 2.0 Startup and PCR_Extend TPM_MEDIUM, GetRandom TPM_LONG, PCR_Read TPM_UNDEFINED, which
     * gives 2 * 60 * HZ (tpm2_ordinal_duration, drivers/char/tpm/tpm2-cmd.c, v4.10.17).
     */
    public long durationJiffies(int code) {
        if (family == TpmFamily.TPM_1_2) {
            return shortJiffies;
        }
        return switch (code) {
            case Tpm2.CC_STARTUP, Tpm2.CC_PCR_EXTEND -> mediumJiffies;
            case Tpm2.CC_GET_RANDOM -> longJiffies;
            default -> 2L * 60 * hz.value();
        };
    }
}
