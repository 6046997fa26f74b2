package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.input.BadInputException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code acpi load} decodes only the method bodies that contain a Sleep or Stall opcode; the
 * count and the sites must be those that decoding every body gives.
 */
class MethodInventoryTest {

    static Stream<Path> dumps() {
        return Stream.concat(Stream.of("dell-xps-13-7390", "dell-xps-13-9380", "dell-xps-15-9500", "qemu-kvm")
                .map(n -> SharedData.file("acpi/" + n + ".acpidump.txt")), LinuxhwCorpus.machines().stream());
    }

    /** On every real machine: the same method count and the same sites, decoding far fewer bodies. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("dumps")
    void decodingOnlyBodiesThatCanSleepFindsEverySite(Path dump) {
        Namespace ns = AcpiMachine.load(dump).namespace();
        MethodInventory sleepers = new MethodInventory(ns, MethodInventory.Reach.SLEEP_SITES);
        MethodInventory every = new MethodInventory(ns, MethodInventory.Reach.EVERY_BODY);
        assertEquals(every.methodCount(), sleepers.methodCount(), "methods");
        assertEquals(every.sleepSites(), sleepers.sleepSites(), "Sleep and Stall sites");
        for (String method : sleepers.sleepSites().keySet()) {
            assertEquals(every.argCounts().get(method), sleepers.argCounts().get(method), method);
        }
    }

    /**
     * NOSL declares INNR and cannot Sleep: only every-body decoding sees INNR. BUFM holds the
     * Sleep opcode's two bytes inside a Buffer: decoded, no site. SLP1 sleeps.
     */
    @Test
    void aBodyWithoutTheSleepOrStallOpcodeIsNotDecoded() {
        byte[] inner = method("INNR", 0, 0xA4, 0x01);
        byte[] nosl = method("NOSL", 0, concat(inner, new byte[] {(byte) 0xA4, 0x00}));
        byte[] bufm = method("BUFM", 0, 0xA4, 0x11, 0x05, 0x0A, 0x02, 0x5B, 0x22);
        byte[] slp1 = method("SLP1", 1, 0x5B, 0x22, 0x0A, 0x0A);
        AcpiMachine m = AcpiMachine.loadRaw("inventory.aml", ssdt(concat(nosl, concat(bufm, slp1))));
        MethodInventory sleepers = new MethodInventory(m.namespace(), MethodInventory.Reach.SLEEP_SITES);
        assertEquals(List.of("\\NOSL", "\\BUFM", "\\SLP1"), sleepers.methods().stream().map(Namespace.Node::path).toList());
        assertEquals(List.of("\\SLP1"), List.copyOf(sleepers.sleepSites().keySet()));
        assertEquals(10L, sleepers.sleepSites().get("\\SLP1").get(0).constant());
        assertEquals(3, sleepers.methodCount());

        MethodInventory every = new MethodInventory(m.namespace(), MethodInventory.Reach.EVERY_BODY);
        assertEquals(List.of("\\NOSL", "\\BUFM", "\\SLP1", "\\NOSL.INNR"), // those inside bodies after
                every.methods().stream().map(Namespace.Node::path).toList());
        assertEquals(3, every.methodCount(), "a method-local method is not one of the namespace's");
        assertEquals(sleepers.sleepSites(), every.sleepSites());
    }

    /**
     * The same on broken AML: AmlFuzzTest's mutations (flipped bytes, hostile runs such as a lone
     * ExtOpPrefix, truncations, deep nesting) of two tables that Sleep and Stall.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void onMutatedTablesTheSitesAreStillThoseOfEveryBody(long seed) throws Exception {
        byte[][] seeds = {Files.readAllBytes(AcpiTableReaderTest.FIXTURE),
            AcpiTableReader.read(Path.of("src/test/resources/acpi/init.aml"), w -> { }).get(0).bytes()};
        SplittableRandom rnd = new SplittableRandom(seed);
        int compared = 0;
        int withSites = 0;
        for (int i = 0; i < 100; i++) {
            byte[] input = AmlFuzzTest.mutate(seeds[rnd.nextInt(seeds.length)], rnd);
            Namespace ns;
            try {
                ns = AcpiMachine.loadRaw("mutated-" + seed + "-" + i, input).namespace();
            } catch (BadInputException unreadable) {
                continue;
            }
            MethodInventory sleepers = new MethodInventory(ns, MethodInventory.Reach.SLEEP_SITES);
            MethodInventory every = new MethodInventory(ns, MethodInventory.Reach.EVERY_BODY);
            assertEquals(every.methodCount(), sleepers.methodCount(), "methods, input " + i);
            assertEquals(every.sleepSites(), sleepers.sleepSites(), "sites, input " + i);
            compared++;
            withSites += sleepers.sleepSites().isEmpty() ? 0 : 1;
        }
        assertTrue(compared >= 50, compared + " of 100 mutated tables loaded");
        assertTrue(withSites >= 25, withSites + " of them had sites");
    }

    @Test
    void theOpcodePairIsLookedForInsideTheBodyOnly() {
        byte[] before = method("AAAA", 0, 0xA3); // Noop
        byte[] sleeper = method("BBBB", 0, 0x5B, 0x21, 0x0A, 0x05); // Stall (5)
        AcpiMachine m = AcpiMachine.loadRaw("pair.aml", ssdt(concat(before, sleeper)));
        Namespace ns = m.namespace();
        AmlMethod a = (AmlMethod) ns.lookup(ns.root(), new AmlName(true, 0, List.of("AAAA"))).object();
        AmlMethod b = (AmlMethod) ns.lookup(ns.root(), new AmlName(true, 0, List.of("BBBB"))).object();
        assertFalse(MethodInventory.mayHoldSleepOrStall(a), "the next method's Stall is not AAAA's");
        assertTrue(MethodInventory.mayHoldSleepOrStall(b));
    }

    /** Method (NAME, flags) { body }, with a one-byte PkgLength (ACPI 6.5 section 20.2.4). */
    private static byte[] method(String name, int flags, int... body) {
        byte[] b = new byte[body.length];
        for (int i = 0; i < body.length; i++) {
            b[i] = (byte) body[i];
        }
        return method(name, flags, b);
    }

    private static byte[] method(String name, int flags, byte[] body) {
        int pkgLength = 1 + 4 + 1 + body.length;
        assertTrue(pkgLength < 64, "one-byte PkgLength");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0x14);
        out.write(pkgLength);
        out.writeBytes(name.getBytes(StandardCharsets.US_ASCII));
        out.write(flags);
        out.writeBytes(body);
        return out.toByteArray();
    }

    /** An SSDT (revision 2) holding AML, with its checksum. */
    private static byte[] ssdt(byte[] aml) {
        byte[] t = new byte[AcpiTable.HEADER_SIZE + aml.length];
        System.arraycopy("SSDT".getBytes(StandardCharsets.US_ASCII), 0, t, 0, 4);
        int len = t.length;
        for (int i = 0; i < 4; i++) {
            t[4 + i] = (byte) (len >>> 8 * i);
        }
        t[8] = 2;
        System.arraycopy("OVSLP TESTTABL".getBytes(StandardCharsets.US_ASCII), 0, t, 10, 14);
        System.arraycopy(aml, 0, t, AcpiTable.HEADER_SIZE, aml.length);
        int sum = 0;
        for (byte x : t) {
            sum += x;
        }
        t[9] = (byte) -sum;
        return t;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
