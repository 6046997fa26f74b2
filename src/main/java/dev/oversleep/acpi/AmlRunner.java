package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A machine's firmware as Linux has it after boot: the tables loaded as ACPICA loads them
 * ({@link TableLoader}: module-level code run where it stands), the {@code _REG} connect calls
 * made and (unless told not to) the {@code _STA}/{@code _INI} pass done, once. It then hands out
 * {@link AmlRun}s: each works on its own copy of the initialized namespace state, on a
 * {@link Kernel} and acpi_os_sleep policy of its own, so one boot serves every policy, HZ and
 * call sequence compared. This is how {@code acpi run}, {@code acpi replay}, the pm model and the
 * tests run AML.
 *
 * <p>Each boot builds its own namespace: an {@link AcpiMachine} can be booted any number of
 * times. Runs of one runner may be used from different threads, each run by one at a time.
 */
public final class AmlRunner {
    /**
     * How the firmware is booted and run.
     *
     * @param fill            the byte unset region memory reads as (acpiexec's -fv)
     * @param registers       a register script standing in for hardware, or null
     * @param registersSource where the script came from, for messages
     * @param deviceInit      run the {@code _STA}/{@code _INI} pass (off: as acpiexec -di)
     * @param trace           record every field and region access of each call
     * @param limits          bounds for untrusted AML
     * @param records         how much of each call's records is kept in lists
     * @param interpreter     whether the interpreter runs in slack mode, as Linux runs it (the default)
     */
    public record Options(int fill, RegisterScript registers, String registersSource, boolean deviceInit, boolean trace,
                          AmlLimits limits, RecordBudget records, InterpreterMode interpreter) {
        public static final Options DEFAULT = new Options(0x00, null, null, true, false, AmlLimits.DEFAULT,
                RecordBudget.DEFAULT, InterpreterMode.SLACK);

        public Options {
            if (fill < 0 || fill > 0xFF) {
                throw new IllegalArgumentException("fill is a byte, 0x00..0xFF: " + fill);
            }
            java.util.Objects.requireNonNull(interpreter, "interpreter");
        }

        public Options withFill(int b) {
            return new Options(b, registers, registersSource, deviceInit, trace, limits, records, interpreter);
        }

        public Options withRegisters(RegisterScript script, String source) {
            return new Options(fill, script, source, deviceInit, trace, limits, records, interpreter);
        }

        public Options withDeviceInit(boolean on) {
            return new Options(fill, registers, registersSource, on, trace, limits, records, interpreter);
        }

        public Options withTrace(boolean on) {
            return new Options(fill, registers, registersSource, deviceInit, on, limits, records, interpreter);
        }

        public Options withLimits(AmlLimits l) {
            return new Options(fill, registers, registersSource, deviceInit, trace, l, records, interpreter);
        }

        public Options withRecords(RecordBudget r) {
            return new Options(fill, registers, registersSource, deviceInit, trace, limits, r, interpreter);
        }

        public Options withInterpreter(InterpreterMode mode) {
            return new Options(fill, registers, registersSource, deviceInit, trace, limits, records, mode);
        }
    }

    private final AcpiMachine tables;
    private final Options options;
    private final AmlInterpreter booted;
    private final List<String> loadProblems;
    private final List<String> initFailures = new ArrayList<>();
    private boolean initialized;

    private AmlRunner(AcpiMachine tables, Options options, AmlInterpreter booted, List<String> loadProblems) {
        this.tables = tables;
        this.options = options;
        this.booted = booted;
        this.loadProblems = List.copyOf(loadProblems);
    }

    /**
     * Loads TABLES on KERNEL (Sleeps in module-level code going through POLICY), without the
     * {@code _REG} and {@code _STA}/{@code _INI} passes: the namespace as ACPICA has it after
     * loading, what {@code acpi load} reports.
     */
    public static AmlRunner load(AcpiMachine tables, Options options, Kernel kernel, AcpiOsSleepPolicy policy) {
        Namespace ns = new Namespace();
        RunState state = new RunState(ns.slotCount(), new RegionSpace(options.fill(), null));
        AmlInterpreter ctx = new AmlInterpreter(tables, ns, state, kernel, policy, options.limits(), options.records(),
                options.interpreter());
        TableLoader loader = new TableLoader(ctx);
        loader.loadAll();
        AmlRunner r = new AmlRunner(tables, options, ctx, loader.problems());
        r.initFailures.addAll(loader.failures());
        return r;
    }

    /**
     * Boots TABLES on KERNEL, Sleeps during initialization going through POLICY: {@link #load}
     * then {@link #initialize}.
     */
    public static AmlRunner boot(AcpiMachine tables, Options options, Kernel kernel, AcpiOsSleepPolicy policy) {
        return load(tables, options, kernel, policy).initialize();
    }

