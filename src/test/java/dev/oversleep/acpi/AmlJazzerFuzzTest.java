package dev.oversleep.acpi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Coverage-guided fuzzing of loader, parser, namespace initialization and method execution
 * with Jazzer. The input is an SSDT body; the header's length and checksum are made right, so
 * the fuzzer spends its time in the AML. Anything but bad input (one line naming table and
 * offset) or an AML failure is a finding, and so is a hang or an OutOfMemoryError.
 *
 * <p>The oracles do not come from the interpreter: every failure status must be one ACPICA
 * itself defines for the OS interface (acexcep.h, below, without AE_AML_INTERNAL, which would
 * mean the interpreter broke); the kernel rules must hold (a Sleep never shorter than asked up
 * to ACPICA's 2 s clamp under msleep, a Stall never shorter than its microseconds, time never
 * going back, a call's time at least its waits'); the exact totals must match the waits listed;
 * two runs of the same booted firmware must see exactly the same (each starts from its own
 * copy of the initialized namespace: a state shared between copies, or anything left to chance,
 * shows as a difference); each method alone gives the same on a boot that decoded the bodies
 * in the reverse order; and {@code acpi load}'s inventory, which decodes only the bodies that
 * can Sleep or Stall, must find what decoding every body finds.
 *
 * <p>{@code mvn verify} runs the regression inputs committed under
 * src/test/resources/dev/oversleep/acpi/AmlJazzerFuzzTestInputs/; fuzz by hand with
 * {@code JAZZER_FUZZ=1 mvn test -Dtest=AmlJazzerFuzzTest} (findings land in that directory).
 */
class AmlJazzerFuzzTest {
    /**
     * Smaller bounds than a user's, so the campaign tries more inputs: a call that loops spends its
     * whole operation budget, and at 50,000 operations those calls took most of the campaign's time
     * (each budget still ends in the same status, which the oracles check).
     */
    private static final AmlRunner.Options OPTIONS = AmlRunner.Options.DEFAULT.withFill(0xFF)
            .withLimits(new AmlLimits(1_000_000_000L, 32, 1 << 16, 10_000))
            .withRecords(new RecordBudget(64, 16, 16, 0));
    private static final KernelProfile PROFILE = KernelProfile.of("6.12", 250);
    private static final PlatformProfile PLATFORM = PlatformProfile.load("generic-x86-laptop");

    /** ACPICA's environmental and AML exception codes (source/include/acexcep.h, 2024), AE_AML_INTERNAL left out. */
    static final Set<String> ACPICA_STATUSES = Set.of("AE_ERROR", "AE_NO_ACPI_TABLES", "AE_NO_NAMESPACE", "AE_NO_MEMORY",
            "AE_NOT_FOUND", "AE_NOT_EXIST", "AE_ALREADY_EXISTS", "AE_TYPE", "AE_NULL_OBJECT", "AE_NULL_ENTRY",
            "AE_BUFFER_OVERFLOW", "AE_STACK_OVERFLOW", "AE_STACK_UNDERFLOW", "AE_NOT_IMPLEMENTED", "AE_SUPPORT", "AE_LIMIT",
            "AE_TIME", "AE_ACQUIRE_DEADLOCK", "AE_RELEASE_DEADLOCK", "AE_NOT_ACQUIRED", "AE_ALREADY_ACQUIRED",
            "AE_NO_HARDWARE_RESPONSE", "AE_NO_GLOBAL_LOCK", "AE_ABORT_METHOD", "AE_SAME_HANDLER", "AE_NO_HANDLER",
            "AE_OWNER_ID_LIMIT", "AE_NOT_CONFIGURED", "AE_ACCESS", "AE_IO_ERROR", "AE_NUMERIC_OVERFLOW", "AE_HEX_OVERFLOW",
            "AE_DECIMAL_OVERFLOW", "AE_OCTAL_OVERFLOW", "AE_END_OF_TABLE", "AE_AML_BAD_OPCODE", "AE_AML_NO_OPERAND",
            "AE_AML_OPERAND_TYPE", "AE_AML_OPERAND_VALUE", "AE_AML_UNINITIALIZED_LOCAL", "AE_AML_UNINITIALIZED_ARG",
            "AE_AML_UNINITIALIZED_ELEMENT", "AE_AML_NUMERIC_OVERFLOW", "AE_AML_REGION_LIMIT", "AE_AML_BUFFER_LIMIT",
            "AE_AML_PACKAGE_LIMIT", "AE_AML_DIVIDE_BY_ZERO", "AE_AML_BAD_NAME", "AE_AML_NAME_NOT_FOUND",
            "AE_AML_INVALID_SPACE_ID", "AE_AML_STRING_LIMIT", "AE_AML_NO_RETURN_VALUE", "AE_AML_METHOD_LIMIT",
            "AE_AML_NOT_OWNER", "AE_AML_MUTEX_ORDER", "AE_AML_MUTEX_NOT_ACQUIRED", "AE_AML_INVALID_RESOURCE_TYPE",
            "AE_AML_INVALID_INDEX", "AE_AML_REGISTER_LIMIT", "AE_AML_NO_WHILE", "AE_AML_ALIGNMENT",
            "AE_AML_NO_RESOURCE_END_TAG", "AE_AML_BAD_RESOURCE_VALUE", "AE_AML_CIRCULAR_REFERENCE",
            "AE_AML_BAD_RESOURCE_LENGTH", "AE_AML_ILLEGAL_ADDRESS", "AE_AML_LOOP_TIMEOUT", "AE_AML_UNINITIALIZED_NODE",
            "AE_AML_TARGET_TYPE", "AE_AML_PROTOCOL", "AE_AML_BUFFER_LENGTH", "AE_AML_TOO_FEW_ARGUMENTS",
            "AE_AML_TOO_MANY_ARGUMENTS");

