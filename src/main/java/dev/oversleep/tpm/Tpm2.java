package dev.oversleep.tpm;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;

/**
 * TPM 2.0 command encoding (TCG TPM 2.0 Library, Part 3) for the commands used here: a
 * 10-byte big-endian header tag(2) size(4) code(4), then handles, an authorization area when
 * the tag is TPM_ST_SESSIONS, and parameters.
 */
public final class Tpm2 {
    public static final int ST_NO_SESSIONS = 0x8001;
    public static final int ST_SESSIONS = 0x8002;
    public static final int CC_STARTUP = 0x144;
    public static final int CC_GET_RANDOM = 0x17B;
    public static final int CC_PCR_READ = 0x17E;
    public static final int CC_PCR_EXTEND = 0x182;
    public static final int RS_PW = 0x40000009;
    public static final int ALG_SHA256 = 0x000B;
    public static final int SU_CLEAR = 0x0000;
    public static final int RC_SUCCESS = 0;
    public static final int HEADER_SIZE = 10;

    private Tpm2() {
    }

    private static byte[] finish(ByteArrayOutputStream body, int tag, int code) {
        byte[] b = body.toByteArray();
        ByteBuffer out = ByteBuffer.allocate(HEADER_SIZE + b.length);
        out.putShort((short) tag).putInt(HEADER_SIZE + b.length).putInt(code).put(b);
        return out.array();
    }

    private static void u16(ByteArrayOutputStream o, int v) {
        o.write(v >>> 8);
        o.write(v);
    }

    private static void u32(ByteArrayOutputStream o, int v) {
        u16(o, v >>> 16);
        u16(o, v & 0xFFFF);
    }

    /** TPM2_Startup(TPM_SU_CLEAR). */
    public static byte[] startup() {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        u16(o, SU_CLEAR);
        return finish(o, ST_NO_SESSIONS, CC_STARTUP);
    }

    /**
     * TPM2_PCR_Extend(pcr, one SHA-256 digest) with an empty password session (TPM_RS_PW),
     * as the kernel's tpm2_pcr_extend() sends it.
     */
    public static byte[] pcrExtend(int pcr, byte[] sha256) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        u32(o, pcr);
        u32(o, 9);
        u32(o, RS_PW);
        u16(o, 0);
        o.write(0);
        u16(o, 0);
        u32(o, 1);
        u16(o, ALG_SHA256);
        o.writeBytes(sha256);
        return finish(o, ST_SESSIONS, CC_PCR_EXTEND);
    }

    /** TPM2_PCR_Read of one SHA-256 PCR. */
    public static byte[] pcrRead(int pcr) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        u32(o, 1);
        u16(o, ALG_SHA256);
        o.write(3);
        byte[] select = new byte[3];
        select[pcr / 8] = (byte) (1 << (pcr % 8));
        o.writeBytes(select);
        return finish(o, ST_NO_SESSIONS, CC_PCR_READ);
    }

    /** TPM2_GetRandom(bytes). */
    public static byte[] getRandom(int bytes) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        u16(o, bytes);
        return finish(o, ST_NO_SESSIONS, CC_GET_RANDOM);
    }

    public static int commandCode(byte[] command) {
        return ByteBuffer.wrap(command, 6, 4).getInt();
    }

    public static int size(byte[] message) {
        return ByteBuffer.wrap(message, 2, 4).getInt();
    }

    public static int responseCode(byte[] response) {
        return ByteBuffer.wrap(response, 6, 4).getInt();
    }

    /**
     * The digest in a TPM2_PCR_Read response: header, pcrUpdateCounter(4), the echoed
     * TPML_PCR_SELECTION (4 + 2 + 1 + 3), TPML_DIGEST count(4), TPM2B size(2), digest.
     */
    public static byte[] pcrReadDigest(byte[] response) {
        ByteBuffer b = ByteBuffer.wrap(response);
        b.position(HEADER_SIZE + 4 + 10);
        int count = b.getInt();
        if (count != 1) {
            throw new TpmException("PCR_Read returned " + count + " digests, expected 1");
        }
        byte[] d = new byte[b.getShort() & 0xFFFF];
        b.get(d);
        return d;
    }

    /** The bytes of a TPM2_GetRandom response (TPM2B_DIGEST after the header). */
    public static byte[] randomBytes(byte[] response) {
        ByteBuffer b = ByteBuffer.wrap(response);
        b.position(HEADER_SIZE);
        byte[] d = new byte[b.getShort() & 0xFFFF];
        b.get(d);
        return d;
    }
}
