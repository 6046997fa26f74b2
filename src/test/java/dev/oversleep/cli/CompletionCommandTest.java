package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.oversleep.tpm.SwtpmBackendTestSupport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code oversleep completion} completes in a real bash: the script is sourced and its completion
 * function called with COMP_WORDS set, as bash does on TAB, for areas, verbs, options and option
 * values; zsh runs the same script through bashcompinit, which its preamble loads.
 */
class CompletionCommandTest {
    @TempDir
    static Path dir;
    private static Path script;

    @BeforeAll
    static void writeTheScript() throws IOException {
        CliRun r = CliRun.of("completion");
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err() + r.stray());
        script = dir.resolve("oversleep-completion.bash");
        Files.writeString(script, r.out(), StandardCharsets.UTF_8);
    }

    /** What bash offers for the words typed so far, the last one being completed. */
    private static Set<String> complete(String... words) throws IOException, InterruptedException {
        assumeTrue(SwtpmBackendTestSupport.onPath("bash") || "true".equals(System.getenv("CI")), "bash is not installed");
        StringBuilder array = new StringBuilder();
        for (String w : words) {
            array.append(" '").append(w).append('\'');
        }
        String program = "source '" + script + "'\n"
                + "COMP_WORDS=(" + array + ")\n"
                + "COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))\n"
                + "COMP_LINE=\"${COMP_WORDS[*]}\"\nCOMP_POINT=${#COMP_LINE}\n"
                + "_complete_oversleep oversleep\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Process p = new ProcessBuilder("bash", "-c", program).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "bash did not finish");
        assertEquals(0, p.exitValue(), "bash failed: " + out);
        return new TreeSet<>(out.lines().filter(l -> !l.isBlank()).toList());
    }

    private static Set<String> names(CommandLine cl) {
        return new TreeSet<>(cl.getSubcommands().keySet());
    }

    @Test
    void completesTheAreasAndTheCommandsOfTheTree() throws Exception {
        Set<String> want = names(OversleepCommand.commandLine());
        assertTrue(want.containsAll(List.of("acpi", "validate", "completion")), want.toString());
        assertEquals(want, complete("oversleep", ""));
        assertEquals(Set.of("acpi"), complete("oversleep", "ac"));
    }

    @Test
    void completesAnAreasVerbs() throws Exception {
        assertEquals(names(OversleepCommand.commandLine().getSubcommands().get("acpi")), complete("oversleep", "acpi", ""));
    }

    @Test
    void completesOptionsAndTheirClosedSetsOfValues() throws Exception {
        assertEquals(Set.of("--help", "--hz"), complete("oversleep", "kernel", "sleep", "--h"));
        assertTrue(complete("oversleep", "validate", "--").containsAll(List.of("--only", "--experiments", "--json")));
        assertEquals(new TreeSet<>(Arrays.asList("schedule-timeout", "msleep", "usleep-exact", "hybrid", "usleep-slack")),
                complete("oversleep", "acpi", "run", "--policy", ""));
    }

    @Test
    void zshLoadsBashcompinitAndRegistersTheFunction() throws IOException {
        String s = Files.readString(script);
        assertTrue(s.contains("elif [ -n \"$ZSH_VERSION\" ]; then"), "no zsh branch");
        assertTrue(s.contains("autoload -U +X bashcompinit && bashcompinit"), "zsh needs bashcompinit");
        assertTrue(s.contains("complete -F _complete_oversleep -o default oversleep"), "the function is not registered");
    }
}