    /** Inputs run by this JVM, and the slowest so far (its time and bytes go to target/jazzer-stats.txt). */
    private static long inputs;
    private static long slowestNs;

    @FuzzTest(maxDuration = "5h", maxExecutions = 1_100_000)
    void loadInitializeAndRun(byte[] body) throws Exception {
        long t0 = System.nanoTime();
        try {
            run(body);
        } finally {
            record(body, System.nanoTime() - t0);
        }
    }

    /** Keeps the campaign's count and its slowest input, for the note (bench/jazzer-acpi.sh prints them). */
    private static synchronized void record(byte[] body, long ns) throws java.io.IOException {
        inputs++;
        // the first inputs pay for class loading and Jazzer's instrumentation: not the AML's cost
        boolean slowest = inputs > 1000 && ns > slowestNs;
        if (slowest) {
            slowestNs = ns;
            java.nio.file.Files.write(java.nio.file.Path.of("target", "jazzer-slowest.bin"), body);
        }
        if (slowest || inputs % 10_000 == 0) {
            java.nio.file.Files.writeString(java.nio.file.Path.of("target", "jazzer-stats.txt"),
                    inputs + " inputs, slowest " + slowestNs / 1_000_000 + " ms (target/jazzer-slowest.bin)\n");
        }
    }

    private static void run(byte[] body) {
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
        checkInventory(machine);
        AmlRunner booted = AmlRunner.boot(machine, OPTIONS, PROFILE, PLATFORM, 1);
        for (String failure : booted.initFailures()) {
            // "WHERE: STATUS in ...": the status follows the first ": " (a name segment may itself read AE_A)
            checkStatus(failure.substring(failure.indexOf(": ") + 2).split("[ ,:]")[0], failure);
        }
        List<Namespace.Node> methods = booted.namespace().all().stream()
                .filter(n -> n.hasBody() && !n.methodLocal())
                .limit(8).toList();
        List<String> first = runAll(booted, methods);
        List<String> second = runAll(booted, methods);
        assertEquals(first, second, "two runs of one booted firmware differ");
        checkDecodeOrder(machine, booted, methods);
    }

    /**
     * Each method alone on a fresh copy, on this boot (every body decoded, in the order the runs
     * called them) and on a second boot whose runs call them in the reverse order: bodies are
     * decoded when first called, and what a name in one means must not depend on which were
     * decoded before it (two runs of one boot share one decoding, so they cannot show that).
     */
    private static void checkDecodeOrder(AcpiMachine machine, AmlRunner booted, List<Namespace.Node> methods) {
        AmlRunner reversed = AmlRunner.boot(machine, OPTIONS, PROFILE, PLATFORM, 1);
        String[] inReverse = new String[methods.size()];
        for (int i = methods.size() - 1; i >= 0; i--) {
            inReverse[i] = runAlone(reversed, methods.get(i));
        }
        List<String> inOrder = methods.stream().map(m -> runAlone(booted, m)).toList();
        assertEquals(inOrder, List.of(inReverse), "a method's outcome depends on the order bodies were decoded in");
    }

