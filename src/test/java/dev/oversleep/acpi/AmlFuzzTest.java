package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seeded mutation fuzzing of the loader and parser: flipped bytes, hostile byte runs
 * (extended-opcode prefixes, maximal PkgLength leads, deep nesting) and truncations, with the
 * header length and checksum fixed up so the AML itself is exercised. The load goes on past
 * what it cannot read, as ACPICA's does, reporting each problem in one line with its table and
 * offset; only bad input (one line) may escape. Endless loops end by the operation budget (no
 * wall-clock check: the machine's speed is not under test).
 */
class AmlFuzzTest {
    private static final byte[][] HOSTILE = {
        {0x5B}, {(byte) 0xFF}, {(byte) 0xCF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF}, {0x10, (byte) 0x4F, (byte) 0xFF},
        {0x14, 0x3F}, {0x2F, (byte) 0xFF}, {0x5E, 0x5E, 0x5E, 0x5E}, {(byte) 0xA0, (byte) 0x3F, (byte) 0xA0, (byte) 0x3F},
        {0x12, (byte) 0xFF, (byte) 0xFF}, {0x0D, 0x41}, {0x5B, (byte) 0x81, (byte) 0x4F, (byte) 0xFF}};

    static byte[] fixUp(byte[] t) {
        int len = t.length;
        t[4] = (byte) len;
        t[5] = (byte) (len >>> 8);
        t[6] = (byte) (len >>> 16);
        t[7] = (byte) (len >>> 24);
        t[9] = 0;
        int sum = 0;
        for (byte b : t) {
            sum += b & 0xFF;
        }
        t[9] = (byte) -sum;
        return t;
    }

    static byte[] mutate(byte[] seed, SplittableRandom rnd) {
        byte[] t = seed.clone();
        int body = t.length - AcpiTable.HEADER_SIZE;
        switch (rnd.nextInt(4)) {
            case 0 -> {
                for (int i = 0, n = 1 + rnd.nextInt(8); i < n; i++) {
                    t[AcpiTable.HEADER_SIZE + rnd.nextInt(body)] = (byte) rnd.nextInt(256);
                }
            }
            case 1 -> {
                byte[] h = HOSTILE[rnd.nextInt(HOSTILE.length)];
                int at = AcpiTable.HEADER_SIZE + rnd.nextInt(body);
                byte[] out = new byte[t.length + h.length];
                System.arraycopy(t, 0, out, 0, at);
                System.arraycopy(h, 0, out, at, h.length);
                System.arraycopy(t, at, out, at + h.length, t.length - at);
                t = out;
            }
            case 2 -> t = Arrays.copyOf(t, AcpiTable.HEADER_SIZE + rnd.nextInt(body));
            default -> {
                int depth = 1 + rnd.nextInt(2000);
                byte[] nest = new byte[depth * 2];
                for (int i = 0; i < depth; i++) {
                    nest[2 * i] = 0x70;
                    nest[2 * i + 1] = 0x75;
                }
                t = Arrays.copyOf(t, t.length + nest.length);
                System.arraycopy(nest, 0, t, t.length - nest.length, nest.length);
            }
        }
        return fixUp(t);
    }

    /** Bounds small enough that an endless loop in a mutated table ends in a fraction of a second. */
    private static final AmlRunner.Options SMALL = AmlRunner.Options.DEFAULT.withFill(0xFF)
            .withLimits(AmlLimits.DEFAULT.withMaxOperations(100_000));

    /** What `acpi run` does: load (module-level code), then the _REG and _STA/_INI passes, which catch AML errors. */
    static void initialize(AcpiMachine machine) {
        Kernel k = Kernel.virtual(KernelProfile.of("6.12", 250), PlatformProfile.load("generic-x86-laptop"), 1);
        AmlRunner.boot(machine, SMALL, k, AcpiOsSleepPolicy.MSLEEP);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void mutatedTablesFailCleanlyOrLoad(long seed, @TempDir Path dir) throws Exception {
        List<AcpiTable> limits = AcpiTableReader.read(Path.of("src/test/resources/acpi/limits.aml"), w -> { });
        byte[][] seeds = {Files.readAllBytes(AcpiTableReaderTest.FIXTURE), limits.get(0).bytes(),
            AcpiTableReader.read(Path.of("src/test/resources/acpi/init.aml"), w -> { }).get(0).bytes()};
        SplittableRandom rnd = new SplittableRandom(seed);
        Path file = dir.resolve("fuzz.aml");
        int withProblems = 0;
        for (int i = 0; i < 150; i++) {
            byte[] input = mutate(seeds[rnd.nextInt(seeds.length)], rnd);
            Files.write(file, input);
            try {
                AcpiMachine machine = AcpiMachine.load(file);
                List<String> problems = AmlRunner.load(machine, SMALL, Kernel.virtual(KernelProfile.of("6.12", 250),
                        PlatformProfile.load("generic-x86-laptop"), 1), AcpiOsSleepPolicy.MSLEEP).loadProblems();
                for (String p : problems) {
                    assertTrue(p.lines().count() == 1 && p.matches("^(SSDT|DSDT)[^:]* at offset 0x[0-9a-f]+: .+|.*more problems.*"),
                            "a load problem is one line naming table and offset: " + p);
                }
                withProblems += problems.isEmpty() ? 0 : 1;
                initialize(machine);
            } catch (BadInputException expected) {
                assertTrue(expected.getMessage().lines().count() == 1, expected.getMessage());
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                Files.write(Path.of("target", "fuzz-crash-" + seed + "-" + i + ".aml"), input);
                fail("input " + i + " of seed " + seed + " escaped with " + e, e);
            }
        }
        assertTrue(withProblems > 0, "some mutations must break the AML, or the fuzzer is not biting");
    }
}
