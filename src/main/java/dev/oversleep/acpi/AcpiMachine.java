package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.input.Param;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A machine's ACPI tables, read and checked ({@link AcpiTableReader}), and what they look like
 * once loaded as ACPICA loads them with the defaults (region bytes reading 0x00, no register
 * script, a virtual kernel) in the machine's {@link InterpreterMode} (slack, Linux's, unless
 * given): the namespace, its methods, their Sleep and Stall sites. That default view is made
 * the first time it is asked for; {@link AmlRunner} boots the tables with other options into a
 * namespace of its own, so one machine can be booted any number of times.
 */
public final class AcpiMachine {
    private final List<AcpiTable> tables;
    private final List<String> readWarnings;
    private final InterpreterMode mode;
    private volatile AmlRunner loaded;
    private final Map<MethodInventory.Reach, MethodInventory> inventories = new EnumMap<>(MethodInventory.Reach.class);

    private AcpiMachine(List<AcpiTable> tables, List<String> readWarnings, InterpreterMode mode) {
        this.tables = List.copyOf(tables);
        this.readWarnings = List.copyOf(readWarnings);
        this.mode = mode;
    }

    /** FILE's tables, loaded in slack mode, as Linux boots them. */
    public static AcpiMachine load(Path file) {
        return load(file, InterpreterMode.SLACK);
    }

    /**
     * FILE's tables, their module-level code run in MODE when loaded (strict mode gives the
     * namespace acpiexec builds without {@code -es}).
     */
    public static AcpiMachine load(Path file, InterpreterMode mode) {
        List<String> warnings = new ArrayList<>();
        List<AcpiTable> tables = AcpiTableReader.read(file, warnings::add);
        return new AcpiMachine(tables, warnings, mode);
    }

    /** Raw table bytes held in memory (fuzzers, tests), named SOURCE in messages. */
    static AcpiMachine loadRaw(String source, byte[] data) {
        return new AcpiMachine(AcpiTableReader.parseRaw(source, data), List.of(), InterpreterMode.SLACK);
    }

    /** The mode the default load runs module-level code in, and that callers boot these tables in. */
    public InterpreterMode interpreterMode() {
        return mode;
    }

    /** The default load (tables loaded, module-level code run), made on first use. */
    private AmlRunner loaded() {
        AmlRunner l = loaded;
        if (l == null) {
            synchronized (this) {
                l = loaded;
                if (l == null) {
                    l = AmlRunner.load(this, AmlRunner.Options.DEFAULT.withInterpreter(mode), defaultLoadKernel(),
                            AcpiOsSleepPolicy.MSLEEP);
                    loaded = l;
                }
            }
        }
        return l;
    }

    /**
     * The kernel a default load's module-level Sleeps (rare) go through: 6.12 at HZ 250 on a
     * platform without wake-up latency, so loading needs no model file.
     */
    private static Kernel defaultLoadKernel() {
        Param none = new Param(0, "the default load's waits do not matter: only the namespace it builds does");
        PlatformProfile ideal = new PlatformProfile(PlatformProfile.SCHEMA, "ideal", "default load", new Param(1, none.source()),
                none, none, none, none);
        return Kernel.virtual(KernelProfile.of("6.12", 250), ideal, 1);
    }

    /**
     * The default load's methods, made on first use: {@link MethodInventory.Reach#SLEEP_SITES}
     * decodes only the bodies that can Sleep or Stall (all {@code acpi load} needs),
     * {@link MethodInventory.Reach#EVERY_BODY} every body, so methods declared inside them are seen.
     */
    private synchronized MethodInventory inventory(MethodInventory.Reach reach) {
        return inventories.computeIfAbsent(reach, r -> new MethodInventory(loaded().namespace(), r));
    }

    /** AML integers are 32 bits wide when the DSDT's revision is below 2 (ACPI 6.5 section 5.2.11.1). */
    public boolean integerWidth32() {
        return tables.stream().filter(t -> t.signature().equals("DSDT")).findFirst()
                .map(t -> t.revision() < 2).orElse(tables.stream().filter(AcpiTable::isDefinitionBlock)
                        .findFirst().map(t -> t.revision() < 2).orElse(false));
    }

    public List<AcpiTable> tables() {
        return tables;
    }

    /** The namespace of the default load. */
    public Namespace namespace() {
        return loaded().namespace();
    }

    /**
     * What reading and loading reported: bad checksums, and each object the load read past or
     * skipped (table, offset, reason), as ACPICA reports them and goes on.
     */
    public List<String> warnings() {
        List<String> all = new ArrayList<>(readWarnings);
        all.addAll(loaded().loadProblems());
        return all;
    }

    /** Module-level code that failed in the default load (ignored, as ACPICA ignores it). */
    public List<String> loadFailures() {
        return loaded().initFailures();
    }

    /** Methods with a body in the loaded namespace: the number ACPICA reports for these tables. */
    public int methodCount() {
        return inventory(MethodInventory.Reach.SLEEP_SITES).methodCount();
    }

    /**
     * How many arguments a method takes, for every method with a body (those declared inside
     * other methods' bodies included).
     */
    public int argCount(String methodPath) {
        Integer n = inventory(MethodInventory.Reach.SLEEP_SITES).argCounts().get(methodPath);
        if (n == null) { // maybe declared inside a body that cannot Sleep
            n = inventory(MethodInventory.Reach.EVERY_BODY).argCounts().get(methodPath);
        }
        if (n == null) {
            throw new IllegalArgumentException(methodPath + " is not a method of these tables");
        }
        return n;
    }

    /** Sleep and Stall sites by method path, for methods that have any. */
    public Map<String, List<SleepSite>> sleepSites() {
        return inventory(MethodInventory.Reach.SLEEP_SITES).sleepSites();
    }

    /** Every method with a body, in namespace order (those inside other methods' bodies after). */
    public List<Node> methods() {
        return inventory(MethodInventory.Reach.EVERY_BODY).methods();
    }

    /**
     * The object a user's path names, for a call, in the default load: absolute or relative to
     * the root, segments of up to four characters (padded with '_', upper-cased as acpiexec
     * does). A path that names nothing, only an External declaration, or a method that exists
     * only while another method runs is refused with the reason.
     */
    public Node callable(String path) {
        return loaded().callable(path);
    }

    /** The kinds a namespace of these tables holds, for reports. */
    public Map<Kind, Integer> objectCounts() {
        return namespace().counts();
    }
}
