package dev.oversleep.tpm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class Tpm2WireTest {
    /**
     * TPM2_PCR_Extend per TCG Part 3: tag 8002, size 0x41 (65), code 00000182, pcrHandle 00000010,
     * authorizationSize 00000009, TPM_RS_PW 40000009, nonce 0000, attributes 00, hmac 0000,
     * TPML_DIGEST_VALUES count 00000001, TPM_ALG_SHA256 000B, 32 digest bytes.
     */
    @Test
    void pcrExtendIsEncodedByteForByte() {
        byte[] d = new byte[32];
        d[0] = (byte) 0xAB;
        d[31] = (byte) 0xCD;
        String expected = "8002" + "00000041" + "00000182" + "00000010" + "00000009" + "40000009" + "0000" + "00"
                + "0000" + "00000001" + "000b" + "ab" + "00".repeat(30) + "cd";
        assertEquals(expected, HexFormat.of().formatHex(Tpm2.pcrExtend(16, d)));
    }

    /** PCR_Read of PCR 16: selection count 1, SHA-256, sizeofSelect 3, bitmap 00 00 01. */
    @Test
    void pcrReadSelectsOnePcr() {
        assertEquals("8001" + "00000014" + "0000017e" + "00000001" + "000b" + "03" + "000001",
                HexFormat.of().formatHex(Tpm2.pcrRead(16)));
        assertEquals("8001000000" + "0c00000144" + "0000", HexFormat.of().formatHex(Tpm2.startup()));
    }

    @Test
    void theEmbeddedTpmExtendsAsTheSpecSays() throws Exception {
        EmbeddedTpm tpm = new EmbeddedTpm(1);
        assertEquals(0x100, Tpm2.responseCode(tpm.execute(Tpm2.pcrRead(16))), "TPM_RC_INITIALIZE before Startup");
        tpm.execute(Tpm2.startup());
        byte[] d = MessageDigest.getInstance("SHA-256").digest("x".getBytes());
        byte[] resp = tpm.execute(Tpm2.pcrExtend(16, d));
        assertEquals(0, Tpm2.responseCode(resp));
        assertEquals(19, Tpm2.size(resp));
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        md.update(new byte[32]);
        md.update(d);
        assertArrayEquals(md.digest(), Tpm2.pcrReadDigest(tpm.execute(Tpm2.pcrRead(16))));
        byte[] ones = new byte[32];
        java.util.Arrays.fill(ones, (byte) 0xFF);
        assertArrayEquals(ones, Tpm2.pcrReadDigest(tpm.execute(Tpm2.pcrRead(17))));
        // GetRandom is reproducible by seed
        assertArrayEquals(Tpm2.randomBytes(startedWith(5).execute(Tpm2.getRandom(16))),
                Tpm2.randomBytes(startedWith(5).execute(Tpm2.getRandom(16))));
        assertEquals(16, Tpm2.randomBytes(startedWith(5).execute(Tpm2.getRandom(16))).length);
    }

    private static EmbeddedTpm startedWith(long seed) {
        EmbeddedTpm t = new EmbeddedTpm(seed);
        t.execute(Tpm2.startup());
        return t;
    }
}
