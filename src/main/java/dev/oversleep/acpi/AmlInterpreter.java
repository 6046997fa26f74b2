package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.Map;

/**
 * Runs AML methods in virtual time. Every wait goes through the {@link Kernel}: Sleep(ms) is
 * acpi_os_sleep under a policy (clamped to ACPI_MAX_SLEEP, 2000 ms, as ACPICA does), Stall(us)
 * is udelay (above 255 us it fails with AE_AML_OPERAND_VALUE and does not stall), Timer reads
 * the timebase in 100 ns units. A While loop that runs longer than the loop timeout in virtual
 * time fails with AE_AML_LOOP_TIMEOUT; call depth, object sizes and the operations executed are
 * bounded, so untrusted AML cannot hang or exhaust the JVM.
 *
 * <p>This is the interpreter's core; its agreement with ACPICA is yet to be established by the
 * differential tests against acpiexec.
 */
final class AmlInterpreter {
    private enum Flow { NORMAL, BREAK, CONTINUE, RETURN }

    private record BufferField(AmlValue.Buf buffer, long bitOffset, long bitLength, boolean createField) {
    }

    private final AcpiMachine machine;
    private final Kernel kernel;
    private final AcpiOsSleepPolicy policy;
    private final AmlLimits limits;
    private final RecordBudget budget;
    private final AmlConvert convert;
    private final FieldAccess fields;
    private final Map<Node, AmlValue> values = new IdentityHashMap<>();
    private final Map<Node, BufferField> bufferFields = new IdentityHashMap<>();
    private final Map<Node, Integer> events = new HashMap<>();
    /** Mutexes held, with their acquisition count (a thread may acquire one it holds again). */
    private final SyncLevels syncLevels = new SyncLevels();
    private final Set<Node> evaluatingNames = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    private RegisterOverlay registers = RegisterOverlay.NONE;
    private final RegionSpace space;
    /** MethodFlags bit 3 (ACPI 6.5 section 20.2.5.2). */
    private static final int METHOD_SERIALIZED = 0x08;
    private final Recorder<OsWait> waits;
    private WaitTotals waitTotals = WaitTotals.NONE;
    private final Recorder<String> notifies;
    private final Recorder<AmlValue> debug;
    private int depth;
    private long operations;
    private long initOperations;

    /** How many steps' worth of operations namespace initialization may spend in all. */
    static final int INIT_BUDGET_STEPS = 4;

    AmlInterpreter(AcpiMachine machine, Kernel kernel, AcpiOsSleepPolicy policy, RegionSpace space, AmlLimits limits,
                   RecordBudget budget) {
        this.machine = machine;
        this.kernel = kernel;
        this.policy = policy;
        this.limits = limits;
        this.budget = budget;
        this.convert = new AmlConvert(machine.integerWidth32());
        this.fields = new FieldAccess(this, space);
        this.space = space;
        this.waits = new Recorder<>(budget.waits());
        this.notifies = new Recorder<>(budget.notifies());
        this.debug = new Recorder<>(budget.debug());
    }

    /**
     * An interpreter over a copy of BOOTED's object state (names, buffer fields, events,
     * regions, region bytes, armed register rules), running on KERNEL under POLICY. The
     * namespace tree and the decoded method bodies are shared: nothing changes them after
     * initialization. Register rules armed at boot keep their remaining delay.
     */
    AmlInterpreter(AmlInterpreter booted, Kernel kernel, AcpiOsSleepPolicy policy, RegionSpace space) {
        this(booted.machine, kernel, policy, space, booted.limits, booted.budget);
        StateCopy copy = new StateCopy(this);
        booted.values.forEach((n, v) -> values.put(n, copy.value(v)));
        booted.bufferFields.forEach((n, f) -> bufferFields.put(n, new BufferField((AmlValue.Buf) copy.value(f.buffer()),
                f.bitOffset(), f.bitLength(), f.createField())));
        events.putAll(booted.events);
        fields.copyRegions(booted.fields);
        registers = booted.registers.copy(kernel.now() - booted.kernel.now());
    }

    AcpiMachine machine() {
        return machine;
    }

    /**
     * What the OS does between loading the tables and running any method: module-level code,
     * the {@code _REG} connect calls ({@link RegMethods}), then, when asked, the
     * {@code _STA}/{@code _INI} pass ({@link DeviceInit}). The records of
     * Sleep/Stall, Notify and Debug start empty afterwards, so a run reports only its own.
     * Returns one line per failure; none of them stops the initialization. Each step (a
     * module-level term, a {@code _STA} or {@code _INI}) has the usual operation budget, and the
     * initialization as a whole {@link #INIT_BUDGET_STEPS} times that, so tables full of
     * looping {@code _INI} methods cannot multiply it without end.
     */
    List<String> initializeNamespace(boolean deviceInit) {
        initOperations = 0;
        List<String> failures = new ArrayList<>(runModuleLevelCode());
        failures.addAll(RegMethods.connectAll(this));
        if (deviceInit) {
            failures.addAll(DeviceInit.run(this));
        }
        clearRecords();
        return failures;
    }

    /**
     * Runs the tables' module-level code as ACPICA does while loading them: named objects are
     * already declared, but code outside methods (If blocks, Store, CreateXxxField) executes
     * now, in the scope it is written in. A failure there is recorded and loading goes on.
     */
    private List<String> runModuleLevelCode() {
        List<String> failures = new ArrayList<>();
        for (List<AmlNode> terms : machine.moduleCode()) {
            runModule(terms, machine.namespace().root(), failures);
        }
        return failures;
    }

    private void runModule(List<AmlNode> terms, Node scope, List<String> failures) {
        for (AmlNode t : terms) {
            switch (t.op()) {
                case "Scope", "Device", "Processor", "PowerResource", "ThermalZone" -> {
                    Node inner = machine.namespace().lookup(scope, amlName(t.value()));
                    runModule(t.args(), inner != null ? inner : scope, failures);
                }
                case "Method", "Name", "Field", "IndexField", "BankField", "External", "Mutex", "Event", "Alias",
                        "OperationRegion", "DataTableRegion" -> {
                }
                case "If" -> runModuleIf(t, scope, failures);
                default -> {
                    try {
                        initStep("module-level code", () -> execTerm(t, new AmlFrame(scope)));
                    } catch (AmlError e) {
                        failures.add("module-level code at " + t.table() + " offset 0x" + Integer.toHexString(t.offset())
                                + ": " + e.getMessage());
                    }
                }
            }
        }
    }

    AmlConvert convert() {
        return convert;
    }

    Kernel kernel() {
        return kernel;
    }

