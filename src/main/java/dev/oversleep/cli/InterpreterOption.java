package dev.oversleep.cli;

import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.input.BadInputException;
import java.util.Locale;
import picocli.CommandLine.Option;

/** {@code --interpreter slack|strict}: the AML interpreter's mode, slack (Linux's) by default. */
public final class InterpreterOption {
    @Option(names = "--interpreter", defaultValue = "slack", paramLabel = "slack|strict",
            description = "AML interpreter mode: slack (Linux's: a method without Return returns its last result, "
                    + "unset Locals and Args read 0, Store takes any object) or strict (ACPICA's default, acpiexec's "
                    + "without -es, Linux booted with acpi=strict) (default: ${DEFAULT-VALUE}).")
    String mode;

    InterpreterMode mode() {
        for (InterpreterMode m : InterpreterMode.values()) {
            if (m.cliName().equals(mode.toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new BadInputException("--interpreter '" + mode + "': expected slack or strict");
    }
}
