package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One boot, many runs: each run starts from its own copy of the initialized namespace (runner.asl). */
class AmlRunnerTest {
    private static final Path RUNNER = Path.of("src/test/resources/acpi/runner.aml");
    private static final KernelProfile PROFILE = KernelProfile.of("6.12", 250);
    private static final PlatformProfile PLATFORM = PlatformProfile.load("generic-x86-laptop");

    private static AmlRunner boot() {
        return AmlRunner.boot(AcpiMachine.load(RUNNER), AmlRunner.Options.DEFAULT, PROFILE, PLATFORM, 1);
    }

    private static AmlRun fresh(AmlRunner r, AcpiOsSleepPolicy p) {
        return r.newRun(Kernel.virtual(PROFILE, PLATFORM, 1), p);
    }

    private static long integer(AmlCall c) {
        assertTrue(c.value() instanceof AmlValue.Int, c.method() + " " + c.status());
        return ((AmlValue.Int) c.value()).value();
    }

    @Test
    void eachRunStartsFromTheInitializedState() {
        AmlRunner booted = boot();
        AmlRun first = fresh(booted, AcpiOsSleepPolicy.MSLEEP);
        assertEquals(11, integer(first.call("\\BUMP", List.of())), "_INI set CNT to 10 at boot");
        assertEquals(12, integer(first.call("\\BUMP", List.of())), "calls of one run share its state");
        assertEquals(12, integer(first.call("\\RBUF", List.of())), "BYT1 writes into BUF's bytes");
        assertEquals(0x77, integer(first.call("\\PSET", List.of())));
        assertEquals(0, integer(first.call("\\WEVT", List.of())), "signalled once at boot");
        assertNotEquals(0, integer(first.call("\\WEVT", List.of())), "and only once");

        AmlRun second = fresh(booted, AcpiOsSleepPolicy.MSLEEP);
        assertEquals(11, integer(second.call("\\BUMP", List.of())), "not the first run's 12");
        assertEquals(11, integer(second.call("\\RBUF", List.of())), "the copy's buffer field still covers the copy's BUF");
        assertEquals(5, integer(second.call("\\PGET", List.of())), "the package's buffer is the copy's own");
        assertEquals(0, integer(second.call("\\WEVT", List.of())), "the event count is copied too");
    }

    /** Boot's Sleep(7) in _INI is not a run's; a run on a fresh kernel starts at that kernel's time. */
    @Test
    void bootTimeAndRecordsStayOutOfRuns() {
        AmlRunner booted = boot();
        AmlRun run = fresh(booted, AcpiOsSleepPolicy.USLEEP_EXACT);
        assertEquals(0, run.kernel().now());
        AmlCall nap = run.callWithIntegers("\\NAP", List.of(3L));
        assertEquals(3, integer(nap));
        assertEquals(new WaitTotals(3, 3, 6, nap.totals().sleepNs(), 15, 15_000), nap.totals());
        assertTrue(nap.totals().sleepNs() >= 6_000_000, "usleep_range never returns early");
        assertEquals(nap.elapsedNs(), run.kernel().now());
        assertEquals(6, nap.waits().items().size());
        assertEquals(List.of(), booted.initFailures());
    }

    /** Booting once and copying gives what booting for each run gives. */
    @Test
    void aCopyBehavesAsAFreshBoot() {
        AmlRunner once = boot();
        for (AcpiOsSleepPolicy p : AcpiOsSleepPolicy.values()) {
            AmlCall copied = fresh(once, p).callWithIntegers("\\NAP", List.of(4L));
            AmlCall booted = fresh(boot(), p).callWithIntegers("\\NAP", List.of(4L));
            assertEquals(booted.waits(), copied.waits(), p.cliName());
            assertEquals(booted.elapsedNs(), copied.elapsedNs(), p.cliName());
        }
    }