    RegionSpace space() {
        return space;
    }

    AcpiOsSleepPolicy policy() {
        return policy;
    }

    /** The Sleeps and Stalls since the last take; the record starts empty again. */
    Recorded<OsWait> takeWaits() {
        return waits.take();
    }

    /** Exact totals of the waits since the last take. */
    WaitTotals takeWaitTotals() {
        WaitTotals t = waitTotals;
        waitTotals = WaitTotals.NONE;
        return t;
    }

    Recorded<String> takeNotifies() {
        return notifies.take();
    }

    /** Debug stores as the values stored, copied at the time of the store. */
    Recorded<AmlValue> takeDebug() {
        return debug.take();
    }

    /**
     * Makes fields behave as SCRIPT (read from FILE) says, for polling loops that wait on
     * hardware; a path in it that names no field is bad input.
     */
    void useRegisters(RegisterScript script, String file) {
        registers = RegisterOverlay.bind(script, file, machine);
    }

    void recordDebug(AmlValue v) {
        debug.add(snapshot(v));
    }

    private void recordWait(OsWait w) {
        waits.add(w);
        waitTotals = waitTotals.plus(w);
    }

    /** Runs a method by path with arguments; returns what it returned (Uninitialized when no object). */
    AmlValue call(String path, List<AmlValue> args) {
        String upper = path.toUpperCase(java.util.Locale.ROOT); // acpiexec upper-cases a path it is given
        AmlName name = AmlName.parse(upper.startsWith("\\") ? upper : "\\" + upper);
        Node n = machine.namespace().lookup(machine.namespace().root(), name);
        if (n == null) {
            throw new AmlError("AE_NOT_FOUND", path);
        }
        if (n.kind() == Kind.METHOD && n.parent() != null && n.parent().kind() == Kind.METHOD) {
            // ACPICA creates a method declared in another method's body only while that runs.
            throw new AmlError("AE_NOT_FOUND", path + " is declared inside " + n.parent().path()
                    + "'s body and exists only while that method runs");
        }
        operations = 0;
        if (n.kind() != Kind.METHOD) {
            return guardStack(path, () -> readNamed(n));
        }
        return guardStack(path, () -> invoke(n, args));
    }

    /** Evaluates one object as the OS does by handle (a method runs without arguments) during initialization. */
    AmlValue evaluate(Node n) {
        return evaluate(n, List.of());
    }

    AmlValue evaluate(Node n, List<AmlValue> args) {
        return initStep(n.path(), () -> n.kind() == Kind.METHOD ? invoke(n, args) : readNamed(n));
    }

