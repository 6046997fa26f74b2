package dev.oversleep.acpi;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.util.Arrays;
import java.util.List;

/**
 * Coverage-guided fuzzing of loader, parser, namespace initialization and method execution
 * with Jazzer. The input is an SSDT body; the header's length and checksum are made right, so
 * the fuzzer spends its time in the AML. Only bad input (one line naming table and offset) and
 * AML errors with an ACPICA status may come out; anything else, a hang or an OOM is a finding.
 *
 * <p>{@code mvn verify} runs the regression inputs committed under
 * src/test/resources/dev/oversleep/acpi/AmlJazzerFuzzTestInputs/; fuzz by hand with
 * {@code JAZZER_FUZZ=1 mvn test -Dtest=AmlJazzerFuzzTest} (findings land in that directory).
 */
class AmlJazzerFuzzTest {
    private static final AmlInterpreter.Limits SMALL = new AmlInterpreter.Limits(1_000_000_000L, 32, 1 << 16, 50_000);

    @FuzzTest(maxDuration = "10m")
    void loadInitializeAndRun(byte[] body) {
        byte[] table = new byte[AcpiTable.HEADER_SIZE + body.length];
        System.arraycopy("SSDT".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, table, 0, 4);
        table[8] = 2;
        System.arraycopy(body, 0, table, AcpiTable.HEADER_SIZE, body.length);
        AmlFuzzTest.fixUp(table);
        AcpiMachine machine;
        try {
            machine = AcpiMachine.loadRaw("fuzz.aml", table);
        } catch (BadInputException expected) {
            if (expected.getMessage().lines().count() != 1) {
                throw new AssertionError("bad input must be one line: " + expected.getMessage());
            }
            return;
        }
        Kernel k = Kernel.virtual(KernelProfile.of("6.12", 250), PlatformProfile.load("generic-x86-laptop"), 1);
        AmlInterpreter interp = new AmlInterpreter(machine, k, AcpiOsSleepPolicy.MSLEEP, new RegionSpace(0xFF, null), SMALL);
        interp.initializeNamespace(true);
        List<Namespace.Node> methods = machine.namespace().all().stream()
                .filter(n -> n.kind() == Namespace.Kind.METHOD && n.definition() instanceof AmlParser.MethodBody).limit(8).toList();
        for (Namespace.Node m : methods) {
            try {
                interp.call(m.path(), Arrays.asList(new AmlValue[m.argCount()]).stream()
                        .map(x -> (AmlValue) new AmlValue.Int(1)).toList());
            } catch (AmlError documented) {
                if (!documented.status().startsWith("AE_")) {
                    throw new AssertionError("not an ACPICA status: " + documented.status());
                }
            }
        }
    }
}
