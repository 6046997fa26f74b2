package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * One run's interpreter: the namespace it runs in, its own {@link RunState}, the kernel and
 * acpi_os_sleep policy its waits go through, its bounds and what it records. Terms reach all of
 * it through their frame. Every wait goes through the {@link Kernel}; call depth, operations,
 * object sizes and the bytes a call allocates are bounded, so untrusted AML cannot hang or
 * exhaust the JVM.
 */
final class AmlInterpreter {
    final AcpiMachine machine;
    final Namespace ns;
    final RunState state;
    final Kernel kernel;
    final AcpiOsSleepPolicy policy;
    final AmlLimits limits;
    final RecordBudget budget;
    final Operands operands;
    /** AML integers are 32 bits wide in these tables (read on every arithmetic result). */
    final boolean int32;
    /** The operation budget, read on every operator. */
    final long maxOperations;
    /** Interpreter slack on ({@link InterpreterMode#SLACK}): read where a rule differs. */
    final boolean slack;
    final FieldAccess fields = new FieldAccess(this);
    final NamedAccess named = new NamedAccess(this);
    /** Mutexes held and the current SyncLevel of the one thread that runs AML here. */
    final SyncLevels syncLevels = new SyncLevels();
    int depth;
    long operations;
    /**
     * Set when an AmlError left a method, or a predicate that is a call could not be valued
     * after it ({@link ControlOps#predicateValue}): module-level code then aborts its table's load.
     */
    boolean methodFailed;
    /** The method running now (for messages that have no term to point at). */
    Node running;
    private long allocated;
    private long allocatedInRun;
    private long initOperations;
    private final Recorder<OsWait> waits;
    private WaitTotals waitTotals = WaitTotals.NONE;
    private final Recorder<String> notifies;
    private final Recorder<AmlValue> debug;

    /** How many steps' worth of operations namespace initialization may spend in all. */
    static final int INIT_BUDGET_STEPS = 4;
    /**
     * How many calls' worth of operations one run's top-level calls may spend in all. A call is
     * bounded on its own; a replay or census calls many, once per policy and HZ, so a script of a
     * thousand calls of a spinning method ran for most of an hour. Calls after that fail at once.
     * On the 70 real machines of the census no run has more than two calls that end on their own
     * operation bound.
     */
    static final int RUN_BUDGET_CALLS = 10;
    /** Operations this run's top-level calls have spent ({@link #RUN_BUDGET_CALLS}). */
    private long runOperations;

    AmlInterpreter(AcpiMachine machine, Namespace ns, RunState state, Kernel kernel, AcpiOsSleepPolicy policy,
                   AmlLimits limits, RecordBudget budget, InterpreterMode mode) {
        this.machine = machine;
        this.slack = mode == InterpreterMode.SLACK;
        this.ns = ns;
        this.state = state;
        this.kernel = kernel;
        this.policy = policy;
        this.limits = limits;
        this.budget = budget;
        this.operands = new Operands(new AmlConvert(machine.integerWidth32()));
        this.int32 = operands.convert.int32();
        this.maxOperations = limits.maxOperations();
        this.waits = new Recorder<>(budget.waits());
        this.notifies = new Recorder<>(budget.notifies());
        this.debug = new Recorder<>(budget.debug());
    }

    /**
     * An interpreter over a copy of BOOTED's state on KERNEL under POLICY, its region accesses
     * traced into TRACE (null: not traced); the namespace tree and the decoded method bodies are
     * shared (nothing changes them after the load). Register rules armed at boot keep their
     * remaining delay.
     */
    AmlInterpreter(AmlInterpreter booted, Kernel kernel, AcpiOsSleepPolicy policy, Recorder<String> trace) {
        this.machine = booted.machine;
        this.ns = booted.ns;
        this.kernel = kernel;
        this.policy = policy;
        this.limits = booted.limits;
        this.budget = booted.budget;
        this.operands = booted.operands;
        this.int32 = booted.int32;
        this.maxOperations = booted.maxOperations;
        this.slack = booted.slack;
        this.waits = new Recorder<>(budget.waits());
        this.notifies = new Recorder<>(budget.notifies());
        this.debug = new Recorder<>(budget.debug());
        // the copy's references point at this interpreter, which only stores them while copying
        this.state = booted.state.copy(new StateCopy(this), booted.state.space.copy(trace),
                kernel.now() - booted.kernel.now());
    }