    /**
     * What the OS does after loading: binds the register script (a path in it that names no
     * field is bad input), runs the {@code _REG} connect calls and, if the options ask for it,
     * the {@code _STA}/{@code _INI} pass and the OS's {@code _STA} scan. Once; the records of
     * Sleeps, Notifies and Debug stores start empty afterwards, so a run reports only its own.
     */
    public synchronized AmlRunner initialize() {
        if (initialized) {
            return this;
        }
        initialized = true;
        AmlInterpreter ctx = booted;
        if (options.registers() != null) {
            ctx.state.registers = RegisterOverlay.bind(options.registers(), options.registersSource(), ctx.ns);
        }
        initFailures.addAll(RegMethods.connectAll(ctx));
        if (options.deviceInit()) {
            initFailures.addAll(DeviceInit.run(ctx));
            initFailures.addAll(DeviceScan.run(ctx));
        }
        ctx.clearRecords();
        return this;
    }

    /** {@link #load} on a virtual-time kernel of PROFILE (seeded by SEED) under the era's policy. */
    public static AmlRunner load(AcpiMachine tables, Options options, KernelProfile profile, PlatformProfile platform,
                                 long seed) {
        return load(tables, options, Kernel.virtual(profile, platform, seed), profile.acpiOsSleepDefault());
    }

    /**
     * Boots on a virtual-time kernel of PROFILE (seeded by SEED) under the era's acpi_os_sleep
     * policy: what a machine of that kernel did at boot, however a later run is timed.
     */
    public static AmlRunner boot(AcpiMachine tables, Options options, KernelProfile profile, PlatformProfile platform,
                                 long seed) {
        return load(tables, options, profile, platform, seed).initialize();
    }

    /**
     * A run on a copy of the initialized state (or, before {@link #initialize}, of the loaded
     * one), its AML waiting on KERNEL under POLICY. Passing the boot kernel continues on its
     * clock; a fresh kernel starts the run at its own time.
     */
    public AmlRun newRun(Kernel kernel, AcpiOsSleepPolicy policy) {
        synchronized (booted) {
            return new AmlRun(new AmlInterpreter(booted, kernel, policy,
                    options.trace() ? new Recorder<>(options.records().trace()) : null));
        }
    }

    /**
     * The object a user's path names, for a call: absolute or relative to the root, segments of
     * up to four characters (padded with '_', upper-cased as acpiexec does). A path that names
     * nothing, only an External declaration, or a method that exists only while another
     * method runs is refused with the reason.
     */
    public Node callable(String path) {
        String upper = path.toUpperCase(Locale.ROOT);
        if (!upper.matches("\\\\?([A-Z_][A-Z0-9_]{0,3})(\\.[A-Z_][A-Z0-9_]{0,3})*")) {
            throw new AmlPathException(path, "not an ACPI name path (segments of 1-4 characters A-Z, 0-9, _ "
                    + "separated by '.', e.g. \\_SB.PCI0._INI)");
        }
        Namespace ns = booted.ns;
        AmlName name = AmlName.parse(upper.startsWith("\\") ? upper : "\\" + upper);
        Node n = ns.lookup(ns.root(), name);
        for (int k = name.segments().size() - 1; n == null && k > 0; k--) {
            // a name inside a method's body is entered when that body is decoded
            Node prefix = ns.lookup(ns.root(), new AmlName(true, 0, name.segments().subList(0, k)));
            if (prefix != null && prefix.object() instanceof AmlMethod m) {
                m.body(ns, prefix);
                n = ns.lookup(ns.root(), name);
            }
        }
        if (n == null) {
            throw new AmlPathException(path, "no such object in these tables");
        }
        if (n.declaredOnly()) {
            throw new AmlPathException(path, "declared External but defined in none of these tables");
        }
        if (n.methodLocal()) {
            throw new AmlPathException(path, "declared inside " + n.owner.path()
                    + "'s body: it exists only while that method runs");
        }
        return n;
    }

    /** The namespace as this boot loaded it. */
    public Namespace namespace() {
        return booted.ns;
    }

    /** What the load read past or skipped, one line each (table, offset, reason), as ACPICA reports and goes on. */
    public List<String> loadProblems() {
        return loadProblems;
    }

    /** Module-level code, {@code _REG}, {@code _STA} and {@code _INI} that failed at boot (ignored, as ACPICA does). */
    public List<String> initFailures() {
        return List.copyOf(initFailures);
    }

    public AcpiMachine tables() {
        return tables;
    }

    public Options options() {
        return options;
    }
}
