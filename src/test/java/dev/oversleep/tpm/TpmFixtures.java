package dev.oversleep.tpm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
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
        try {
            ObjectNode root = (ObjectNode) new ObjectMapper().readTree(TpmFixtures.class.getClassLoader()
                    .getResourceAsStream("firmware-models/tpm/nuvoton-npct650.json"));
            ((ObjectNode) root.get("command_ns").get("0x182")).put("value", ns);
            return ModelFiles.parse("test-chip", root.toString(), ChipProfile.SCHEMA, ChipProfile.class);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static ExtendResult.Run run(int count, DriverEra era, String kernel, int hz, ChipProfile chip,
                                Supplier<TpmBackend> backend, ChipFaults faults) {
        return ExtendWorkload.run(count, 16, era, new KernelProfile(KernelVersion.parse(kernel), Hz.of(hz), true, false),
                PlatformProfile.load("generic-x86-laptop"), chip, backend, new VirtualTimebase(0), 1, 0, faults);
    }

    /**
     * PCR 16 after extending digest_i = SHA-256("oversleep extend " + i), i < n, into zeros:
     * p = SHA-256(p || digest_i), written here from the TPM 2.0 rule, not from the code under test.
     */
    static String expectedPcr16(int n) throws NoSuchAlgorithmException {
        byte[] p = new byte[32];
        for (int i = 0; i < n; i++) {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(("oversleep extend " + i).getBytes());
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(p);
            md.update(d);
            p = md.digest();
        }
        return java.util.HexFormat.of().formatHex(p);
    }
}