    /** Lists stop at the budget; counts and totals do not. */
    @Test
    void recordsAreCappedWithExactCounts() {
        AmlRunner booted = AmlRunner.boot(AcpiMachine.load(RUNNER),
                AmlRunner.Options.DEFAULT.withRecords(new RecordBudget(5, 1, 1, 1)), PROFILE, PLATFORM, 1);
        AmlCall c = fresh(booted, AcpiOsSleepPolicy.USLEEP_EXACT).callWithIntegers("\\NAP", List.of(100L));
        assertEquals(5, c.waits().items().size());
        assertEquals(200, c.waits().total());
        assertEquals(195, c.waits().more());
        assertEquals(100, c.totals().sleeps());
        assertEquals(100, c.totals().stalls());
        assertEquals(200, c.totals().sleepRequestedMs());
    }

    @Test
    void callablePathsAreCheckedBeforeBooting() {
        AcpiMachine m = AcpiMachine.load(Path.of("src/test/resources/acpi/sleepers.aml"));
        assertEquals("\\_SB.WTRD", m.callable("\\_sb.wtrd").path());
        assertEquals("\\_SB.WTRD", m.callable("_SB.WTRD").path());
        assertTrue(assertThrows(AmlPathException.class, () -> m.callable("\\_SB.NOPE")).problem().contains("no such object"));
        assertTrue(assertThrows(AmlPathException.class, () -> m.callable("\\_SB.PCIE.OUTR.INNR")).problem()
                .contains("exists only while that method runs"));
        assertTrue(assertThrows(AmlPathException.class, () -> m.callable("\\_SB.FIVE5")).problem()
                .contains("not an ACPI name path"));
    }

    /**
     * An External loaded as a node (a bare External opcode: iasl wraps its Externals in If (Zero),
     * so this is hand-made AML, as a fuzzer found it) stays an External-only node for every run,
     * whatever an earlier call declared under it. XDEC's body opens it and declares XIN, which
     * exists only while XDEC runs; before the fix, XRED read it as defined once XDEC's body had
     * been decoded, so a second run of the same booted firmware differed from the first.
     */
    @Test
    void whatAMethodDeclaresUnderAnExternalDoesNotOutliveIt() {
        byte[] body = {
            0x15, '\\', 'X', 'O', 'B', 'J', 0x06, 0x00,                        // External (\XOBJ, DeviceObj)
            0x14, 0x14, 'X', 'D', 'E', 'C', 0x08,                                // Method (XDEC, 0, Serialized)
            0x10, 0x0B, 'X', 'O', 'B', 'J', 0x08, 'X', 'I', 'N', '_', 0x01,      //   Scope (XOBJ) { Name (XIN, One) }
            (byte) 0xA4, 0x01,                                                   //   Return (One)
            0x14, 0x0E, 'X', 'R', 'E', 'D', 0x00,                                // Method (XRED)
            0x70, 'X', 'O', 'B', 'J', 0x60, (byte) 0xA4, 0x01,                   //   Local0 = XOBJ; Return (One)
        };
        AcpiMachine m = AcpiMachine.loadRaw("external.aml", ssdt(body));
        AmlRunner booted = AmlRunner.boot(m, AmlRunner.Options.DEFAULT, PROFILE, PLATFORM, 1);

        AmlCall before = fresh(booted, AcpiOsSleepPolicy.MSLEEP).call("\\XRED", List.of());
        assertTrue(before.failed(), "XOBJ holds no object");
        AmlRun first = fresh(booted, AcpiOsSleepPolicy.MSLEEP);
        assertEquals(1, integer(first.call("\\XDEC", List.of())), "the Scope opens the External");
        assertEquals(before.status(), first.call("\\XRED", List.of()).status(), "XIN ended with XDEC");
        assertEquals(before.status(), fresh(booted, AcpiOsSleepPolicy.MSLEEP).call("\\XRED", List.of()).status(),
                "a later run reads what the first read");
        assertTrue(assertThrows(AmlPathException.class, () -> m.callable("\\XOBJ")).problem().contains("External"),
                "and a user cannot call it, decoded body or not");
    }

