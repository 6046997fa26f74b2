package dev.oversleep.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi ...}: a machine's ACPI tables and their AML. */
@Command(name = "acpi", mixinStandardHelpOptions = true,
        description = "Load ACPI tables (raw or acpidump text) and find where their AML sleeps.",
        subcommands = {AcpiLoadCommand.class, AcpiMethodsCommand.class, AcpiRunCommand.class, AcpiReplayCommand.class,
            AcpiCensusCommand.class})
public final class AcpiCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "choose a verb: load, methods, run, replay, census");
    }
}
