package dev.oversleep.acpi.census;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlCall;
import dev.oversleep.acpi.AmlName;
import dev.oversleep.acpi.AmlRun;
import dev.oversleep.acpi.AmlRunner;
import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.acpi.AmlValue;
import dev.oversleep.acpi.Namespace;
import dev.oversleep.acpi.OsWait;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place the census touches the interpreter: a machine's tables booted once by
 * {@link AmlRunner} (module-level code, {@code _REG}, the {@code _STA}/{@code _INI} pass), and
 * runs of them, each on its own copy of the booted state, its own virtual kernel and one
 * acpi_os_sleep policy. Everything else in this package sees only {@link Run}.
 */
final class CensusFirmware {
    /** ACPICA clamps Sleep() to ACPI_MAX_SLEEP ms before acpi_os_sleep (exsystem.c, acpi_ex_system_do_sleep). */
    static final long ACPI_MAX_SLEEP_MS = 2000;

    /**
     * Operations one step of the path may execute. A real {@code _PS0} or {@code _WAK} runs
     * thousands; a step that runs a million is a busy poll of hardware the emulated registers
     * never answer (an Intel {@code CSD3} Stall loop makes millions), and ends, like a loop past
     * ACPICA's 30 s timeout, in AE_AML_LOOP_TIMEOUT, which keeps the machine out of the
     * aggregate. Lower than the interpreter's default of 20 million only so that such machines
     * cost seconds, not minutes: which machines are counted is the same (checked with both).
     */
    static final long MAX_OPERATIONS_PER_STEP = 1_000_000;

    private final AmlRunner runner;
    private final NsObject root;
    private final boolean s3Declared;

    private CensusFirmware(AmlRunner runner, boolean s3Declared) {
        this.runner = runner;
        this.root = snapshot(runner.tables().namespace().root());
        this.s3Declared = s3Declared;
    }

    /**
     * Whether the tables declare {@code \_S3_} at all, before boot: firmware often declares it
     * inside a module-level {@code If} on a setup flag in NVS memory ({@code If (SS3)}), which
     * the dump does not hold, so whether boot defines it depends on the region fill.
     */
    boolean s3Declared() {
        return s3Declared;
    }

    /**
     * Loads and boots the tables on a kernel of PROFILE under its era's acpi_os_sleep policy,
     * unset region bytes reading FILL; a table that does not load throws.
     */
    static CensusFirmware boot(Path file, KernelProfile profile, PlatformProfile platform, long seed, int fill,
                               InterpreterMode interpreter) {
        AcpiMachine tables = AcpiMachine.load(file, interpreter);
        Namespace ns = tables.namespace();
        boolean s3 = ns.lookup(ns.root(), AmlName.parse("\\_S3_")) != null;
        AmlRunner.Options options = AmlRunner.Options.DEFAULT.withFill(fill).withInterpreter(interpreter)
                .withLimits(AmlRunner.Options.DEFAULT.limits().withMaxOperations(MAX_OPERATIONS_PER_STEP));
        return new CensusFirmware(AmlRunner.boot(tables, options, profile, platform, seed), s3);
    }

    /** A run on a copy of the booted state, on a fresh kernel of PROFILE seeded by SEED, Sleeps under POLICY. */
    Run start(KernelProfile profile, PlatformProfile platform, AcpiOsSleepPolicy policy, long seed) {
        Kernel kernel = Kernel.seeded(profile, platform, new VirtualTimebase(0), seed);
        return new Run(root, kernel, runner.newRun(kernel, policy));
    }

    /** What the census reads of a namespace object: its path, what it is and what is under it. */
    enum Kind { DEVICE, POWER_RESOURCE, METHOD, OTHER }

    /** One namespace object with the objects declared under it, in namespace order. */
    record NsObject(String path, Kind kind, List<NsObject> children) {
    }

    /**
     * What evaluating an object gave: an Integer, the paths a Package of object references
     * names (a {@code _PR0}), or the ACPICA status it failed with and the message saying where.
     */
    record Outcome(Long integer, List<String> references, String status, String error) {
        boolean failed() {
            return error != null;
        }
    }

    /**
     * The Sleeps and Stalls of some calls: counts, and the Sleep requests in ns after ACPICA's
     * clamp (each listed Sleep clamped; beyond a call's record budget, which only a runaway loop
     * reaches, the rest are summed unclamped).
     */
    record Waits(int sleeps, int stalls, long requestedNs) {
    }

    private static NsObject snapshot(Namespace.Node n) {
        List<NsObject> children = new ArrayList<>();
        for (Namespace.Node c : n.children()) {
            if (!c.declaredOnly()) {
                children.add(snapshot(c));
            }
        }
        Kind kind = switch (n.kind()) {
            case DEVICE -> Kind.DEVICE;
            case POWER_RESOURCE -> Kind.POWER_RESOURCE;
            case METHOD -> Kind.METHOD;
            default -> Kind.OTHER;
        };
        return new NsObject(n.path(), kind, List.copyOf(children));
    }

    /** One running copy of a machine. */
    static final class Run {
        private final NsObject root;
        private final Kernel kernel;
        private final AmlRun run;
        private int sleeps;
        private int stalls;
        private long requestedMs;

        private Run(NsObject root, Kernel kernel, AmlRun run) {
            this.root = root;
            this.kernel = kernel;
            this.run = run;
        }

        long now() {
            return kernel.now();
        }

        /** The namespace as it stands after boot. */
        NsObject root() {
            return root;
        }

        /** Evaluates PATH with integer arguments (ACPICA drops the ones a method does not declare). */
        Outcome evaluate(String path, long... args) {
            List<Long> values = new ArrayList<>();
            for (long a : args) {
                values.add(a);
            }
            AmlCall call;
            try {
                call = run.callWithIntegers(path, values);
            } catch (BadInputException e) {
                return new Outcome(null, null, "AE_NOT_FOUND", e.getMessage());
            }
            count(call);
            if (call.failed()) {
                return new Outcome(null, null, call.status(), call.error().getMessage());
            }
            AmlValue v = call.value();
            if (v instanceof AmlValue.Ref r) {
                v = r.target().read();
            }
            if (v instanceof AmlValue.Int i) {
                return new Outcome(i.value(), null, null, null);
            }
            if (v instanceof AmlValue.Pkg p) {
                List<String> refs = new ArrayList<>();
                for (AmlValue e : p.elements()) {
                    if (e instanceof AmlValue.Obj o) {
                        refs.add(o.path());
                    }
                }
                return new Outcome(null, List.copyOf(refs), null, null);
            }
            return new Outcome(null, null, null, null);
        }

        private void count(AmlCall call) {
            sleeps += (int) call.totals().sleeps();
            stalls += (int) call.totals().stalls();
            long listedRaw = 0;
            for (OsWait w : call.waits().items()) {
                if (w.isSleep()) {
                    listedRaw += w.requested();
                    requestedMs += Long.compareUnsigned(w.requested(), ACPI_MAX_SLEEP_MS) > 0 ? ACPI_MAX_SLEEP_MS : w.requested();
                }
            }
            requestedMs += call.totals().sleepRequestedMs() - listedRaw;
        }

        /** The waits since the last call of this method, and a fresh count. */
        Waits takeWaits() {
            Waits w = new Waits(sleeps, stalls, requestedMs * 1_000_000);
            sleeps = 0;
            stalls = 0;
            requestedMs = 0;
            return w;
        }
    }
}
