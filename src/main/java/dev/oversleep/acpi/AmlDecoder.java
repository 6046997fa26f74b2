package dev.oversleep.acpi;

import dev.oversleep.acpi.AmlOp.Arg;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Decodes AML into executable {@link Term}s (ACPICA's parser, psloop.c and psargs.c, with the
 * operand shapes of {@link AmlOp}): each method body once, on its first call, and module-level
 * code as the table loader meets it. Names in TermArg positions that name a method become
 * invocations with as many operands as that method declares, looked up when the body is
 * decoded, when every table's objects are known (names in target positions never invoke).
 * Declarations inside a method body enter method-local names then ({@link NamedObjects}).
 *
 * <p>Broken AML is handled as ACPICA's parser does: an unknown opcode is skipped byte by byte
 * (noted), and any other decoding failure in a method body becomes a term that fails with
 * ACPICA's status when execution reaches it, so what runs before it still runs.
 */
final class AmlDecoder {
    /** Nesting beyond this is refused: the Java stack must hold any nesting the decoder accepts. */
    static final int MAX_DEPTH = 256;

    final Namespace ns;
    final AcpiTable table;
    final String tname;
    /** The method whose body is being decoded (its declarations are method-local), or null. */
    Node owner;
    /** Problems decoded past (unknown opcodes, repaired names, clamped lengths), one line each. */
    final List<String> problems;
    /** Return ops decoded so far: tells a call which of its arguments holds one. */
    private int returnsDecoded;

    AmlDecoder(Namespace ns, AcpiTable table) {
        this(ns, table, new ArrayList<>());
    }

    AmlDecoder(Namespace ns, AcpiTable table, List<String> problems) {
        this.ns = ns;
        this.table = table;
        this.tname = table.name();
        this.problems = problems;
    }

    /** A reader over the table from START, reads bounded by LIMIT. */
    AmlReader reader(int start, int limit) {
        return new AmlReader(tname, table.bytes(), start, limit, problems);
    }

    /** Decodes a method's body in the method's own scope. */
    List<Term> methodBody(Node method, AmlMethod m) {
        owner = method;
        return termList(reader(m.start, m.end), method, m.end, 0);
    }

    /**
     * Decodes a term list up to END; a failure ends it with a term that fails there. Decoding
     * goes on after the failure, at END or where the failing term's reads got to if they ran past
     * END, never back: going back made each enclosing list decode those bytes again, so nested
     * lists whose terms overran their packages took time exponential in the nesting (a
     * 1,173-byte SSDT took 4 s to load; bench/acpi/slow-module-level-recovery.aml).
     */
    List<Term> termList(AmlReader r, Node scope, int end, int depth) {
        List<Term> out = new ArrayList<>();
        while (r.pos < end) {
            int at = r.pos;
            try {
                Term t = term(r, scope, end, depth + 1, true);
                if (t != null) {
                    out.add(t);
                }
            } catch (AmlException e) {
                out.add(new NamedObjects.Failing(AmlOp.NOOP, statusOf(e), e.getMessage(), tname, at));
                r.pos = Math.max(r.pos, end);
            }
        }
        return out;
    }

    /** ACPICA's status for a decoding failure: a length or read past the end, or a bad opcode. */
    static String statusOf(AmlException e) {
        String m = e.getMessage();
        return m.contains("nesting") ? "AE_AML_BAD_OPCODE" : m.contains("needs") || m.contains("NUL") ? "AE_AML_NO_OPERAND"
                : "AE_AML_PACKAGE_LIMIT";
    }

    /**
     * One term; null for an unknown opcode, which is skipped (ACPICA: "Unknown opcode 0x..
     * ignoring"). INVOKE: a name of a method in this position is a call.
     */
    Term term(AmlReader r, Node scope, int end, int depth, boolean invoke) {
        if (depth > MAX_DEPTH) {
            throw r.error(r.pos, "nesting deeper than " + MAX_DEPTH);
        }
        int at = r.pos;
        if (r.atName()) {
            return nameTerm(r, scope, end, depth, invoke, at);
        }
        int code = r.u8();
        if (code == 0x5B) {
            if (r.pos >= r.limit) {
                throw r.error(at, "extended opcode prefix 0x5B at the end");
            }
            code = 0x5B00 | r.u8();
        }
        AmlOp op = AmlOp.of(code);
        if (op == null) {
            problems.add(tname + " at offset 0x" + Integer.toHexString(at) + ": unknown opcode "
                    + String.format("0x%02X", code) + ", skipped (as ACPICA)");
            r.pos = at + (code > 0xFF ? 2 : 1);
            return null;
        }
        return switch (op.family) {
            case NAMED -> NamedObjects.decode(this, r, op, scope, end, depth, at);
            case FIELD -> op.args.length > 0 && op.args[0] == Arg.STRUCTURED || op == AmlOp.OPERATION_REGION
                    || op == AmlOp.DATA_TABLE_REGION ? NamedObjects.decode(this, r, op, scope, end, depth, at)
                    : create(r, op, scope, end, depth, at);
            case DATA -> data(r, op, code, scope, end, depth, at);
            case CONTROL -> control(r, op, scope, end, depth, at);
            default -> operator(r, op, code, scope, end, depth, at);
        };
    }

