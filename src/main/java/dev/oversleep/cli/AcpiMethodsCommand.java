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

/** {@code oversleep acpi methods FILE --sleeping}: methods with their Sleep and Stall call sites. */
@Command(name = "methods", mixinStandardHelpOptions = true,
        description = "List the methods that Sleep or Stall, with each call site's argument, table and offset.")
public final class AcpiMethodsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "acpidump text or a raw table file.")
    Path file;

    @picocli.CommandLine.Option(names = "--sleeping", defaultValue = "true", fallbackValue = "true",
            description = "Only methods with Sleep or Stall sites (the only listing so far; kept for the documented syntax).")
    boolean sleeping;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        LoadReport r = LoadReport.of(file.toString(), AcpiMachine.load(file));
        output.print(spec, r, () -> AcpiReport.methods(r));
        return ExitCodes.OK;
    }
}
