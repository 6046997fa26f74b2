package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same method in Oversleep and in ACPICA's acpiexec, comparing the returned value or
 * failure status, the Debug output and the Sleep/Stall sequence ({@link Observation}). The
 * corpus (src/test/resources/acpi/corpus/*.asl, compiled with {@code iasl -of} and committed;
 * {@code -f} too where a file holds what iasl refuses on purpose) is run whole: every
 * zero-argument method whose name starts with T. {@code -of} turns constant folding off: folded,
 * {@code ToInteger ("1234")} reached both interpreters as the constant iasl computed, and a
 * ToInteger that read decimal strings as hex passed. Methods named K are known divergences,
 * listed at the top of their file. Mandatory under CI, skipped where acpiexec is missing.
 */
class AcpiexecDifferentialTest {
    private static final Path FIXTURES = Path.of("src/test/resources/acpi");

    @BeforeAll
    static void needAcpiexec() {
        Acpiexec.assumeAvailable();
    }

    static Stream<Arguments> corpusMethods() throws IOException {
        List<Arguments> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(FIXTURES.resolve("corpus"))) {
            for (Path aml : files.filter(f -> f.toString().endsWith(".aml")).sorted().toList()) {
                AcpiMachine m = AcpiMachine.load(aml);
                m.namespace().all().stream()
                        .filter(n -> n.kind() == Namespace.Kind.METHOD && n.argCount() == 0 && n.path().matches("\\\\T[A-Z0-9]{3}"))
                        .map(Namespace.Node::path).sorted()
                        .forEach(p -> cases.add(Arguments.of("corpus/" + aml.getFileName(), p)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("corpusMethods")
    void corpusMethodAgrees(String file, String method) throws Exception {
        assertAgree(file, method, "");
    }

    /**
     * The whole corpus again in slack mode, Linux's (acpiexec {@code -es}): implicit returns,
     * unset Locals and Args reading 0 and Store of any object, and every other rule unchanged.
     */
    @ParameterizedTest(name = "slack {0} {1}")
    @MethodSource("corpusMethods")
    void corpusMethodAgreesInSlackMode(String file, String method) throws Exception {
        assertAgree(file, method, "", InterpreterMode.SLACK);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({
        "limits.aml, \\UPDR, ''", "limits.aml, \\IDXT, ''", "limits.aml, \\ARTH, 7 2", "limits.aml, \\ARTH, 100 7",
        "limits.aml, \\STL, 300", "limits.aml, \\STL, 100", "sleepers.aml, \\_SB.PCIE.OUTR, 1",
        "sleepers.aml, \\_SB.PCIE.OUTR, 0", "sleepers.aml, \\_SB.WTRD, 2 1", "sleepers.aml, \\_SB.WTRD, 0 5",
        "sleepers.aml, \\_SB.PCIE.OUTR, 2", "limits.aml, \\CNV1, ''", "limits.aml, \\CNV2, ''", "limits.aml, \\CNV3, ''",
        "limits.aml, \\CNV4, ''", "limits.aml, \\MTCH, 0x20", "limits.aml, \\MTCH, 0x99", "limits.aml, \\MTC2, ''",
        "limits.aml, \\BCD1, 1234", "limits.aml, \\BCD2, 1234", "limits.aml, \\MUTX, ''",
        "init.aml, \\ORD, ''", "init.aml, \\OSI1, ''", "init.aml, \\OSI2, ''", "init.aml, \\OSI3, ''",
        "init.aml, \\REV, ''", "init.aml, \\OSNM, ''", "init-sta.aml, \\ORD, ''", "reg.aml, \\DUMP, ''"})
    void fixtureMethodAgrees(String file, String method, String args) throws Exception {
        assertAgree(file, method, args);
    }

    /** A method given fewer arguments than it declares: its unset Arg fails, or reads 0 in slack mode. */
    @ParameterizedTest(name = "{3} {0} {1} {2}")
    @CsvSource({"corpus/slack.aml, \\PAR2, 1, STRICT", "corpus/slack.aml, \\PAR2, 1, SLACK"})
    void fixtureMethodAgreesInMode(String file, String method, String args, InterpreterMode mode) throws Exception {
        assertAgree(file, method, args, mode);
    }

    private static void assertAgree(String file, String method, String args) throws Exception {
        assertAgree(file, method, args, InterpreterMode.STRICT);
    }

    private static void assertAgree(String file, String method, String args, InterpreterMode mode) throws Exception {
        Path aml = FIXTURES.resolve(file);
        List<Long> values = args.isBlank() ? List.of() : Arrays.stream(args.trim().split(" ")).map(Long::decode).toList();
        Observation theirs = Acpiexec.run(List.of(aml), method, values, 0x00, mode);
        Observation ours = OversleepMirror.run(AcpiMachine.load(aml), method, values, 0x00, mode);
        assertTrue(ours.agreesWith(theirs), () -> "acpiexec  " + theirs.describe() + "\noversleep " + ours.describe());
    }
}
