package dev.oversleep.tpm;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.Param;
import java.util.List;
import java.util.Map;

/**
 * A TPM chip on an I2C bus, read from {@code firmware-models/tpm/*.json}: bus speed and per
 * transfer overhead, how fast the status register reacts, and how long each command executes.
 * Every value carries the note saying where it came from.
 *
 * @param commandNs execution time per command code ("0x182" ...) and "default"
 */
public record ChipProfile(
        String schema,
        String name,
        String description,
        String vidDidRid,
        Param i2cBusHz,
        Param i2cTransferOverheadNs,
        Param commandReadyNs,
        Param stsValidNs,
        Map<String, Param> commandNs) implements ModelFiles.Validated {

    public static final String SCHEMA = "oversleep.tpm-chip/1";
    public static final List<String> BUILT_INS = List.of("nuvoton-npct650");

    @Override
    public void validate() {
        Param.require("i2c_bus_hz", i2cBusHz, 1000);
        Param.require("i2c_transfer_overhead_ns", i2cTransferOverheadNs, 0);
        Param.require("command_ready_ns", commandReadyNs, 0);
        Param.require("sts_valid_ns", stsValidNs, 0);
        if (vidDidRid == null || !vidDidRid.matches("[0-9a-fA-F]{6}")) {
            throw new ModelFiles.InvalidFieldException("vid_did_rid", "expected 6 hex digits, e.g. 5010FE");
        }
        if (commandNs == null || !commandNs.containsKey("default")) {
            throw new ModelFiles.InvalidFieldException("command_ns", "needs a \"default\" entry");
        }
        for (Map.Entry<String, Param> e : commandNs.entrySet()) {
            if (!e.getKey().equals("default") && !e.getKey().matches("0x[0-9a-fA-F]+")) {
                throw new ModelFiles.InvalidFieldException("command_ns." + e.getKey(), "keys are command codes like 0x182");
            }
            Param.require("command_ns." + e.getKey(), e.getValue(), 0);
        }
    }

    /** Execution time of a command code. */
    public long commandNs(int code) {
        Param p = commandNs.get(String.format("0x%X", code));
        if (p == null) {
            p = commandNs.get(String.format("0x%x", code));
        }
        return Math.round((p != null ? p : commandNs.get("default")).value());
    }

    public static ChipProfile load(String fileOrName) {
        return ModelFiles.loadFileOrBuiltIn(fileOrName, "--chip", "firmware-models/tpm/", BUILT_INS, SCHEMA,
                ChipProfile.class);
    }
}