    /** Runs a method by path with arguments; returns what it returned (Uninitialized when no object). */
    AmlValue call(String path, List<AmlValue> args) {
        String upper = path.toUpperCase(Locale.ROOT); // acpiexec upper-cases a path it is given
        Node n = ns.lookup(ns.root(), AmlName.parse(upper.startsWith("\\") ? upper : "\\" + upper));
        if (n == null || n.declaredOnly()) {
            throw new AmlError("AE_NOT_FOUND", path);
        }
        if (n.methodLocal()) {
            // ACPICA creates an object declared in a method's body only while that runs.
            throw new AmlError("AE_NOT_FOUND", path + " is declared inside " + n.owner.path()
                    + "'s body and exists only while that method runs");
        }
        long runBudget = RUN_BUDGET_CALLS * limits.maxOperations();
        if (runOperations > runBudget) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", path + " not run: this run's calls already spent more than "
                    + runBudget + " operations");
        }
        operations = 0;
        allocated = 0;
        state.ensure(ns.slotCount());
        try {
            return guardStack(path, () -> n.kind() == Kind.METHOD ? ControlOps.invoke(this, n, args)
                    : named.read(n, null, null));
        } finally {
            runOperations += operations;
        }
    }

    /** Evaluates an object as the OS does by handle during initialization (a method runs with ARGS). */
    AmlValue evaluate(Node n, List<AmlValue> args) {
        return initStep(n.path(), () -> n.kind() == Kind.METHOD ? ControlOps.invoke(this, n, args)
                : named.read(n, null, null));
    }

    /** Runs one initialization step on a fresh operation budget, charged to the initialization's total. */
    <T> T initStep(String what, Supplier<T> step) {
        long total = INIT_BUDGET_STEPS * limits.maxOperations();
        if (initOperations > total) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", what + " not run: initialization already spent more than "
                    + total + " operations");
        }
        operations = 0;
        allocated = 0;
        state.ensure(ns.slotCount());
        try {
            return guardStack(what, step);
        } finally {
            initOperations += operations;
        }
    }

    /**
     * Runs AML with a last line of defence: the interpreter recurses with the AML (nesting is
     * bounded by the decoder and the call depth, Name initializers by a cycle check), and should
     * a hostile table still exhaust the Java stack, the run fails with ACPICA's
     * AE_STACK_OVERFLOW instead of taking the JVM with it.
     */
    private <T> T guardStack(String what, Supplier<T> run) {
        try {
            return run.get();
        } catch (StackOverflowError e) {
            throw new AmlError("AE_STACK_OVERFLOW", what + ": AML nested too deeply for the interpreter's stack");
        }
    }

    /**
     * Checks an object of SIZE units (bytes, characters or package elements, WHAT says which)
     * against the limits: no object larger than {@link AmlLimits#maxObjectBytes}, and no more
     * than {@link AmlLimits#maxCallBytes} made by one call, {@link AmlLimits#maxRunBytes} by the
     * run (an element counts 16 bytes). Beyond: AE_NO_MEMORY, as ACPICA's allocation failing.
     */
    int allocation(long size, Term at, AmlFrame f, String what) {
        if (Long.compareUnsigned(size, limits.maxObjectBytes()) > 0) {
            throw new AmlError("AE_NO_MEMORY", where(at, f) + ": " + what + " of " + Long.toUnsignedString(size)
                    + " exceeds the limit of " + limits.maxObjectBytes());
        }
        long bytes = what.startsWith("Package") ? 16 * size : size;
        allocated += bytes;
        allocatedInRun += bytes;
        if (allocated > limits.maxCallBytes() || allocatedInRun > limits.maxRunBytes()) {
            throw new AmlError("AE_NO_MEMORY", where(at, f) + ": " + what + ": more than "
                    + (allocated > limits.maxCallBytes() ? limits.maxCallBytes() + " bytes of objects made by one call"
                    : limits.maxRunBytes() + " bytes of objects made by the run"));
        }
        return (int) size;
    }

    /** The term's place, or the method running when there is no term. */
    private String where(Term at, AmlFrame f) {
        return at != null ? at.where(f) : running != null ? running.path() : "\\";
    }

    /**
     * The copy a store or a Return makes (not an argument: ACPICA passes those by reference):
     * buffers and packages by their contents,
     * charged to the allocation budget like any object made.
     */
    AmlValue copy(AmlValue v) {
        return v instanceof AmlValue.Int || v instanceof AmlValue.Str ? v : copy(v, 0);
    }

    /** Packages nested deeper than this are refused when copied (a store, a Return, Debug). */
    static final int MAX_NESTING = 256;

    private AmlValue copy(AmlValue v, int depth) {
        if (v instanceof AmlValue.Buf b) {
            allocation(b.bytes().length, null, null, "Buffer copy");
            work(b.bytes().length);
            return new AmlValue.Buf(b.bytes().clone());
        }
        if (v instanceof AmlValue.Pkg p) {
            if (depth >= MAX_NESTING) {
                throw new AmlError("AE_NO_MEMORY", "a Package nested deeper than " + MAX_NESTING + " levels is not copied");
            }
            allocation(p.elements().size(), null, null, "Package copy");
            java.util.ArrayList<AmlValue> l = new java.util.ArrayList<>(p.elements().size());
            for (AmlValue e : p.elements()) {
                l.add(copy(e, depth + 1));
            }
            return new AmlValue.Pkg(l);
        }
        return v;
    }

    /**
     * Charges work proportional to BYTES (compares, copies, conversions of big objects, wide
     * field accesses) to the operation budget, one operation per 64 bytes, so that repeating one
     * such operator cannot run for hours within the budget.
     */
    void work(long bytes) {
        charge(bytes >>> 6, "counting the bytes big operands cost");
    }

    /**
     * Charges one access unit of a field, one operation each (ACPICA moves a field unit by unit,
     * exfldio.c acpi_ex_field_datum_io): an IndexField or BankField reached through other such
     * fields costs every access it makes, so nesting them cannot multiply work past the budget.
     */
    void fieldDatum() {
        charge(1, "counting each access unit of a field");
    }

    private void charge(long ops, String counting) {
        operations += ops;
        if (operations > limits.maxOperations()) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", where(null, null) + ": more than " + limits.maxOperations()
                    + " operations (" + counting + ")");
        }
    }

    /** V cut to the integer width of these tables. */
    long mask(long v) {
        return int32 ? v & 0xFFFF_FFFFL : v;
    }

    /** A field unit's bits as an Integer when they fit the integer width, else a Buffer. */
    AmlValue fieldValue(byte[] bits, long bitLength) {
        if (bitLength <= 8L * operands.convert.integerBytes()) {
            long v = 0;
            for (int i = bits.length - 1; i >= 0; i--) {
                v = v << 8 | (bits[i] & 0xFF);
            }
            return operands.integer(v);
        }
        return new AmlValue.Buf(bits);
    }

    void recordWait(OsWait w) {
        waits.add(w);
        waitTotals = waitTotals.plus(w);
    }

    /** A Notify: LINE makes its text only while the list has room (past that, only counted). */
    void recordNotify(Supplier<String> line) {
        if (notifies.full()) {
            notifies.count();
        } else {
            notifies.add(line.get());
        }
    }

    /** A store to Debug: a snapshot, so later stores into a buffer or package do not change what was shown. */
    void recordDebug(AmlValue v) {
        if (debug.full()) {
            debug.count();
        } else {
            debug.add(copy(v));
        }
    }

    Recorded<OsWait> takeWaits() {
        return waits.take();
    }

    WaitTotals takeWaitTotals() {
        WaitTotals t = waitTotals;
        waitTotals = WaitTotals.NONE;
        return t;
    }

    Recorded<String> takeNotifies() {
        return notifies.take();
    }

    Recorded<AmlValue> takeDebug() {
        return debug.take();
    }

    /** Forgets what initialization recorded, so a run reports only its own. */
    void clearRecords() {
        waits.clear();
        waitTotals = WaitTotals.NONE;
        notifies.clear();
        debug.clear();
        state.space.clearTrace();
    }

    /** A value as acpiexec's Debug output shows it, roughly: type and contents. */
    String render(AmlValue v) {
        return ValueText.of(v, operands.convert);
    }
}
