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

    /** A bare area lists its verbs: every registered one, in order. */
    @ParameterizedTest(name = "oversleep {0}")
    @MethodSource("commands")
    void aBareCommandListsWhatCanFollow(String path) {
        CommandSpec s = spec(path);
        if (s.subcommands().isEmpty()) {
            return;
        }
        CliRun r = CliRun.of(argv(path));
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.oneErrorLine(), r.err());
        assertTrue(r.err().contains(": " + String.join(", ", s.subcommands().keySet()) + " (see '"), r.err());
    }

    @Test
    void theRootListsEveryAreaIncludingPmAndAcpiEveryVerbIncludingReplay() {
        assertTrue(CliRun.of().err().contains("host, kernel, rtas, tpm, acpi, pm"));
        assertTrue(CliRun.of("acpi").err().contains("load, methods, run, replay"));
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
