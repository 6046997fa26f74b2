package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The command line main() builds for a set of arguments (one area when they name one) answers
 * them exactly as the whole tree does: output, error text and exit code.
 */
class LazyCommandTreeTest {
    static Stream<List<String>> commandLines() {
        return Stream.of(
                List.of(),
                List.of("--help"),
                List.of("--version"),
                List.of("--debug"),
                List.of("acpi"),
                List.of("acpi", "--help"),
                List.of("--debug", "acpi", "lod"),
                List.of("-h", "acpi"),
                List.of("acpu", "load"),
                List.of("kernel", "sleep", "--primitive", "msleep", "--ms", "10", "--hz", "250"),
                List.of("kernel", "sleep", "--hz", "0"),
                List.of("--debug", "tpm", "extend", "--count", "-1"),
                List.of("rtas", "dlpar", "--help"),
                List.of("pm"),
                List.of("host", "nosuchverb"));
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void answersAsTheWholeTree(List<String> args) {
        String[] a = args.toArray(String[]::new);
        assertEquals(run(OversleepCommand.commandLine(), a), run(OversleepCommand.commandLine(a), a));
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void namesOneAreaOrAll(List<String> args) {
        String[] a = args.toArray(String[]::new);
        int areas = OversleepCommand.commandLine(a).getSubcommands().size();
        boolean namesArea = args.stream().dropWhile("--debug"::equals).findFirst()
                .filter(List.of("host", "kernel", "rtas", "tpm", "acpi", "pm")::contains).isPresent();
        assertEquals(namesArea ? 1 : OversleepCommand.AREAS.size(), areas, String.join(" ", args));
    }

    private static String run(CommandLine cl, String[] args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return code + "\n--out--\n" + out + "\n--err--\n" + err;
    }
}
