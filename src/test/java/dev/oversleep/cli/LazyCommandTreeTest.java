package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line main() builds for a set of arguments (one verb or one area when they name one) answers
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
                List.of("host", "nosuchverb"),
                List.of("acpi", "load", "--help"),
                List.of("acpi", "load"),
                List.of("acpi", "load", "/nonexistent/dump.txt"),
                List.of("--debug", "acpi", "--debug", "methods", "--sleeping"),
                List.of("acpi", "--json", "load"),
                List.of("pm", "resume", "--hz", "1000,1000"),
                List.of("kernel", "sleep", "extra"),
                List.of("acpu"),
                List.of("validate", "--help"),
                List.of("validate", "--only", "nosuch"),
                List.of("completion", "--help"),
                List.of("--debug", "completion", "extra"));
    }

    @Test
    void treeNamesAreTheAnnotatedNames() {
        for (OversleepCommand.Area area : OversleepCommand.AREAS) {
            assertEquals(area.command().getAnnotation(Command.class).name(), area.name());
            for (OversleepCommand.Verb verb : area.verbs()) {
                assertEquals(verb.command().getAnnotation(Command.class).name(), verb.name(), area.name());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void answersAsTheWholeTree(List<String> args) {
        String[] a = args.toArray(String[]::new);
        assertEquals(run(OversleepCommand.commandLine(), a), run(OversleepCommand.commandLine(a), a));
    }

    @ParameterizedTest
    @MethodSource("commandLines")
    void namesOneVerbOneAreaOrAll(List<String> args) {
        String[] a = args.toArray(String[]::new);
        CommandLine cl = OversleepCommand.commandLine(a);
        List<String> names = args.stream().filter(t -> !t.equals("--debug")).takeWhile(t -> !t.startsWith("-")).toList();
        var area = OversleepCommand.AREAS.stream().filter(x -> !names.isEmpty() && x.name().equals(names.get(0))).findFirst();
        assertEquals(area.isPresent() ? 1 : OversleepCommand.AREAS.size(), cl.getSubcommands().size(), String.join(" ", args));
        if (area.isPresent()) {
            CommandLine areaLine = cl.getSubcommands().get(names.get(0));
            boolean namesVerb = names.size() > 1 && areaLine.getCommandSpec().parent() != null
                    && OversleepCommand.commandLine().getSubcommands().get(names.get(0)).getSubcommands().containsKey(names.get(1));
            assertEquals(namesVerb ? 1 : area.get().verbs().size(), areaLine.getSubcommands().size(), String.join(" ", args));
        }
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
