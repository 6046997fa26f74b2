package dev.oversleep.tpm;

import java.nio.ByteBuffer;

/**
 * TPM 1.2 command encoding (TCG TPM Main Part 3, Commands) for the commands used here: a
 * 10-byte big-endian header tag(2) paramSize(4) ordinal(4), then parameters. What a stock v4.7
 * kernel sends through tpm_i2c_nuvoton, which had no TPM 2.0 support (tpm_pcr_extend() with
 * TPM_ORD_PCR_EXTEND = 20 and a 34-byte command, drivers/char/tpm/tpm-interface.c, v4.7.4).
 */
public final class Tpm12 {
    public static final int TAG_RQU_COMMAND = 0x00C1;
    public static final int TAG_RSP_COMMAND = 0x00C4;
    public static final int ORD_EXTEND = 0x14;
    public static final int ORD_PCR_READ = 0x15;
    public static final int ORD_STARTUP = 0x99;
    public static final int ST_CLEAR = 0x0001;
    public static final int DIGEST_SIZE = 20;

    private Tpm12() {
    }

    private static byte[] command(int ordinal, byte[] params) {
        ByteBuffer b = ByteBuffer.allocate(Tpm2.HEADER_SIZE + params.length);
        b.putShort((short) TAG_RQU_COMMAND).putInt(Tpm2.HEADER_SIZE + params.length).putInt(ordinal).put(params);
        return b.array();
    }

    /** TPM_Startup(TPM_ST_CLEAR). */
    public static byte[] startup() {
        return command(ORD_STARTUP, new byte[] {0, ST_CLEAR});
    }

    /** TPM_Extend(pcrNum, inDigest): 34 bytes. */
    public static byte[] extend(int pcr, byte[] sha1) {
        return command(ORD_EXTEND, ByteBuffer.allocate(4 + DIGEST_SIZE).putInt(pcr).put(sha1).array());
    }

    /** TPM_PCRRead(pcrIndex). */
    public static byte[] pcrRead(int pcr) {
        return command(ORD_PCR_READ, ByteBuffer.allocate(4).putInt(pcr).array());
    }

    /** The outDigest of a TPM_Extend or TPM_PCRRead response (after the 10-byte header). */
    public static byte[] outDigest(byte[] response) {
        if (response.length < Tpm2.HEADER_SIZE + DIGEST_SIZE) {
            throw new TpmException("TPM 1.2 response of " + response.length + " bytes has no digest");
        }
        byte[] d = new byte[DIGEST_SIZE];
        System.arraycopy(response, Tpm2.HEADER_SIZE, d, 0, DIGEST_SIZE);
        return d;
    }
}
