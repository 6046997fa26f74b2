package dev.oversleep.tpm;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * An in-process TPM subset with real hashing and each family's wire encoding. TPM 2.0: Startup,
 * PCR_Extend (SHA-256 bank), PCR_Read and GetRandom; TPM 1.2 (commands tagged TPM_TAG_RQU_COMMAND):
 * TPM_Startup, TPM_Extend and TPM_PCRRead on a SHA-1 bank. PCRs 0-16 and 23 reset to zeros, 17-22
 * to ones, as a PC client TPM's after Startup(CLEAR). GetRandom is a SHA-256 counter stream from
 * the run's seed, so runs are reproducible.
 */
public final class EmbeddedTpm implements TpmBackend {
    private static final int RC_INITIALIZE = 0x100;
    private static final int RC_COMMAND_CODE = 0x143;
    private static final int RC_VALUE = 0x084;
    private static final int TPM12_BADINDEX = 0x02;
    private static final int TPM12_BAD_ORDINAL = 0x0A;
    private static final int TPM12_INVALID_POSTINIT = 0x26;
    private final byte[][] pcrs = new byte[24][];
    private final byte[][] sha1Pcrs = new byte[24][];
    private final long seed;
    private long counter;
    private boolean started;

    public EmbeddedTpm(long seed) {
        this.seed = seed;
        for (int i = 0; i < pcrs.length; i++) {
            pcrs[i] = new byte[32];
            sha1Pcrs[i] = new byte[Tpm12.DIGEST_SIZE];
            if (i >= 17 && i <= 22) {
                java.util.Arrays.fill(pcrs[i], (byte) 0xFF);
                java.util.Arrays.fill(sha1Pcrs[i], (byte) 0xFF);
            }
        }
    }

    @Override
    public String name() {
        return "embedded";
    }

    @Override
    public byte[] execute(byte[] command) {
        ByteBuffer in = ByteBuffer.wrap(command);
        int tag = in.getShort() & 0xFFFF;
        in.getInt();
        int code = in.getInt();
        if (tag == Tpm12.TAG_RQU_COMMAND) {
            return executeTpm12(in, code);
        }
        if (code == Tpm2.CC_STARTUP) {
            started = true;
            return response(Tpm2.ST_NO_SESSIONS, Tpm2.RC_SUCCESS, new byte[0]);
        }
        if (!started) {
            return response(Tpm2.ST_NO_SESSIONS, RC_INITIALIZE, new byte[0]);
        }
        return switch (code) {
            case Tpm2.CC_PCR_EXTEND -> extend(in, tag);
            case Tpm2.CC_PCR_READ -> read(in);
            case Tpm2.CC_GET_RANDOM -> random(in);
            default -> response(Tpm2.ST_NO_SESSIONS, RC_COMMAND_CODE, new byte[0]);
        };
    }

    private byte[] extend(ByteBuffer in, int tag) {
        int pcr = in.getInt();
        int authSize = in.getInt();
        in.position(in.position() + authSize);
        int count = in.getInt();
        if (pcr < 0 || pcr >= pcrs.length || tag != Tpm2.ST_SESSIONS) {
            return response(Tpm2.ST_NO_SESSIONS, RC_VALUE, new byte[0]);
        }
        for (int i = 0; i < count; i++) {
            int alg = in.getShort() & 0xFFFF;
            byte[] d = new byte[32];
            in.get(d);
            if (alg != Tpm2.ALG_SHA256) {
                return response(Tpm2.ST_NO_SESSIONS, RC_VALUE, new byte[0]);
            }
            pcrs[pcr] = sha256(pcrs[pcr], d);
        }
        // parameterSize (0) and one empty password acknowledgement: nonce 0, attributes 0x01, hmac 0
        return response(Tpm2.ST_SESSIONS, Tpm2.RC_SUCCESS, new byte[] {0, 0, 0, 0, 0, 0, 1, 0, 0});
    }

    private byte[] read(ByteBuffer in) {
        in.getInt();
        in.getShort();
        in.get();
        byte[] select = new byte[3];
        in.get(select);
        int pcr = -1;
        for (int i = 0; i < 24; i++) {
            if ((select[i / 8] & (1 << (i % 8))) != 0) {
                pcr = i;
                break;
            }
        }
        ByteBuffer out = ByteBuffer.allocate(4 + 10 + 4 + 2 + 32);
        out.putInt((int) counter).putInt(1).putShort((short) Tpm2.ALG_SHA256).put((byte) 3).put(select);
        out.putInt(1).putShort((short) 32).put(pcrs[Math.max(0, pcr)]);
        return response(Tpm2.ST_NO_SESSIONS, Tpm2.RC_SUCCESS, out.array());
    }

    private byte[] random(ByteBuffer in) {
        int n = Math.min(32, in.getShort() & 0xFFFF);
        byte[] block = sha256(ByteBuffer.allocate(16).putLong(seed).putLong(counter++).array(), new byte[0]);
        ByteBuffer out = ByteBuffer.allocate(2 + n);
        out.putShort((short) n).put(block, 0, n);
        return response(Tpm2.ST_NO_SESSIONS, Tpm2.RC_SUCCESS, out.array());
    }

    private boolean started12;

    private byte[] executeTpm12(ByteBuffer in, int ordinal) {
        if (ordinal == Tpm12.ORD_STARTUP) {
            started12 = true;
            return response(Tpm12.TAG_RSP_COMMAND, Tpm2.RC_SUCCESS, new byte[0]);
        }
        if (!started12) {
            return response(Tpm12.TAG_RSP_COMMAND, TPM12_INVALID_POSTINIT, new byte[0]);
        }
        int pcr = in.getInt();
        if (pcr < 0 || pcr >= sha1Pcrs.length) {
            return response(Tpm12.TAG_RSP_COMMAND, TPM12_BADINDEX, new byte[0]);
        }
        switch (ordinal) {
            case Tpm12.ORD_EXTEND -> {
                byte[] d = new byte[Tpm12.DIGEST_SIZE];
                in.get(d);
                sha1Pcrs[pcr] = TpmFamily.TPM_1_2.hash(sha1Pcrs[pcr], d);
                return response(Tpm12.TAG_RSP_COMMAND, Tpm2.RC_SUCCESS, sha1Pcrs[pcr].clone());
            }
            case Tpm12.ORD_PCR_READ -> {
                return response(Tpm12.TAG_RSP_COMMAND, Tpm2.RC_SUCCESS, sha1Pcrs[pcr].clone());
            }
            default -> {
                return response(Tpm12.TAG_RSP_COMMAND, TPM12_BAD_ORDINAL, new byte[0]);
            }
        }
    }

    private static byte[] response(int tag, int rc, byte[] body) {
        ByteBuffer out = ByteBuffer.allocate(Tpm2.HEADER_SIZE + body.length);
        out.putShort((short) tag).putInt(Tpm2.HEADER_SIZE + body.length).putInt(rc).put(body);
        return out.array();
    }

    static byte[] sha256(byte[] a, byte[] b) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(a);
            md.update(b);
            return md.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }

    @Override
    public void close() {
    }
}
