package dev.oversleep.tpm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.IrqRouting;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.function.Supplier;

/** Chips and runs for the TPM tests, and the PCR chain computed independently of the code under test. */
final class TpmFixtures {
    private TpmFixtures() {
    }

    /** The shipped chip with one command's execution time replaced. */
    static ChipProfile chipWithExtendNs(double ns) {
        return chipWith(-1, ns);
    }

    /** The shipped chip with its extend time and, when not negative, its per-request overhead replaced. */
    static ChipProfile chipWith(double overheadNs, double extendNs) {
        try {
            ObjectNode root = (ObjectNode) new ObjectMapper().readTree(TpmFixtures.class.getClassLoader()
                    .getResourceAsStream("firmware-models/tpm/nuvoton-npct650.json"));
            ((ObjectNode) root.get("pcr_extend_ns")).put("value", extendNs);
            if (overheadNs >= 0) {
                ((ObjectNode) root.get("i2c_request_overhead_ns")).put("value", overheadNs);
            }
            return ModelFiles.parse("test-chip", root.toString(), ChipProfile.SCHEMA, ChipProfile.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static ExtendResult.Run run(int count, DriverEra era, String kernel, int hz, ChipProfile chip,
                                Supplier<TpmBackend> backend, ChipFaults faults) {
        return run(count, era, kernel, hz, chip, PlatformProfile.load("openpower-p8-tpm"), 0, backend, faults, 1);
    }

    static ExtendResult.Run run(int count, DriverEra era, String kernel, int hz, ChipProfile chip,
                                PlatformProfile platform, long gapMeanNs, Supplier<TpmBackend> backend,
                                ChipFaults faults, long seed) {
        KernelVersion v = KernelVersion.parse(kernel);
        ExtendWorkload.Request q = new ExtendWorkload.Request(count, 16, era, KernelProfile.nohzIdle(v, Hz.of(hz)),
                platform, chip, TpmFamily.forKernel(v), gapMeanNs, faults, IrqRouting.PLATFORM);
        return ExtendWorkload.run(q, backend, new VirtualTimebase(0), seed);
    }

    /**
     * PCR 16 after extending digest_i = SHA-256("oversleep extend " + i), i < n, into zeros:
     * p = SHA-256(p || digest_i), written here from the TPM 2.0 rule, not from the code under test.
     */
    static String expectedPcr16(int n) throws NoSuchAlgorithmException {
        return expectedPcr16(n, "SHA-256");
    }

    /** The same chain in another bank: SHA-1 for TPM 1.2 (TPM_Extend: PCR = SHA-1(PCR || inDigest)). */
    static String expectedPcr16(int n, String hash) throws NoSuchAlgorithmException {
        byte[] p = new byte[MessageDigest.getInstance(hash).getDigestLength()];
        for (int i = 0; i < n; i++) {
            byte[] d = MessageDigest.getInstance(hash).digest(("oversleep extend " + i).getBytes());
            MessageDigest md = MessageDigest.getInstance(hash);
            md.update(p);
            md.update(d);
            p = md.digest();
        }
        return java.util.HexFormat.of().formatHex(p);
    }
}
