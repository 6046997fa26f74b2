package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep tpm ...}: a TPM behind the Nuvoton I2C interface. */
@Command(name = "tpm", mixinStandardHelpOptions = true,
        description = "Model a TPM polled over I2C by the tpm_i2c_nuvoton driver.")
public final class TpmCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