    private Term nameTerm(AmlReader r, Node scope, int end, int depth, boolean invoke, int at) {
        AmlName name = r.name();
        Node target = ns.lookupSeenBy(owner, scope, name);
        if (invoke && target != null && target.kind() == Namespace.Kind.METHOD) {
            // Arguments the method's AML ends before are not passed: ACPICA completes the call
            // with those it has (psobject.c, acpi_ps_complete_final_op) and the rest stay unset.
            List<Term> args = new ArrayList<>(target.argCount());
            int returnArg = -1;
            for (int i = 0; i < target.argCount() && r.pos < r.limit; i++) {
                int before = returnsDecoded;
                args.add(termArg(r, scope, end, depth));
                if (returnArg < 0 && returnsDecoded > before) {
                    returnArg = i;
                }
            }
            return new ControlOps.Call(target, args, args.size() < target.argCount(), returnArg, tname, at);
        }
        return new StoreOps.NameRef(scope, name, tname, at);
    }

    /** A TermArg: an operand that must be there (an unknown opcode in its place is skipped). */
    Term termArg(AmlReader r, Node scope, int end, int depth) {
        return operand(r, scope, end, depth, true);
    }

    /** A DataRefObject (Name's value, a Package element): a name in it is never a call. */
    Term dataArg(AmlReader r, Node scope, int end, int depth) {
        return operand(r, scope, end, depth, false);
    }

    private Term operand(AmlReader r, Node scope, int end, int depth, boolean invoke) {
        Term t;
        do {
            if (r.pos >= r.limit) {
                throw r.error(r.pos, "an operand is missing at the end");
            }
            t = term(r, scope, end, depth + 1, invoke);
        } while (t == null);
        return t;
    }

    /**
     * A SuperName, SimpleName or Target operand; the NullName (0x00) means none where
     * NULL_ALLOWED. With INVOKE (SuperName, Target) a method's name is a call with its arguments,
     * as ACPICA's parser makes it (psargs.c, ACPI_POSSIBLE_METHOD_CALL); a SimpleName never is.
     */
    StoreOps.Place place(AmlReader r, Node scope, int end, int depth, boolean nullAllowed, boolean invoke) {
        if (nullAllowed && r.peek() == 0x00) {
            return new StoreOps.NullTarget(tname, r.pos++);
        }
        Term t;
        do {
            if (r.pos >= r.limit) {
                return new StoreOps.MissingTarget(tname, r.pos);
            }
            t = term(r, scope, end, depth + 1, invoke);
        } while (t == null);
        return StoreOps.place(t);
    }

    private Term data(AmlReader r, AmlOp op, int code, Node scope, int end, int depth, int at) {
        switch (op) {
            case ZERO, ONE:
                return new DataOps.Const(op, code, tname, at);
            case ONES:
                return new DataOps.Const(op, -1L, tname, at);
            case BYTE:
                return new DataOps.Const(op, r.u8(), tname, at);
            case WORD:
                return new DataOps.Const(op, r.u16(), tname, at);
            case DWORD:
                return new DataOps.Const(op, r.u32(), tname, at);
            case QWORD:
                return new DataOps.Const(op, r.u64(), tname, at);
            case STRING:
                return new DataOps.StringConst(r.asciiz(), tname, at);
            case REVISION:
                return new DataOps.Revision(tname, at);
            case BUFFER: {
                int pend = r.pkgEnd();
                Term size = termArg(r, scope, pend, depth);
                byte[] init = Arrays.copyOfRange(r.aml, Math.min(r.pos, pend), pend);
                r.pos = Math.max(r.pos, pend);
                return new DataOps.Buffer(size, init, tname, at);
            }
            default: {
                int pend = r.pkgEnd();
                Term count = op == AmlOp.PACKAGE ? new DataOps.Const(AmlOp.BYTE, r.u8(), tname, r.pos - 1)
                        : termArg(r, scope, pend, depth);
                List<Term> elements = new ArrayList<>();
                while (r.pos < pend) {
                    Term e = term(r, scope, pend, depth + 1, false);
                    if (e != null) {
                        elements.add(e);
                    }
                }
                return new DataOps.Package(op, count, elements, tname, at);
            }
        }
    }

