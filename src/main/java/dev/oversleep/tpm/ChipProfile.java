package dev.oversleep.tpm;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.ModelKind;
import dev.oversleep.input.Param;
import java.util.HashMap;
import java.util.Map;

/**
 * A TPM chip as wired on a machine, read from {@code firmware-models/tpm/*.json}: its I2C bus
 * (controller, speed, the controller's or firmware's cost per transfer), how fast its status
 * register reacts, how long it executes each command, and what it answers to TPM 1.2's
 * capability queries. Every value carries the note saying where it came from.
 *
 * @param i2cController        {@code opal}: each transfer is an OPAL_I2C_REQUEST answered by an
 *                             asynchronous completion (drivers/i2c/busses/i2c-opal.c);
 *                             {@code linux}: a Linux bus driver that completes on its own
 *                             interrupt. Either way the calling task sleeps and its CPU idles.
 * @param i2cRequestOverheadNs per transfer, the time beyond the bits on the bus until the
 *                             completion interrupt
 * @param pcrExtendNs          the chip's execution time of an extend (TPM_Extend and
 *                             TPM2_PCR_Extend alike)
 * @param commandNs            execution time of other command codes ("0x17e" ...) and "default"
 */
public record ChipProfile(
        String schema,
        String name,
        String description,
        String vidDidRid,
        String i2cController,
        Param i2cBusHz,
        Param i2cRequestOverheadNs,
        Param commandReadyNs,
        Param stsValidNs,
        Param pcrExtendNs,
        Map<String, Param> commandNs,
        Tpm12Capabilities tpm12) implements ModelFiles.Validated {

    public static final String SCHEMA = "oversleep.tpm-chip/2";
    /** TPM chip profiles: the built-ins are the files of firmware-models/tpm/ of this schema. */
    public static final ModelKind<ChipProfile> KIND = new ModelKind<>("TPM chip profile", SCHEMA, "firmware-models/tpm/",
            ChipProfile.class);

    /**
     * What the chip in TPM 1.2 mode answers to TPM_CAP_PROP_TIS_TIMEOUT and
     * TPM_CAP_PROP_TIS_DURATION, which tpm_get_timeouts() installs (v4.7.4): timeouts A-D and
     * the short, medium and long command durations.
     */
    public record Tpm12Capabilities(Param aTimeoutNs, Param bTimeoutNs, Param cTimeoutNs, Param dTimeoutNs,
                                    Param shortDurationNs, Param mediumDurationNs, Param longDurationNs) {
        void validate() {
            Param.require("tpm12.a_timeout_ns", aTimeoutNs, 1);
            Param.require("tpm12.b_timeout_ns", bTimeoutNs, 1);
            Param.require("tpm12.c_timeout_ns", cTimeoutNs, 1);
            Param.require("tpm12.d_timeout_ns", dTimeoutNs, 1);
            Param.require("tpm12.short_duration_ns", shortDurationNs, 1);
            Param.require("tpm12.medium_duration_ns", mediumDurationNs, 1);
            Param.require("tpm12.long_duration_ns", longDurationNs, 1);
        }
    }

    @Override
    public void validate() {
        if (vidDidRid == null || !vidDidRid.matches("[0-9a-fA-F]{6}")) {
            throw new ModelFiles.InvalidFieldException("vid_did_rid", "expected 6 hex digits, e.g. 5010FE");
        }
        if (!"opal".equals(i2cController) && !"linux".equals(i2cController)) {
            throw new ModelFiles.InvalidFieldException("i2c_controller", "expected opal or linux");
        }
        Param.require("i2c_bus_hz", i2cBusHz, 1000);
        Param.require("i2c_request_overhead_ns", i2cRequestOverheadNs, 0);
        Param.require("command_ready_ns", commandReadyNs, 0);
        Param.require("sts_valid_ns", stsValidNs, 0);
        Param.require("pcr_extend_ns", pcrExtendNs, 0);
        if (commandNs == null || !commandNs.containsKey("default")) {
            throw new ModelFiles.InvalidFieldException("command_ns", "needs a \"default\" entry");
        }
        Map<Long, String> codes = new HashMap<>();
        for (Map.Entry<String, Param> e : commandNs.entrySet()) {
            String field = "command_ns." + e.getKey();
            if (!e.getKey().equals("default")) {
                // one spelling per code: "0x017e" or "0x10000017e" used to match nothing, silently
                if (!e.getKey().matches("0x[1-9a-fA-F][0-9a-fA-F]{0,7}")) {
                    throw new ModelFiles.InvalidFieldException(field, "keys are 32-bit command codes without leading"
                            + " zeros, like 0x17e");
                }
                long code = Long.parseLong(e.getKey().substring(2), 16);
                String other = codes.put(code, e.getKey());
                if (other != null) {
                    throw new ModelFiles.InvalidFieldException(field, "the same command code as " + other);
                }
                if (code == Tpm2.CC_PCR_EXTEND || code == Tpm12.ORD_EXTEND) {
                    throw new ModelFiles.InvalidFieldException(field, "the extend's time is pcr_extend_ns");
                }
            }
            Param.require(field, e.getValue(), 0);
        }
        if (tpm12 == null) {
            throw new ModelFiles.InvalidFieldException("tpm12", "missing");
        }
        tpm12.validate();
    }

    /** Execution time of a command code (TPM 2.0 command code or TPM 1.2 ordinal). */
    public long commandNs(int code) {
        if (code == Tpm2.CC_PCR_EXTEND || code == Tpm12.ORD_EXTEND) {
            return Math.round(pcrExtendNs.value());
        }
        Param p = commandNs.get("default");
        for (Map.Entry<String, Param> e : commandNs.entrySet()) {
            if (!e.getKey().equals("default")
                    && Long.parseLong(e.getKey().substring(2), 16) == Integer.toUnsignedLong(code)) {
                p = e.getValue();
            }
        }
        return Math.round(p.value());
    }

    /** The transfer time of n bytes on the bus: 9 bit times a byte (8 data bits and the ACK). */
    public long busNs(int bytes) {
        return Math.round(bytes * 9 * 1e9 / i2cBusHz.value());
    }

    public static ChipProfile load(String fileOrName) {
        return KIND.load(fileOrName);
    }
}
