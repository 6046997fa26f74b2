package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Help and version as a user meets them, for every command of the tree (read from the
 * registered subcommands, so a new command is checked the day it is added): --help renders
 * without picocli warnings, -V and --version print the version, every option that has a
 * default says it, every option with a closed set of values lists them.
 */
class HelpContractTest {

    /** Every command path: "", "host", "host measure", ... */
    static Stream<String> commands() {
        List<String> paths = new ArrayList<>();
        collect(OversleepCommand.commandLine(), "", paths);
        return paths.stream();
    }

    private static void collect(CommandLine cl, String path, List<String> out) {
        out.add(path);
        for (var e : cl.getSubcommands().entrySet()) {
            collect(e.getValue(), (path.isEmpty() ? "" : path + " ") + e.getKey(), out);
        }
    }

    private static String[] argv(String path, String... more) {
        List<String> a = new ArrayList<>(path.isEmpty() ? List.of() : List.of(path.split(" ")));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    private static CommandSpec spec(String path) {
        CommandLine cl = OversleepCommand.commandLine();
        for (String name : path.isEmpty() ? new String[0] : path.split(" ")) {
            cl = cl.getSubcommands().get(name);
        }
        return cl.getCommandSpec();
    }

    @ParameterizedTest(name = "oversleep {0} --help")
    @MethodSource("commands")
    void helpRendersWithoutWarnings(String path) {
        CliRun r = CliRun.of(argv(path, "--help"));
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err() + r.stray(), "picocli wrote to stderr");
        assertTrue(r.out().startsWith("Usage: oversleep"), r.out());
        assertFalse(r.out().contains("%n") || r.out().contains("${"), "an unexpanded format or variable:\n" + r.out());
    }

    @ParameterizedTest(name = "oversleep {0} -V / --version")
    @MethodSource("commands")
    void everyCommandPrintsTheVersion(String path) {
        for (String flag : List.of("-V", "--version")) {
            CliRun r = CliRun.of(argv(path, flag));
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("oversleep "), "'" + path + " " + flag + "' printed: " + r.out());
        }
    }

    @ParameterizedTest(name = "oversleep {0}: defaults shown")
    @MethodSource("commands")
    void everyOptionWithADefaultSaysIt(String path) {
        for (OptionSpec o : spec(path).options()) {
            if (o.usageHelp() || o.versionHelp() || o.defaultValue() == null
                    || (o.type() == boolean.class && "false".equals(o.defaultValue()))) {
                continue;
            }
            String help = String.join(" ", o.description()).toLowerCase(Locale.ROOT);
            assertTrue(help.contains("default"), path + " " + o.longestName() + " has the default '" + o.defaultValue()
                    + "' but its help does not say so: " + help);
        }
    }

    @ParameterizedTest(name = "oversleep {0}: values listed")
    @MethodSource("commands")
    void everyClosedSetOfValuesIsListed(String path) {
        CliRun r = CliRun.of(argv(path, "--help"));
        for (OptionSpec o : spec(path).options()) {
            if (o.completionCandidates() == null || o.type().isEnum() || o.type() == boolean.class) {
                continue;
            }
            for (String value : o.completionCandidates()) {
                assertTrue(r.out().replaceAll("\\s+", " ").contains(value), path + " " + o.longestName()
                        + " does not list '" + value + "':\n" + r.out());
            }
        }
    }

    /**
     * A bare command with subcommands (the root, an area) lists them as git does: a usage line,
     * every registered one with the first line of its description, in order, one line each, then
     * where to read more; on stdout, exit 0, nothing on stderr.
     */
    @ParameterizedTest(name = "oversleep {0}")
    @MethodSource("commands")
    void aBareCommandListsWhatCanFollow(String path) {
        CommandSpec s = spec(path);
        if (s.subcommands().isEmpty()) {
            return;
        }
        CliRun r = CliRun.of(argv(path));
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err() + r.stray());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("usage: oversleep"), r.out());
        int at = 0;
        for (var e : s.subcommands().entrySet()) {
            String first = e.getValue().getCommandSpec().usageMessage().description()[0];
            int line = indexOf(lines, e.getKey(), first);
            assertTrue(line > at, "'" + e.getKey() + "' and its description on one line, in order:\n" + r.out());
            at = line;
        }
        assertTrue(lines.get(lines.size() - 1).matches("See 'oversleep .*--help'.*"), r.out());
    }

    private static int indexOf(List<String> lines, String name, String description) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches(" +" + java.util.regex.Pattern.quote(name) + " +"
                    + java.util.regex.Pattern.quote(description))) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theRootListsEveryAreaThenValidateAndCompletionAndAcpiEveryVerb() {
        String root = CliRun.of().out();
        assertTrue(root.matches("(?s).*Areas.*\n +host .*\n +kernel .*\n +rtas .*\n +tpm .*\n +acpi .*\n +pm .*"
                + "\nCommands:\n +validate .*\n +completion .*See 'oversleep AREA --help'.*"), root);
        assertTrue(CliRun.of("acpi").out().matches("(?s)usage: oversleep acpi VERB.*\n +load .*\n +methods .*\n +run .*"
                + "\n +replay .*\n +census .*"), CliRun.of("acpi").out());
    }

    /** A word that is no command stays an error: one line, exit 2, with the names picocli finds close to it. */
    @Test
    void anUnknownWordIsOneLineWithThePicocliSuggestion() {
        CliRun nosuch = CliRun.of("nosuch");
        assertEquals(ExitCodes.BAD_INPUT, nosuch.code());
        assertTrue(nosuch.oneErrorLine(), nosuch.err());
        assertTrue(nosuch.err().startsWith("oversleep: Unmatched argument at index 0: 'nosuch'"), nosuch.err());
        assertEquals("", nosuch.out());
        CliRun typo = CliRun.of("acpu");
        assertEquals(ExitCodes.BAD_INPUT, typo.code());
        assertTrue(typo.oneErrorLine(), typo.err());
        assertTrue(typo.err().contains("did you mean 'acpi'?"), typo.err());
        CliRun verb = CliRun.of("acpi", "lod");
        assertTrue(verb.oneErrorLine() && verb.err().contains("did you mean 'load'"), verb.err());
    }

    /** --debug, anywhere on the line, adds the stack trace under the one line. */
    @Test
    void debugAddsTheStackTrace() {
        CliRun plain = CliRun.of("kernel", "sleep", "--vs", "bogus");
        assertTrue(plain.oneErrorLine(), plain.err());
        for (String[] args : List.of(new String[] {"--debug", "kernel", "sleep", "--vs", "bogus"},
                new String[] {"kernel", "sleep", "--vs", "bogus", "--debug"})) {
            CliRun debug = CliRun.of(args);
            assertEquals(ExitCodes.BAD_INPUT, debug.code());
            List<String> lines = debug.err().lines().toList();
            assertEquals(plain.err().strip(), lines.get(0));
            assertTrue(lines.stream().anyMatch(l -> l.contains("at dev.oversleep.cli.")), debug.err());
        }
    }
}