    private static String runAlone(AmlRunner booted, Namespace.Node m) {
        AmlRun run = booted.newRun(Kernel.virtual(PROFILE, PLATFORM, 7), AcpiOsSleepPolicy.MSLEEP);
        return outcome(m, run, run.callWithIntegers(m.path(), Collections.nCopies(m.argCount(), 1L)));
    }

    /**
     * {@code acpi load} decodes only the bodies that contain a Sleep or Stall opcode: on a load of
     * its own (not the booted one the runs copy), it must count the methods and find the sites that
     * decoding every body finds.
     */
    private static void checkInventory(AcpiMachine machine) {
        Namespace ns = AmlRunner.load(machine, OPTIONS, PROFILE, PLATFORM, 1).namespace();
        MethodInventory sleepers = new MethodInventory(ns, MethodInventory.Reach.SLEEP_SITES);
        MethodInventory every = new MethodInventory(ns, MethodInventory.Reach.EVERY_BODY);
        assertEquals(every.methodCount(), sleepers.methodCount(), "method count of the Sleep/Stall inventory");
        assertEquals(every.sleepSites(), sleepers.sleepSites(), "sites of the Sleep/Stall inventory");
    }

    /** Runs each method once on a fresh copy, checks the oracles, and returns what was seen. */
    private static List<String> runAll(AmlRunner booted, List<Namespace.Node> methods) {
        Kernel k = Kernel.virtual(PROFILE, PLATFORM, 7);
        AmlRun run = booted.newRun(k, AcpiOsSleepPolicy.MSLEEP);
        List<String> seen = new ArrayList<>();
        for (Namespace.Node m : methods) {
            long before = k.now();
            AmlCall c = run.callWithIntegers(m.path(), Collections.nCopies(m.argCount(), 1L));
            if (c.failed()) {
                checkStatus(c.status(), c.error().getMessage());
            }
            checkWaits(c, k.now() - before);
            seen.add(outcome(m, run, c));
        }
        return seen;
    }

    /** What a call of M gave: status, value or error, waits, totals, notifies and Debug output. */
    private static String outcome(Namespace.Node m, AmlRun run, AmlCall c) {
        return m.path() + " " + c.status() + " " + (c.failed() ? c.error().getMessage() : run.text(c.value()))
                + " " + c.waits() + " " + c.totals() + " " + c.notifies() + " "
                + c.debug().items().stream().map(run::text).toList() + " " + c.debug().total();
    }

    private static void checkStatus(String status, String message) {
        if (!ACPICA_STATUSES.contains(status)) {
            throw new AssertionError("not an ACPICA status: " + status + " (" + message + ")");
        }
    }

    /** msleep and udelay never return early (kernel/time/sleep_timeout.c, include/linux/delay.h). */
    private static void checkWaits(AmlCall c, long wallNs) {
        long listed = 0;
        long sleeps = 0;
        for (OsWait w : c.waits().items()) {
            long ask = Long.compareUnsigned(w.requested(), 2000) > 0 ? 2000 : w.requested();
            if (w.isSleep() && w.modeledNs() < ask * 1_000_000) {
                throw new AssertionError("Sleep(" + w.requested() + ") lasted " + w.modeledNs() + " ns");
            }
            if (!w.isSleep() && w.modeledNs() > 0 && w.modeledNs() < w.requested() * 1000) {
                throw new AssertionError("Stall(" + w.requested() + ") lasted " + w.modeledNs() + " ns");
            }
            listed += w.modeledNs();
            sleeps += w.isSleep() ? 1 : 0;
        }
        if (c.waits().total() != c.totals().sleeps() + c.totals().stalls()
                || c.waits().more() == 0 && sleeps != c.totals().sleeps()) {
            throw new AssertionError("wait totals " + c.totals() + " do not match the listed " + c.waits());
        }
        if (c.elapsedNs() < listed || c.elapsedNs() != wallNs || c.elapsedNs() < 0) {
            throw new AssertionError("call took " + c.elapsedNs() + " ns, its listed waits " + listed + " ns");
        }
    }
}
