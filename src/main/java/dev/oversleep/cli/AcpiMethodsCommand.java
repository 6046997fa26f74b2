package dev.oversleep.cli;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.MethodsReport;
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
        description = "List the methods with their Sleep and Stall call sites (argument, table, offset); "
                + "--sleeping keeps only those that have some.")
public final class AcpiMethodsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "acpidump text or a raw table file.")
    Path file;

    @picocli.CommandLine.Option(names = "--sleeping", description = "Only the methods with Sleep or Stall call sites.")
    boolean sleeping;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        MethodsReport r = MethodsReport.of(file.toString(), AcpiMachine.load(file, interpreter.mode()), sleeping);
        output.print(spec, r, () -> AcpiReport.methods(r));
        return ExitCodes.OK;
    }
}
