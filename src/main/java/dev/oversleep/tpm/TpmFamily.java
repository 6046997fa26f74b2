package dev.oversleep.tpm;

import dev.oversleep.input.BadValueException;
import dev.oversleep.kernel.KernelVersion;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Which TPM command set the kernel speaks to the chip, and so the bytes on the bus, the PCR bank
 * and the core's timeouts. tpm_i2c_nuvoton learnt TPM 2.0 in v4.8 (TPM_CHIP_FLAG_TPM2 for
 * "nuvoton,npct601" and "tpm2_i2c_nuvoton"); the v4.7 driver matches only "nuvoton,npct501" and
 * "winbond,wpct301" and probes with tpm_get_timeouts() and tpm_do_selftest(), TPM 1.2 commands
 * (drivers/char/tpm/tpm_i2c_nuvoton.c, v4.7.4 and v4.8.15). A stock 4.7 kernel therefore talked
 * to the chip in TPM 1.2; the same chip in TPM 2.0 mode needed the 4.8 patch. The driver's polling
 * is the same code in both.
 */
public enum TpmFamily {
    /** TPM 1.2: TPM_Extend into a SHA-1 PCR, 34-byte command, 30-byte response. */
    TPM_1_2("1.2", "SHA-1", 20),
    /** TPM 2.0: TPM2_PCR_Extend of one SHA-256 digest with a password session, 65 bytes in, 19 out. */
    TPM_2_0("2.0", "SHA-256", 32);

    private final String label;
    private final String hash;
    private final int digestSize;

    TpmFamily(String label, String hash, int digestSize) {
        this.label = label;
        this.hash = hash;
        this.digestSize = digestSize;
    }

    public String label() {
        return label;
    }

    /** What a stock kernel's tpm_i2c_nuvoton speaks: TPM 1.2 before v4.8, else the chip's TPM 2.0. */
    public static TpmFamily forKernel(KernelVersion v) {
        return v.atLeast(4, 8) ? TPM_2_0 : TPM_1_2;
    }

    public static TpmFamily parse(String text) {
        for (TpmFamily f : values()) {
            if (f.label.equals(text)) {
                return f;
            }
        }
        throw new BadValueException("TPM family", text, "expected 1.2 or 2.0");
    }

    public byte[] startup() {
        return this == TPM_1_2 ? Tpm12.startup() : Tpm2.startup();
    }

    public byte[] extend(int pcr, byte[] digest) {
        return this == TPM_1_2 ? Tpm12.extend(pcr, digest) : Tpm2.pcrExtend(pcr, digest);
    }

    public byte[] pcrRead(int pcr) {
        return this == TPM_1_2 ? Tpm12.pcrRead(pcr) : Tpm2.pcrRead(pcr);
    }

    /** The PCR value in a PCR read response. */
    public byte[] pcrValue(byte[] response) {
        return this == TPM_1_2 ? Tpm12.outDigest(response) : Tpm2.pcrReadDigest(response);
    }

    /** The code of the extend command: TPM_ORD_Extend or TPM2_CC_PCR_Extend. */
    public int extendCode() {
        return this == TPM_1_2 ? Tpm12.ORD_EXTEND : Tpm2.CC_PCR_EXTEND;
    }

    /** The digest extended at step i: this bank's hash of the ASCII text "oversleep extend i". */
    public byte[] digest(int i) {
        return hash(("oversleep extend " + i).getBytes(StandardCharsets.US_ASCII), new byte[0]);
    }

    /** One extend: H(pcr || digest). */
    public byte[] hash(byte[] a, byte[] b) {
        try {
            MessageDigest md = MessageDigest.getInstance(hash);
            md.update(a);
            md.update(b);
            return md.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(hash + " is required of every Java platform", e);
        }
    }

    public int digestSize() {
        return digestSize;
    }
}