    /**
     * What a name means in a body does not depend on which bodies were decoded before it. MA's
     * body declares \XX, a method taking one argument that exists only while MA runs; MB reads
     * {@code XX (5)}. Decoded after MA's body, MB took XX for a call of one argument; decoded
     * first, for a name followed by a term of its own. Now MB's body never sees MA's objects, in
     * either order (ACPICA too: when MB runs alone, XX does not exist to make it a call).
     */
    @Test
    void aBodyDecodesTheSameWhateverWasDecodedBefore() {
        byte[] body = {
            0x14, 0x12, 'M', 'A', '_', '_', 0x00,                                // Method (MA)
            0x14, 0x09, '\\', 'X', 'X', '_', '_', 0x01, (byte) 0xA4, 0x68,     //   Method (\XX, 1) { Return (Arg0) }
            (byte) 0xA4, 0x01,                                                   //   Return (One)
            0x14, 0x0D, 'M', 'B', '_', '_', 0x00,                                // Method (MB)
            (byte) 0xA4, 'X', 'X', '_', '_', 0x0A, 0x05,                         //   Return (XX (5))
        };
        AmlRunner maFirst = AmlRunner.boot(AcpiMachine.loadRaw("order.aml", ssdt(body)), AmlRunner.Options.DEFAULT,
                PROFILE, PLATFORM, 1);
        assertEquals(1, integer(fresh(maFirst, AcpiOsSleepPolicy.MSLEEP).call("\\MA", List.of())));
        AmlCall afterMa = fresh(maFirst, AcpiOsSleepPolicy.MSLEEP).call("\\MB", List.of());
        AmlRunner mbFirst = AmlRunner.boot(AcpiMachine.loadRaw("order.aml", ssdt(body)), AmlRunner.Options.DEFAULT,
                PROFILE, PLATFORM, 1);
        AmlCall alone = fresh(mbFirst, AcpiOsSleepPolicy.MSLEEP).call("\\MB", List.of());
        assertEquals("AE_NOT_FOUND", alone.status(), "XX exists only while MA runs");
        assertEquals("AE_NOT_FOUND", afterMa.status(), "after MA's body was decoded too");
        assertEquals(alone.error().getMessage(), afterMa.error().getMessage());
    }

    /**
     * Methods M00..M19 each declare {@code Name (\ZZ, i)} and return it: each object exists
     * while its method runs, up to {@link Namespace#MAX_PATH_VARIANTS} methods past the first
     * (so that hostile AML cannot make one lookup look at thousands); the rest are refused.
     */
    @Test
    void methodsDeclaringOnePathAreBounded() {
        java.io.ByteArrayOutputStream aml = new java.io.ByteArrayOutputStream();
        int methods = 20;
        for (int i = 0; i < methods; i++) {
            aml.writeBytes(new byte[] {0x14, 0x14, 'M', (byte) ('0' + i / 10), (byte) ('0' + i % 10), '_', 0x00,
                0x08, '\\', 'Z', 'Z', '_', '_', 0x0A, (byte) i, (byte) 0xA4, '\\', 'Z', 'Z', '_', '_'});
        }
        AmlRunner booted = AmlRunner.boot(AcpiMachine.loadRaw("paths.aml", ssdt(aml.toByteArray())),
                AmlRunner.Options.DEFAULT, PROFILE, PLATFORM, 1);
        AmlRun run = fresh(booted, AcpiOsSleepPolicy.MSLEEP);
        int allowed = 1 + Namespace.MAX_PATH_VARIANTS;
        for (int i = 0; i < methods; i++) {
            AmlCall c = run.call(String.format("\\M%02d", i), List.of());
            if (i < allowed) {
                assertEquals(i, integer(c), "M" + i + " reads its own \\ZZ");
            } else {
                assertEquals("AE_ALREADY_EXISTS", c.status(), "M" + i + " is past the bound");
            }
        }
    }

    /** An SSDT of revision 2 around BODY, its length and checksum made right. */
    private static byte[] ssdt(byte[] body) {
        byte[] table = new byte[AcpiTable.HEADER_SIZE + body.length];
        System.arraycopy(new byte[] {'S', 'S', 'D', 'T'}, 0, table, 0, 4);
        table[8] = 2;
        System.arraycopy(body, 0, table, AcpiTable.HEADER_SIZE, body.length);
        return AmlFuzzTest.fixUp(table);
    }
}