    /** Runs one initialization step on a fresh operation budget, charged to the initialization's total. */
    private <T> T initStep(String what, java.util.function.Supplier<T> step) {
        long total = INIT_BUDGET_STEPS * limits.maxOperations();
        if (initOperations > total) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", what + " not run: initialization already spent more than "
                    + total + " operations");
        }
        operations = 0;
        try {
            return guardStack(what, step);
        } finally {
            initOperations += operations;
        }
    }

    /**
     * Runs AML with a last line of defence: the interpreter recurses with the AML (nesting is
     * bounded by the parser and the call depth, Name initializers by a cycle check), and should a
     * hostile table still exhaust the Java stack, the run fails with ACPICA's AE_STACK_OVERFLOW
     * instead of taking the JVM with it.
     */
    private <T> T guardStack(String what, java.util.function.Supplier<T> run) {
        try {
            return run.get();
        } catch (StackOverflowError e) {
            throw new AmlError("AE_STACK_OVERFLOW", what + ": AML nested too deeply for the interpreter's stack");
        }
    }

    private void clearRecords() {
        waits.clear();
        waitTotals = WaitTotals.NONE;
        notifies.clear();
        debug.clear();
        space.clearTrace();
    }

    private AmlValue invoke(Node method, List<AmlValue> args) {
        if (method.definition() == OsiInterfaces.class) {
            return osi(args);
        }
        if (!(method.definition() instanceof AmlParser.MethodBody body)) {
            throw new AmlError("AE_NOT_FOUND", method.path() + " is declared External but defined nowhere");
        }
        if (++depth > limits.maxCallDepth()) {
            depth--;
            throw new AmlError("AE_AML_METHOD_LIMIT", method.path() + " nests deeper than " + limits.maxCallDepth());
        }
        boolean serialized = false;
        try {
            if ((body.flags() & METHOD_SERIALIZED) != 0) {
                syncLevels.acquire(method, body.flags() >> 4 & 0x0F, method.path() + " (Serialized)");
                serialized = true;
            }
            AmlFrame f = new AmlFrame(method);
            for (int i = 0; i < Math.min(args.size(), body.argCount()); i++) {
                f.args[i] = args.get(i);
            }
            exec(machine.body(method), f);
            return f.result;
        } finally {
            if (serialized) {
                syncLevels.exitMethod(method);
            }
            if (--depth == 0) {
                syncLevels.releaseAll();
            }
        }
    }

    /** {@code \_OSI}: a String argument or AE_TYPE (utosi.c, acpi_ut_osi_implementation). */
    private AmlValue osi(List<AmlValue> args) {
        if (args.isEmpty() || !(args.get(0) instanceof AmlValue.Str s)) {
            throw new AmlError("AE_TYPE", "\\_OSI takes a String argument");
        }
        return integer(OsiInterfaces.supported(s.value()) ? OsiInterfaces.SUPPORTED : 0);
    }

    private Flow exec(List<AmlNode> terms, AmlFrame f) {
        for (AmlNode t : terms) {
            Flow flow = execTerm(t, f);
            if (flow != Flow.NORMAL) {
                return flow;
            }
        }
        return Flow.NORMAL;
    }

    private Flow execTerm(AmlNode t, AmlFrame f) {
        if (++operations > limits.maxOperations()) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", where(t, f) + ": more than " + limits.maxOperations() + " operations");
        }
        switch (t.op()) {
            case "If": {
                boolean cond = evalInt(t.args().get(0), f) != 0;
                if (cond) {
                    return exec(t.args().get(1).args(), f);
                }
                return t.args().size() > 2 ? exec(t.args().get(2).args(), f) : Flow.NORMAL;
            }
            case "Else":
                return Flow.NORMAL;
            case "While": {
                long start = kernel.now();
                List<AmlNode> body = t.args().subList(1, t.args().size());
                while (evalInt(t.args().get(0), f) != 0) {
                    Flow flow = exec(body, f);
                    if (flow == Flow.BREAK) {
                        break;
                    }
                    if (flow == Flow.RETURN) {
                        return flow;
                    }
                    if (kernel.now() - start > limits.loopTimeoutNs()) {
                        throw new AmlError("AE_AML_LOOP_TIMEOUT", where(t, f));
                    }
                    if (++operations > limits.maxOperations()) {
                        throw new AmlError("AE_AML_LOOP_TIMEOUT", where(t, f) + ": more than " + limits.maxOperations()
                                + " operations");
                    }
                }
                return Flow.NORMAL;
            }
            case "Break":
                return Flow.BREAK;
            case "Continue":
                return Flow.CONTINUE;
            case "Return":
                f.result = copy(eval(t.args().get(0), f));
                return Flow.RETURN;
            case "OperationRegion": {
                // a region declared in a method takes its address and length when it executes
                Node region = machine.namespace().lookup(f.method, (AmlName) t.args().get(0).value());
                fields.define(region, t.args().get(1).integer().intValue(), evalInt(t.args().get(2), f),
                        evalInt(t.args().get(3), f));
                return Flow.NORMAL;
            }
            case "Noop", "Method", "External", "BreakPoint", "Field", "IndexField", "BankField", "Mutex", "Event",
                    "Scope", "Device", "Processor", "PowerResource", "ThermalZone", "Alias", "DataTableRegion":
                return Flow.NORMAL;
            case "Name":
                values.put(machine.namespace().lookup(f.method, amlName(t.value())), copy(eval(t.args().get(0), f)));
                return Flow.NORMAL;
            case "Call":
                invoke(lookup(t, f), evalArgs(t, f));
                return Flow.NORMAL;
            default:
                eval(t, f);
                return Flow.NORMAL;
        }
    }

    /**
     * A module-level If: ACPICA creates the objects declared in a block only when the block
     * executes at load (the 9380's SSDT declares RP02's PXP power resource under
     * {@code If (\_SB.PCI0.RP02.PXSX.WWST ())}). The parser declared both branches; the
     * branch not taken, or both when the predicate fails, is taken out of the namespace again.
     */
    private void runModuleIf(AmlNode t, Node scope, List<String> failures) {
        List<AmlNode> then = t.args().get(1).args();
        List<AmlNode> otherwise = t.args().size() > 2 ? t.args().get(2).args() : List.of();
        Boolean taken;
        try {
            taken = initStep("module-level If", () -> evalInt(t.args().get(0), new AmlFrame(scope)) != 0);
        } catch (AmlError e) {
            failures.add("module-level code at " + t.table() + " offset 0x" + Integer.toHexString(t.offset()) + ": "
                    + e.getMessage());
            taken = null;
        }
        List<Node> kept = new ArrayList<>();
        if (taken != null) {
            declaredBy(taken ? then : otherwise, scope, kept);
            runModule(taken ? then : otherwise, scope, failures);
        }
        List<Node> dropped = new ArrayList<>();
        if (taken == null || !taken) {
            declaredBy(then, scope, dropped);
        }
        if (taken == null || taken) {
            declaredBy(otherwise, scope, dropped);
        }
        dropped.stream().filter(n -> !kept.contains(n)).forEach(machine.namespace()::remove);
    }

    /** The namespace objects a block of module-level terms declares (Scope bodies included). */
    private void declaredBy(List<AmlNode> terms, Node scope, List<Node> out) {
        for (AmlNode t : terms) {
            switch (t.op()) {
                case "Scope" -> {
                    Node inner = machine.namespace().lookup(scope, amlName(t.value()));
                    if (inner != null) {
                        declaredBy(t.args(), inner, out);
                    }
                }
                case "Device", "Processor", "PowerResource", "ThermalZone", "Name", "Method" -> {
                    Node n = declaredIn(scope, t.value());
                    if (n != null) {
                        out.add(n);
                    }
                }
                case "Mutex", "Event", "OperationRegion", "DataTableRegion" -> {
                    Node n = declaredIn(scope, t.args().get(0).value());
                    if (n != null) {
                        out.add(n);
                    }
                }
                case "If" -> {
                    declaredBy(t.args().get(1).args(), scope, out);
                    if (t.args().size() > 2) {
                        declaredBy(t.args().get(2).args(), scope, out);
                    }
                }
                default -> {
                }
            }
        }
    }

    /** A declared name, resolved without the upward search that references use. */
    private Node declaredIn(Node scope, Object name) {
        AmlName n = amlName(name);
        return n.searchesUpward() ? scope.child(n.segments().get(0)) : machine.namespace().lookup(scope, n);
    }

    private static AmlName amlName(Object v) {
        return AmlName.parse(String.valueOf(v));
    }

    private String where(AmlNode t, AmlFrame f) {
        return (f == null ? "\\" : f.method.path()) + " (" + t.table() + " offset 0x" + Integer.toHexString(t.offset()) + ")";
    }

    /** Evaluates an expression outside any method (a region's offset, a bank value) in a scope. */
    long evalInt(AmlNode n, Node scope) {
        return evalInt(n, new AmlFrame(scope));
    }

    private long evalInt(AmlNode n, AmlFrame f) {
        return convert.toInt(eval(n, f), where(n, f));
    }

    private AmlValue integer(long v) {
        return new AmlValue.Int(convert.mask(v));
    }

    private AmlValue bool(boolean b) {
        return integer(b ? convert.ones() : 0);
    }

    /** Values are copied when stored or returned; buffers and packages by their contents. */
    private static AmlValue copy(AmlValue v) {
        return AmlValues.copy(v);
    }

    private AmlValue eval(AmlNode n, AmlFrame f) {
        if (++operations > limits.maxOperations()) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", where(n, f) + ": more than " + limits.maxOperations() + " operations");
        }
        List<AmlNode> a = n.args();
        String w = where(n, f);
        switch (n.op()) {
            case "Integer":
                return integer((Long) n.value());
            case "Ones":
                return integer(-1);
            case "String":
                return new AmlValue.Str((String) n.value());
            case "Revision":
                return integer(2);
            case "Timer":
                return integer(kernel.now() / 100);
            case "Debug":
                return AmlValue.UNINITIALIZED;
            case "Local":
                return local(f, (int) (long) (Long) n.value(), w);
            case "Arg":
                return arg(f, (int) (long) (Long) n.value(), w);
            case "Buffer": {
                long size = evalInt(a.get(0), f);
                byte[] init = (byte[]) n.value();
                if (Long.compareUnsigned(size, limits.maxObjectBytes()) > 0) {
                    throw new AmlError("AE_NO_MEMORY", w + ": buffer of " + Long.toUnsignedString(size) + " bytes");
                }
                return new AmlValue.Buf(Arrays.copyOf(init, (int) Math.max(size, init.length)));
            }
            case "Package":
            case "VarPackage": {
                long size = evalInt(a.get(0), f);
                if (Long.compareUnsigned(size, limits.maxObjectBytes()) > 0) {
                    throw new AmlError("AE_NO_MEMORY", w + ": package of " + size + " elements");
                }
                AmlValue.Pkg p = AmlValue.Pkg.of((int) Math.max(size, a.size() - 1));
                for (int i = 1; i < a.size(); i++) {
                    AmlNode e = a.get(i);
                    // A method named in a package is a reference to it, not a call.
                    Node named = e.op().equals("NameRef") ? lookup(e, f) : null;
                    p.elements().set(i - 1, named != null && named.kind() == Kind.METHOD
                            ? new AmlValue.Obj(named.path(), 8) : eval(e, f));
                }
                return p;
            }
            case "NameRef":
                return readNamed(lookup(n, f));
            case "Call": {
                AmlValue r = invoke(lookup(n, f), evalArgs(n, f));
                if (r instanceof AmlValue.Uninitialized) {
                    throw new AmlError("AE_AML_NO_RETURN_VALUE", w + ": " + n.value() + " returned no object");
                }
                return r;
            }
            case "Store": {
                AmlValue v = eval(a.get(0), f);
                store(a.get(1), v, f);
                return v;
            }
            case "CopyObject": {
                AmlValue v = eval(a.get(0), f);
                AmlNode target = a.get(1);
                if (target.op().equals("NameRef") && lookup(target, f).kind() == Kind.NAME) {
                    values.put(lookup(target, f), copy(deref(v)));
                } else {
                    store(target, v, f);
                }
                return v;
            }
            case "Add", "Subtract", "Multiply", "ShiftLeft", "ShiftRight", "And", "NAnd", "Or", "NOr", "XOr", "Mod": {
                long x = evalInt(a.get(0), f);
                long y = evalInt(a.get(1), f);
                long r = switch (n.op()) {
                    case "Add" -> x + y;
                    case "Subtract" -> x - y;
                    case "Multiply" -> x * y;
                    case "ShiftLeft" -> y >= 64 ? 0 : x << y;
                    case "ShiftRight" -> y >= 64 ? 0 : x >>> y;
                    case "And" -> x & y;
                    case "NAnd" -> ~(x & y);
                    case "Or" -> x | y;
                    case "NOr" -> ~(x | y);
                    case "XOr" -> x ^ y;
                    default -> {
                        if (y == 0) {
                            throw new AmlError("AE_AML_DIVIDE_BY_ZERO", w);
                        }
                        yield Long.remainderUnsigned(x, y);
                    }
                };
                return storeResult(a.get(2), integer(r), f);
            }
            case "Divide": {
                long x = evalInt(a.get(0), f);
                long y = evalInt(a.get(1), f);
                if (y == 0) {
                    throw new AmlError("AE_AML_DIVIDE_BY_ZERO", w);
                }
                storeResult(a.get(2), integer(Long.remainderUnsigned(x, y)), f);
                return storeResult(a.get(3), integer(Long.divideUnsigned(x, y)), f);
            }
            case "Not":
                return storeResult(a.get(1), integer(~evalInt(a.get(0), f)), f);
            case "FindSetLeftBit": {
                long x = evalInt(a.get(0), f);
                return storeResult(a.get(1), integer(x == 0 ? 0 : 64 - Long.numberOfLeadingZeros(x)), f);
            }
            case "FindSetRightBit": {
                long x = evalInt(a.get(0), f);
                return storeResult(a.get(1), integer(x == 0 ? 0 : Long.numberOfTrailingZeros(x) + 1), f);
            }
            case "Increment", "Decrement": {
                long x = convert.toInt(eval(a.get(0), f), w);
                AmlValue r = integer(n.op().equals("Increment") ? x + 1 : x - 1);
                store(a.get(0), r, f);
                return r;
            }
            case "LAnd":
                return bool(evalInt(a.get(0), f) != 0 & evalInt(a.get(1), f) != 0);
            case "LOr":
                return bool(evalInt(a.get(0), f) != 0 | evalInt(a.get(1), f) != 0);
            case "LNot":
                return bool(evalInt(a.get(0), f) == 0);
            case "LEqual":
                return bool(convert.compare(eval(a.get(0), f), eval(a.get(1), f), w) == 0);
            case "LGreater":
                return bool(convert.compare(eval(a.get(0), f), eval(a.get(1), f), w) > 0);
            case "LLess":
                return bool(convert.compare(eval(a.get(0), f), eval(a.get(1), f), w) < 0);
            case "ToInteger":
                return storeResult(a.get(1), integer(evalInt(a.get(0), f)), f);
            case "ToBuffer":
                return storeResult(a.get(1), new AmlValue.Buf(convert.toBuffer(eval(a.get(0), f), w).clone()), f);
            case "ToHexString": {
                AmlValue v = eval(a.get(0), f);
                String s = v instanceof AmlValue.Str str ? str.value()
                        : v instanceof AmlValue.Int i ? convert.toStr(i, w) : hexList(convert.toBuffer(v, w));
                return storeResult(a.get(1), new AmlValue.Str(s), f);
            }
            case "ToDecimalString": {
                AmlValue v = eval(a.get(0), f);
                String s = v instanceof AmlValue.Str str ? str.value()
                        : v instanceof AmlValue.Int i ? Long.toUnsignedString(convert.mask(i.value()))
                        : decList(convert.toBuffer(v, w));
                return storeResult(a.get(1), new AmlValue.Str(s), f);
            }
            case "ToString": {
                byte[] b = convert.toBuffer(eval(a.get(0), f), w);
                long max = evalInt(a.get(1), f);
                int len = 0;
                while (len < b.length && b[len] != 0 && Long.compareUnsigned(len, max) < 0) {
                    len++;
                }
                return storeResult(a.get(2), new AmlValue.Str(new String(b, 0, len, java.nio.charset.StandardCharsets.ISO_8859_1)), f);
            }
            case "ConcatenateResTemplate": {
                byte[] x = resourceBody(eval(a.get(0), f), w);
                byte[] y = resourceBody(eval(a.get(1), f), w);
                byte[] out = java.util.Arrays.copyOf(x, x.length + y.length + 2);
                System.arraycopy(y, 0, out, x.length, y.length);
                out[out.length - 2] = (byte) END_TAG;
                out[out.length - 1] = 0; // checksum 0: "treat as correct" (ACPI 6.5 section 6.4.2.9)
                return storeResult(a.get(2), new AmlValue.Buf(out), f);
            }
            case "Concatenate": {
                AmlValue x = eval(a.get(0), f);
                AmlValue y = eval(a.get(1), f);
                AmlValue r;
                if (x instanceof AmlValue.Str s) {
                    r = new AmlValue.Str(s.value() + convert.toStr(y, w));
                } else {
                    byte[] bx = convert.toBuffer(x, w);
                    byte[] by = convert.toBuffer(y, w);
                    byte[] out = Arrays.copyOf(bx, bx.length + by.length);
                    System.arraycopy(by, 0, out, bx.length, by.length);
                    r = new AmlValue.Buf(out);
                }
                return storeResult(a.get(2), r, f);
            }
            case "Mid": {
                AmlValue src = eval(a.get(0), f);
                long idx = evalInt(a.get(1), f);
                long len = evalInt(a.get(2), f);
                AmlValue r;
                // Index and Length are unsigned: past the end is an empty result, not a negative index.
                if (src instanceof AmlValue.Str s) {
                    int from = unsignedMin(idx, s.value().length());
                    r = new AmlValue.Str(s.value().substring(from, from + unsignedMin(len, s.value().length() - from)));
                } else {
                    byte[] b = convert.toBuffer(src, w);
                    int from = unsignedMin(idx, b.length);
                    r = new AmlValue.Buf(Arrays.copyOfRange(b, from, from + unsignedMin(len, b.length - from)));
                }
                return storeResult(a.get(3), r, f);
            }
            case "SizeOf": {
                AmlValue v = deref(eval(a.get(0), f));
                long size = v instanceof AmlValue.Str s ? s.value().length() : v instanceof AmlValue.Buf b
                        ? b.bytes().length : v instanceof AmlValue.Pkg p ? p.elements().size() : -1;
                if (size < 0) {
                    throw new AmlError("AE_AML_OPERAND_TYPE", w + ": SizeOf " + AmlConvert.describe(v));
                }
                return integer(size);
            }
            case "ObjectType":
                return integer(objectType(a.get(0), f));
            case "RefOf":
                return new AmlValue.Ref(location(a.get(0), f));
            case "CondRefOf": {
                AmlNode target = a.get(0);
                if (target.op().equals("NameRef")) {
                    Node found = machine.namespace().lookup(f.method, amlName(target.value()));
                    if (found == null || found.declaredOnly()) {
                        return integer(0);
                    }
                }
                storeResult(a.get(1), new AmlValue.Ref(location(target, f)), f);
                return bool(true);
            }
            case "DerefOf": {
                AmlValue v = deref(eval(a.get(0), f));
                if (v instanceof AmlValue.Uninitialized) {
                    throw new AmlError("AE_AML_UNINITIALIZED_ELEMENT", w + ": DerefOf an element never stored to");
                }
                return v;
            }
            case "Index":
                return storeResult(a.get(2), new AmlValue.Ref(indexOperand(n, f, w)), f);
            case "CreateDWordField", "CreateWordField", "CreateByteField", "CreateBitField", "CreateQWordField",
                    "CreateField":
                return createField(n, f);
            case "Notify":
                notifies.add(objectName(a.get(0), f) + " " + String.format("0x%X", evalInt(a.get(1), f)));
                return AmlValue.ZERO;
            case "Sleep": {
                long ms = evalInt(a.get(0), f);
                long clamped = Long.compareUnsigned(ms, 2000) > 0 ? 2000 : ms; // AML integers are unsigned
                long t0 = kernel.now();
                policy.sleep(kernel, clamped);
                recordWait(new OsWait("Sleep", f.method.path(), ms, kernel.now() - t0));
                return AmlValue.ZERO;
            }
            case "Stall": {
                long us = evalInt(a.get(0), f);
                if (Long.compareUnsigned(us, 255) > 0) {
                    recordWait(new OsWait("Stall", f.method.path(), us, 0));
                    throw new AmlError("AE_AML_OPERAND_VALUE", w + ": Stall(" + us + ") exceeds 255 us");
                }
                long t0 = kernel.now();
                kernel.udelay(us);
                recordWait(new OsWait("Stall", f.method.path(), us, kernel.now() - t0));
                return AmlValue.ZERO;
            }
            case "Acquire": {
                // One thread runs AML here: a free mutex is acquired at once and one this thread
                // holds is acquired again (ACPICA allows recursion); Acquire returns Zero (success).
                Node m = lookup(a.get(0), f);
                syncLevels.acquire(m, m.definition() instanceof Integer level ? level : 0, w + ": Acquire " + m.path());
                return integer(0);
            }
            case "Release": {
                Node m = lookup(a.get(0), f);
                syncLevels.release(m, w + ": Release " + m.path());
                return AmlValue.ZERO;
            }
            case "Reset":
                events.put(lookup(a.get(0), f), 0);
                return AmlValue.ZERO;
            case "Match": {
                AmlValue pkg = deref(eval(a.get(0), f));
                if (!(pkg instanceof AmlValue.Pkg p)) {
                    throw new AmlError("AE_AML_OPERAND_TYPE", w + ": Match needs a Package");
                }
                int op1 = (int) (long) a.get(1).integer();
                AmlValue v1 = eval(a.get(2), f);
                int op2 = (int) (long) a.get(3).integer();
                AmlValue v2 = eval(a.get(4), f);
                long start = evalInt(a.get(5), f);
                if (Long.compareUnsigned(start, p.elements().size()) >= 0) {
                    throw new AmlError("AE_AML_PACKAGE_LIMIT", w + ": Match starts at " + Long.toUnsignedString(start)
                            + " of " + p.elements().size());
                }
                for (long i = start; i < p.elements().size(); i++) {
                    AmlValue e = p.elements().get((int) i);
                    if (matches(e, op1, v1, w) && matches(e, op2, v2, w)) {
                        return integer(i);
                    }
                }
                return integer(-1);
            }
            case "FromBCD": {
                long bcd = evalInt(a.get(0), f);
                long r = 0;
                for (int shift = 60; shift >= 0; shift -= 4) {
                    long d = bcd >>> shift & 0xF;
                    if (d > 9) {
                        throw new AmlError("AE_AML_NUMERIC_OVERFLOW", w + ": not a BCD digit");
                    }
                    r = r * 10 + d;
                }
                return storeResult(a.get(1), integer(r), f);
            }
            case "ToBCD": {
                long x = evalInt(a.get(0), f);
                long r = 0;
                for (int shift = 0; x != 0; shift += 4) {
                    if (shift >= 64) {
                        throw new AmlError("AE_AML_NUMERIC_OVERFLOW", w + ": too large for BCD");
                    }
                    r |= Long.remainderUnsigned(x, 10) << shift;
                    x = Long.divideUnsigned(x, 10);
                }
                return storeResult(a.get(1), integer(r), f);
            }
            case "Signal":
                events.merge(lookup(a.get(0), f), 1, Integer::sum);
                return AmlValue.ZERO;
            case "Wait": {
                Node e = lookup(a.get(0), f);
                long timeout = evalInt(a.get(1), f);
                int count = events.getOrDefault(e, 0);
                if (count > 0) {
                    events.put(e, count - 1);
                    return integer(0);
                }
                if (Long.compareUnsigned(timeout, 0xFFFF) >= 0) {
                    throw new AmlError("AE_AML_LOOP_TIMEOUT", w + ": waits forever on " + e.path() + ", which nothing signals");
                }
                kernel.idle(timeout * 1_000_000);
                return bool(true);
            }
            case "Load", "LoadTable", "Unload":
                throw new AmlError("AE_SUPPORT", w + ": " + n.op() + " is refused (tables are loaded only from the command line)");
            case "Fatal":
                // ACPICA hands Fatal to the OS (acpi_os_signal, ACPI_SIGNAL_FATAL) and goes on;
                // Linux only logs "Fatal opcode executed" (drivers/acpi/osl.c).
                evalInt(a.get(0), f);
                evalInt(a.get(1), f);
                evalInt(a.get(2), f);
                return AmlValue.ZERO;
            default:
                throw new AmlError("AE_SUPPORT", w + ": " + n.op() + " is not implemented yet");
        }
    }

    /**
     * Match's comparisons (ACPI 6.x 19.6.81): MTR (always), MEQ, MLE, MLT, MGE, MGT, against an
     * element converted to the operand's type; elements that cannot convert never match.
     */
    private boolean matches(AmlValue element, int op, AmlValue operand, String w) {
        if (op == 0) {
            return true;
        }
        if (!(element instanceof AmlValue.Int || element instanceof AmlValue.Str || element instanceof AmlValue.Buf)) {
            return false;
        }
        int c = convert.compare(element, operand, w);
        return switch (op) {
            case 1 -> c == 0;
            case 2 -> c <= 0;
            case 3 -> c < 0;
            case 4 -> c >= 0;
            case 5 -> c > 0;
            default -> throw new AmlError("AE_AML_OPERAND_VALUE", w + ": Match opcode " + op);
        };
    }

    private List<AmlValue> evalArgs(AmlNode call, AmlFrame f) {
        List<AmlValue> args = new ArrayList<>(call.args().size());
        for (AmlNode x : call.args()) {
            args.add(copy(eval(x, f)));
        }
        return args;
    }

    private static String hexList(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(i == 0 ? "" : ",").append(String.format("0x%02X", b[i] & 0xFF));
        }
        return sb.toString();
    }

    private static String decList(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length; i++) {
            sb.append(i == 0 ? "" : ",").append(b[i] & 0xFF);
        }
        return sb.toString();
    }

    private AmlValue local(AmlFrame f, int i, String w) {
        if (f.locals[i] instanceof AmlValue.Uninitialized) {
            throw new AmlError("AE_AML_UNINITIALIZED_LOCAL", w + ": Local" + i);
        }
        return f.locals[i];
    }

    private AmlValue arg(AmlFrame f, int i, String w) {
        if (f.args[i] instanceof AmlValue.Uninitialized) {
            throw new AmlError("AE_AML_UNINITIALIZED_ARG", w + ": Arg" + i);
        }
        return f.args[i];
    }

    private Node lookup(AmlNode n, AmlFrame f) {
        String p = String.valueOf(n.value());
        Node node = machine.namespace().lookup(f.method, amlName(p));
        if (node == null) {
            throw new AmlError("AE_NOT_FOUND", where(n, f) + ": " + p);
        }
        if (node.declaredOnly() && !node.children().iterator().hasNext()) {
            throw new AmlError("AE_NOT_FOUND", where(n, f) + ": " + p + " is declared External but defined nowhere");
        }
        return node;
    }

    private String objectName(AmlNode n, AmlFrame f) {
        return n.op().equals("NameRef") ? lookup(n, f).path() : n.toString();
    }

    private int objectType(AmlNode n, AmlFrame f) {
        if (n.op().equals("NameRef")) {
            Node node = lookup(n, f);
            return switch (node.kind()) {
                case FIELD -> 5;
                case DEVICE -> 6;
                case EVENT -> 7;
                case METHOD -> 8;
                case MUTEX -> 9;
                case OPERATION_REGION -> 10;
                case POWER_RESOURCE -> 11;
                case PROCESSOR -> 12;
                case THERMAL_ZONE -> 13;
                case BUFFER_FIELD -> 14;
                case NAME -> readNamed(node).objectType();
                default -> 0;
            };
        }
        if (n.op().equals("Local") && f.locals[(int) (long) (Long) n.value()] instanceof AmlValue.Uninitialized) {
            return 0;
        }
        return deref(eval(n, f)).objectType();
    }

    private AmlValue deref(AmlValue v) {
        return v instanceof AmlValue.Ref r ? r.target().read() : v;
    }

    /**
     * A Name's value, evaluated from its initializer on first use. Real tables initialize a
     * Name with data; a hostile one can make the initializer read the Name itself, which is
     * refused instead of recursing (found by the fuzzer).
     */
    private AmlValue nameValue(Node n) {
        AmlValue v = values.get(n);
        if (v != null) {
            return v;
        }
        if (!evaluatingNames.add(n)) {
            throw new AmlError("AE_AML_OPERAND_TYPE", n.path() + ": its initial value refers to itself");
        }
        try {
            v = eval((AmlNode) n.definition(), new AmlFrame(n.parent()));
        } finally {
            evaluatingNames.remove(n);
        }
        values.putIfAbsent(n, v);
        return values.get(n);
    }

    /** Reads a named object: a Name's value, a field unit, a buffer field, or the object itself. */
    AmlValue readNamed(Node n) {
        return switch (n.kind()) {
            case NAME -> nameValue(n);
            case FIELD -> {
                java.util.Optional<AmlValue> scripted = registers.read(n, kernel.now());
                AmlValue v = scripted.orElseGet(() -> fields.read(n, (FieldDef) n.definition()));
                if (space.tracing()) {
                    space.note(String.format("field %s read %s%s at %.3f ms", n.path(), render(v),
                            scripted.isPresent() ? " (register script)" : "", kernel.now() / 1e6));
                }
                yield v;
            }
            case BUFFER_FIELD -> readBufferField(n);
            case METHOD -> invoke(n, List.of());
            case ALIAS -> readNamed(lookup(AmlNode.leaf("NameRef", n.definition(), "alias", 0), new AmlFrame(n.parent())));
            default -> new AmlValue.Obj(n.path(), objectTypeOf(n));
        };
    }

    private static int objectTypeOf(Node n) {
        return switch (n.kind()) {
            case DEVICE -> 6;
            case EVENT -> 7;
            case MUTEX -> 9;
            case OPERATION_REGION -> 10;
            case POWER_RESOURCE -> 11;
            case PROCESSOR -> 12;
            case THERMAL_ZONE -> 13;
            default -> 0;
        };
    }

    /** Writes a named object, converting to a field's or buffer field's width. */
    void writeNamed(Node n, AmlValue v) {
        switch (n.kind()) {
            case FIELD -> {
                fields.write(n, (FieldDef) n.definition(), v);
                if (space.tracing()) {
                    space.note(String.format("field %s write %s at %.3f ms", n.path(), render(v), kernel.now() / 1e6));
                }
                if (v instanceof AmlValue.Int written) {
                    registers.written(n, written.value(), kernel.now());
                }
            }
            case BUFFER_FIELD -> writeBufferField(n, v);
            default -> values.put(n, n.kind() == Kind.NAME ? convertToTarget(readNamed(n), v, n.path()) : copy(v));
        }
    }

    /**
     * Store's implicit conversion to a named object's type (ACPICA exstore.c): a named Integer
     * stays an Integer, a String a String, a Buffer keeps its length (the new bytes truncated or
     * zero-padded). Other targets take the value as it is. CopyObject does not convert.
     */
    private AmlValue convertToTarget(AmlValue current, AmlValue v, String where) {
        if (current instanceof AmlValue.Int && !(v instanceof AmlValue.Int)) {
            return integer(convert.toInt(v, where));
        }
        if (current instanceof AmlValue.Str && !(v instanceof AmlValue.Str)) {
            return new AmlValue.Str(convert.toStr(v, where));
        }
        if (current instanceof AmlValue.Buf cur) {
            byte[] src = convert.toBuffer(v, where);
            return new AmlValue.Buf(Arrays.copyOf(src, cur.bytes().length));
        }
        return copy(v);
    }

    /** A field unit's bits as an Integer when they fit the integer width, else a Buffer. */
    AmlValue fieldValue(byte[] bits, long bitLength) {
        if (bitLength <= 8L * convert.integerBytes()) {
            long v = 0;
            for (int i = bits.length - 1; i >= 0; i--) {
                v = v << 8 | (bits[i] & 0xFF);
            }
            return integer(v);
        }
        return new AmlValue.Buf(bits);
    }

    private AmlValue createField(AmlNode n, AmlFrame f) {
        List<AmlNode> a = n.args();
        AmlValue src = eval(a.get(0), f);
        // ACPICA resolves the source as ARGI_BUFFER (exresop.c): an Integer or String is
        // converted to a new buffer, which the field then reads and writes.
        AmlValue.Buf buf = src instanceof AmlValue.Buf b ? b
                : new AmlValue.Buf(convert.toBuffer(deref(src), where(n, f) + ": " + n.op()));
        long index = evalInt(a.get(1), f);
        long bitOffset;
        long bits;
        AmlName name;
        switch (n.op()) {
            case "CreateBitField" -> {
                bitOffset = index;
                bits = 1;
            }
            case "CreateField" -> {
                bitOffset = index;
                bits = evalInt(a.get(2), f);
            }
            default -> {
                bitOffset = index * 8;
                bits = switch (n.op()) {
                    case "CreateByteField" -> 8;
                    case "CreateWordField" -> 16;
                    case "CreateDWordField" -> 32;
                    default -> 64;
                };
            }
        }
        name = (AmlName) a.get(a.size() - 1).value();
        if (bits == 0) {
            throw new AmlError("AE_AML_OPERAND_VALUE", where(n, f) + ": CreateField of zero bits");
        }
        long limit = 8L * buf.bytes().length;
        if (Long.compareUnsigned(index, limit) >= 0 || Long.compareUnsigned(bits, limit) > 0
                || Long.compareUnsigned(bitOffset, limit) >= 0 || bitOffset + bits > limit) {
            throw new AmlError("AE_AML_BUFFER_LIMIT", where(n, f) + ": field past the end of a " + buf.bytes().length
                    + "-byte buffer");
        }
        // the parser declared the name when it decoded the body; the namespace is not changed here
        Node node = declaredIn(f.method, name);
        if (node == null || node.kind() != Kind.BUFFER_FIELD) {
            node = machine.namespace().declare(f.method, name, Kind.BUFFER_FIELD, 0, null, false);
        }
        bufferFields.put(node, new BufferField(buf, bitOffset, bits, n.op().equals("CreateField")));
        return AmlValue.ZERO;
    }

    private AmlValue readBufferField(Node n) {
        BufferField bf = bufferFields.get(n);
        if (bf == null) {
            throw new AmlError("AE_AML_UNINITIALIZED_ELEMENT", n.path() + " has not been created yet");
        }
        byte[] out = new byte[(int) ((bf.bitLength() + 7) / 8)];
        for (long i = 0; i < bf.bitLength(); i++) {
            long b = bf.bitOffset() + i;
            if ((bf.buffer().bytes()[(int) (b / 8)] >>> (b % 8) & 1) != 0) {
                out[(int) (i / 8)] |= (byte) (1 << (i % 8));
            }
        }
        // A CreateField unit always reads as a Buffer, whatever its width (ACPICA exfield.c,
        // acpi_ex_read_data_from_field, since 20190509 for Windows compatibility).
        return bf.createField() ? new AmlValue.Buf(out) : fieldValue(out, bf.bitLength());
    }

    private void writeBufferField(Node n, AmlValue v) {
        BufferField bf = bufferFields.get(n);
        if (bf == null) {
            throw new AmlError("AE_AML_UNINITIALIZED_ELEMENT", n.path() + " has not been created yet");
        }
        byte[] src = convert.toBuffer(v, n.path());
        byte[] dst = bf.buffer().bytes();
        for (long i = 0; i < bf.bitLength(); i++) {
            long b = bf.bitOffset() + i;
            boolean bit = i / 8 < src.length && (src[(int) (i / 8)] >>> (i % 8) & 1) != 0;
            int idx = (int) (b / 8);
            dst[idx] = (byte) (bit ? dst[idx] | 1 << (b % 8) : dst[idx] & ~(1 << (b % 8)));
        }
    }

    private AmlValue.Location index(AmlValue src, long i, String w) {
        AmlValue s = deref(src);
        if (s instanceof AmlValue.Pkg p) {
            if (Long.compareUnsigned(i, p.elements().size()) >= 0) {
                throw new AmlError("AE_AML_PACKAGE_LIMIT", w + ": Index " + i + " of " + p.elements().size());
            }
            return new AmlLocations.PackageElement(p, (int) i);
        }
        if (s instanceof AmlValue.Buf b) {
            if (Long.compareUnsigned(i, b.bytes().length) >= 0) {
                throw new AmlError("AE_AML_BUFFER_LIMIT", w + ": Index " + i + " of " + b.bytes().length);
            }
            return new AmlLocations.BufferByte(b, (int) i, convert, w);
        }
        if (s instanceof AmlValue.Str str) {
            if (Long.compareUnsigned(i, str.value().length()) >= 0) {
                throw new AmlError("AE_AML_STRING_LIMIT", w + ": Index " + i + " of " + str.value().length());
            }
            return new AmlLocations.StringChar(str, (int) i, w);
        }
        throw new AmlError("AE_AML_OPERAND_TYPE", w + ": Index into " + AmlConvert.describe(s));
    }

    /** The smaller of an AML integer read as unsigned and a non-negative int bound. */
    private static int unsignedMin(long value, int bound) {
        return Long.compareUnsigned(value, bound) < 0 ? (int) value : bound;
    }

    /** End Tag small resource item (ACPI 6.5 section 6.4.2.9): type 0x0F, length 1. */
    private static final int END_TAG = 0x79;

    /**
     * A resource template without its End Tag, as ACPICA's acpi_ut_get_resource_end_tag finds
     * it (walking the descriptors); a template of fewer than two bytes has none to drop.
     */
    private byte[] resourceBody(AmlValue v, String w) {
        byte[] b = convert.toBuffer(deref(v), w + ": ConcatenateResTemplate");
        int i = 0;
        while (i < b.length) {
            int tag = b[i] & 0xFF;
            if (tag == END_TAG) {
                return java.util.Arrays.copyOf(b, i);
            }
            int len = (tag & 0x80) != 0
                    ? 3 + (i + 2 < b.length ? (b[i + 1] & 0xFF | (b[i + 2] & 0xFF) << 8) : 0)
                    : 1 + (tag & 0x07);
            i += len;
        }
        if (b.length < 2) {
            return b;
        }
        throw new AmlError("AE_AML_NO_RESOURCE_END_TAG", w + ": resource template has no End Tag");
    }

    /** The element an Index(Source, Index) names; a String held by a name can be stored into. */
    private AmlValue.Location indexOperand(AmlNode n, AmlFrame f, String w) {
        AmlNode source = n.args().get(0);
        AmlValue src = eval(source, f);
        long i = evalInt(n.args().get(1), f);
        boolean named = Set.of("Local", "Arg", "NameRef").contains(source.op());
        return named && deref(src) instanceof AmlValue.Str ? stringElement(location(source, f), i, w) : index(src, i, w);
    }

    /** An Index into a String held by a local, argument or name ({@link AmlLocations.HeldStringChar}). */
    private AmlValue.Location stringElement(AmlValue.Location holder, long i, String w) {
        String initial = ((AmlValue.Str) deref(holder.read())).value();
        if (Long.compareUnsigned(i, initial.length()) >= 0) {
            throw new AmlError("AE_AML_STRING_LIMIT", w + ": Index " + i + " of " + initial.length());
        }
        return new AmlLocations.HeldStringChar(holder, (int) i, convert, w);
    }

    /** Where a SuperName stores: a local, an argument, a named object, a reference, Debug. */
    private AmlValue.Location location(AmlNode target, AmlFrame f) {
        String w = where(target, f);
        switch (target.op()) {
            case "Local":
                return new AmlLocations.LocalSlot(f, (int) (long) (Long) target.value(), w);
            case "Arg":
                return new AmlLocations.ArgSlot(f, (int) (long) (Long) target.value(), w);
            case "Debug":
                return new AmlLocations.DebugSink(this);
            case "NameRef":
                return new AmlLocations.Named(lookup(target, f), this);
            case "Index": {
                AmlValue.Location loc = indexOperand(target, f, w);
                storeResult(target.args().get(2), new AmlValue.Ref(loc), f);
                return loc;
            }
            case "DerefOf": {
                AmlValue ref = eval(target.args().get(0), f);
                if (ref instanceof AmlValue.Ref r) {
                    return r.target();
                }
                throw new AmlError("AE_AML_OPERAND_TYPE", w + ": DerefOf needs a reference");
            }
            default:
                throw new AmlError("AE_AML_OPERAND_TYPE", w + ": cannot store to " + target.op());
        }
    }

    /** Stores a value; a reference stays a reference only when stored to a local or an argument. */
    private void store(AmlNode target, AmlValue v, AmlFrame f) {
        boolean keepsReferences = target.op().equals("Local") || target.op().equals("Arg");
        location(target, f).write(keepsReferences ? v : deref(v));
    }

    private AmlValue storeResult(AmlNode target, AmlValue v, AmlFrame f) {
        if (!target.op().equals("NullTarget")) {
            store(target, v, f);
        }
        return v;
    }

    /** A deep copy of buffers and packages: later stores into them do not change what Debug saw. */
    private static AmlValue snapshot(AmlValue v) {
        if (v instanceof AmlValue.Buf b) {
            return new AmlValue.Buf(b.bytes().clone());
        }
        if (v instanceof AmlValue.Pkg p) {
            return new AmlValue.Pkg(p.elements().stream().map(AmlInterpreter::snapshot).toList());
        }
        return v;
    }

    /** A buffer's bytes as acpiexec lists them, the first {@link TypedValue#LISTED} of a larger one. */
    private static String bufferText(byte[] b) {
        if (b.length <= TypedValue.LISTED) {
            return "[Buffer] " + hexList(b);
        }
        return "[Buffer] " + hexList(Arrays.copyOf(b, TypedValue.LISTED)) + " ... " + (b.length - TypedValue.LISTED)
                + " more bytes";
    }

    /** A value as acpiexec's Debug output shows it, roughly: type and contents. */
    String render(AmlValue v) {
        return switch (v.objectType()) {
            case 1 -> String.format("[Integer] = %016X", convert.mask(((AmlValue.Int) v).value()));
            case 2 -> "[String] \"" + ((AmlValue.Str) v).value() + "\"";
            case 3 -> bufferText(((AmlValue.Buf) v).bytes());
            case 4 -> "[Package] " + ((AmlValue.Pkg) v).elements().size() + " elements";
            case 0 -> "no object";
            default -> "[" + AmlConvert.describe(v) + "]";
        };
    }
}
