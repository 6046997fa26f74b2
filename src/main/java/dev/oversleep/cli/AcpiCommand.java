package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi ...}: a machine's ACPI tables and their AML. */
@Command(name = "acpi", mixinStandardHelpOptions = true,
        description = "Load ACPI tables (raw or acpidump text), find where their AML sleeps, run and replay its methods in virtual time, "
                + "and take the S3 census of many machines.")
public final class AcpiCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