    private Term control(AmlReader r, AmlOp op, Node scope, int end, int depth, int at) {
        switch (op) {
            case IF: {
                int pend = r.pkgEnd();
                Term predicate = termArg(r, scope, pend, depth);
                List<Term> then = termList(r, scope, pend, depth);
                List<Term> otherwise = null;
                if (r.pos < end && r.peek() == 0xA1) {
                    r.pos++;
                    int eend = r.pkgEnd();
                    otherwise = termList(r, scope, eend, depth);
                }
                return new ControlOps.If(predicate, then, otherwise, tname, at);
            }
            case ELSE: {
                // an Else without its If: its body never runs
                r.pos = Math.max(r.pos, r.pkgEnd());
                return new ControlOps.Jump(AmlOp.NOOP, tname, at);
            }
            case WHILE: {
                int pend = r.pkgEnd();
                Term predicate = termArg(r, scope, pend, depth);
                return new ControlOps.While(predicate, termList(r, scope, pend, depth), tname, at);
            }
            default:
                returnsDecoded += op == AmlOp.RETURN ? 1 : 0;
                return ControlOps.simple(op, operands(r, op, scope, end, depth), tname, at);
        }
    }

    private Term operator(AmlReader r, AmlOp op, int code, Node scope, int end, int depth, int at) {
        switch (op) {
            case LOCAL:
                return new StoreOps.Local(code - 0x60, tname, at);
            case ARG:
                return new StoreOps.Arg(code - 0x68, tname, at);
            case DEBUG:
                return new StoreOps.Debug(tname, at);
            default:
                break;
        }
        Term[] o = operands(r, op, scope, end, depth);
        return switch (op.family) {
            case MATH -> MathOps.build(op, o, tname, at);
            case LOGIC -> LogicOps.build(op, o, tname, at);
            case CONVERT -> ConvertOps.build(op, o, tname, at);
            case SYSTEM -> SystemOps.build(op, o, tname, at);
            default -> StoreOps.build(op, o, tname, at);
        };
    }

    /** CreateXxxField: the field's name is entered now (method-local in a method body). */
    private Term create(AmlReader r, AmlOp op, Node scope, int end, int depth, int at) {
        Term source = new Operands.Resolved(op.operands[0], termArg(r, scope, end, depth));
        Term index = termArg(r, scope, end, depth);
        Term bits = op == AmlOp.CREATE_FIELD ? termArg(r, scope, end, depth) : null;
        AmlName name = r.name();
        return NamedObjects.declared(this, scope, name, new NsObject.BufferField(op), at,
                node -> new FieldOps.Create(op, source, index, bits, node, tname, at));
    }

    /** The operands of an operator with a fixed shape, as its {@link AmlOp#args} say. */
    Term[] operands(AmlReader r, AmlOp op, Node scope, int end, int depth) {
        Term[] out = new Term[op.args.length];
        // ACPICA's ARGI list covers the last arguments (a declared name and a region's space byte have none)
        int firstResolved = op.args.length - op.operands.length;
        for (int i = 0; i < out.length; i++) {
            AmlOp.Operand kind = i >= firstResolved ? op.operands[i - firstResolved] : null;
            out[i] = switch (op.args[i]) {
                case TERM -> kind != null && Operands.Resolved.wraps(kind)
                        ? new Operands.Resolved(kind, termArg(r, scope, end, depth)) : termArg(r, scope, end, depth);
                case SUPER_NAME -> place(r, scope, end, depth, false, true);
                case SIMPLE_NAME -> place(r, scope, end, depth, false, false);
                case TARGET -> place(r, scope, end, depth, true, true);
                case BYTE -> new DataOps.Const(AmlOp.BYTE, r.u8(), tname, r.pos - 1);
                case WORD -> new DataOps.Const(AmlOp.WORD, r.u16(), tname, r.pos - 2);
                case DWORD -> new DataOps.Const(AmlOp.DWORD, r.u32(), tname, r.pos - 4);
                case NAME -> {
                    int nat = r.pos;
                    yield new StoreOps.NameRef(scope, r.name(), tname, nat);
                }
                default -> throw new IllegalStateException(op + " has structured operands");
            };
        }
        return out;
    }
}
