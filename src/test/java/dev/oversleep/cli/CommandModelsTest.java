package dev.oversleep.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The command models built in code ({@link CommandModels}) are what picocli reads from the
 * annotations: the source is what the generator writes today, and for every command the help
 * text and every attribute of every option and positional parameter agree with the annotated
 * model's. The rest of the suite runs the commands through the models built in code.
 */
class CommandModelsTest {

    @Test
    void theSourceIsWhatTheGeneratorWritesFromTheAnnotations() throws IOException {
        String want = CommandModelsGenerator.source();
        Path file = Path.of(CommandModelsGenerator.PATH);
        if (Boolean.getBoolean("oversleep.regenerate")) {
            Files.writeString(file, want, StandardCharsets.UTF_8);
        }
        assertEquals(want, Files.readString(file, StandardCharsets.UTF_8), CommandModelsGenerator.PATH
                + " is out of date: mvn -q test -Dtest=CommandModelsTest -Doversleep.regenerate=true");
    }

    static Stream<Class<?>> commands() {
        return CommandModelsGenerator.commandClasses().stream();
    }

    private static CommandSpec annotated(Class<?> type) throws ReflectiveOperationException {
        var ctor = type.getDeclaredConstructor();
        ctor.setAccessible(true);
        return new CommandLine(ctor.newInstance()).getCommandSpec();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void helpIsTheAnnotatedCommandsHelp(Class<?> type) throws ReflectiveOperationException {
        CommandSpec read = annotated(type);
        CommandSpec built = new CommandLine(CommandModels.of(type)).getCommandSpec();
        assertEquals(read.name(), built.name());
        assertEquals(new CommandLine(read).getUsageMessage(), new CommandLine(built).getUsageMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyOptionAndParameterHasTheAnnotatedAttributes(Class<?> type) throws ReflectiveOperationException {
        CommandSpec read = annotated(type);
        CommandSpec built = new CommandLine(CommandModels.of(type)).getCommandSpec();
        assertEquals(read.options().size(), built.options().size(), type + ": options");
        for (OptionSpec o : read.options()) {
            OptionSpec b = built.findOption(o.longestName());
            assertTrue(b != null, type + ": no " + o.longestName());
            assertArrayEquals(o.names(), b.names(), o.longestName());
            assertEquals(o.negatable(), b.negatable(), o.longestName());
            assertEquals(o.fallbackValue(), b.fallbackValue(), o.longestName());
            assertEquals(o.usageHelp(), b.usageHelp(), o.longestName());
            assertEquals(o.versionHelp(), b.versionHelp(), o.longestName());
            assertEquals(o.scopeType(), b.scopeType(), o.longestName());
            same(type + " " + o.longestName(), o, b);
        }
        assertEquals(read.positionalParameters().size(), built.positionalParameters().size(), type + ": positionals");
        for (int i = 0; i < read.positionalParameters().size(); i++) {
            PositionalParamSpec p = read.positionalParameters().get(i);
            PositionalParamSpec b = built.positionalParameters().get(i);
            assertEquals(p.index(), b.index(), type + ": positional " + i);
            same(type + " positional " + i, p, b);
        }
    }

    private static void same(String what, ArgSpec a, ArgSpec b) {
        assertEquals(a.type(), b.type(), what + ": type");
        assertArrayEquals(a.auxiliaryTypes(), b.auxiliaryTypes(), what + ": auxiliary types");
        assertEquals(a.arity(), b.arity(), what + ": arity");
        assertEquals(a.paramLabel(), b.paramLabel(), what + ": label");
        assertEquals(a.defaultValue(), b.defaultValue(), what + ": default");
        assertEquals(a.splitRegex(), b.splitRegex(), what + ": split");
        assertEquals(a.required(), b.required(), what + ": required");
        assertEquals(a.hidden(), b.hidden(), what + ": hidden");
        assertArrayEquals(a.description(), b.description(), what + ": description");
        assertEquals(Objects.toString(a.initialValue()), Objects.toString(b.initialValue()), what + ": initial value");
        assertEquals(candidates(a), candidates(b), what + ": completion candidates");
    }

    private static List<String> candidates(ArgSpec a) {
        List<String> out = new ArrayList<>();
        if (a.completionCandidates() != null) {
            a.completionCandidates().forEach(out::add);
        }
        return out;
    }
}
