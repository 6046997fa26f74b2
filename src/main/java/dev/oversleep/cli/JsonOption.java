package dev.oversleep.cli;

import dev.oversleep.report.Json;
import dev.oversleep.report.Visible;
import java.io.PrintWriter;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** {@code --json}: print one JSON document instead of the text view. */
public final class JsonOption {
    @Option(names = "--json", description = "Print one JSON document.")
    boolean json;

    /** Prints the result as JSON, or its text view (control characters made {@link Visible}). */
    void print(CommandSpec spec, Object result, Supplier<String> text) {
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? Json.write(result) : Visible.of(text.get()));
        out.flush();
    }
}
