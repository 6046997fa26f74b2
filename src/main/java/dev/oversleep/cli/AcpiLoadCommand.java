package dev.oversleep.cli;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.LoadReport;
import dev.oversleep.report.AcpiReport;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi load FILE}: tables, namespace counts, methods, Sleep/Stall sites. */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Load a raw table (.aml/.dat) or acpidump text: tables with checksums, namespace object counts, "
                + "methods and static Sleep/Stall call sites.")
public final class AcpiLoadCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "acpidump text or a raw table file.")
    Path file;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        LoadReport r = LoadReport.of(file.toString(), AcpiMachine.load(file, interpreter.mode()));
        output.print(spec, r, () -> AcpiReport.load(r));
        return ExitCodes.OK;
    }
}
