package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses AML term lists (ACPI 6.x section 20.2.5) into {@link AmlNode}s, declaring named
 * objects in the {@link Namespace} as it goes. Method bodies are deferred: the load pass
 * records their byte range and argument count; {@link #parseMethod} parses one later, when
 * every table's names are known, so an invocation takes as many operands as its method
 * declares (names in target positions are never invocations, as ACPICA parses them).
 */
public final class AmlParser {
    /** Operand kinds: TermArg, SuperName, Target, NameString, byte, word, dword. */
    private enum A { T, S, R, N, B, W, D }

    private record Op(String name, A... operands) {
    }

    private static final Map<Integer, Op> ONE = new HashMap<>();
    private static final Map<Integer, Op> EXT = new HashMap<>();

    static {
        one(0x70, "Store", A.T, A.S);
        one(0x71, "RefOf", A.S);
        for (Object[] o : new Object[][] {{0x72, "Add"}, {0x73, "Concatenate"}, {0x74, "Subtract"}, {0x77, "Multiply"},
            {0x79, "ShiftLeft"}, {0x7A, "ShiftRight"}, {0x7B, "And"}, {0x7C, "NAnd"}, {0x7D, "Or"}, {0x7E, "NOr"},
            {0x7F, "XOr"}, {0x84, "ConcatenateResTemplate"}, {0x85, "Mod"}, {0x88, "Index"}}) {
            one((Integer) o[0], (String) o[1], A.T, A.T, A.R);
        }
        one(0x75, "Increment", A.S);
        one(0x76, "Decrement", A.S);
        one(0x78, "Divide", A.T, A.T, A.R, A.R);
        for (Object[] o : new Object[][] {{0x80, "Not"}, {0x81, "FindSetLeftBit"}, {0x82, "FindSetRightBit"},
            {0x96, "ToBuffer"}, {0x97, "ToDecimalString"}, {0x98, "ToHexString"}, {0x99, "ToInteger"}}) {
            one((Integer) o[0], (String) o[1], A.T, A.R);
        }
        one(0x83, "DerefOf", A.T);
        one(0x86, "Notify", A.S, A.T);
        one(0x87, "SizeOf", A.S);
        one(0x89, "Match", A.T, A.B, A.T, A.B, A.T, A.T);
        one(0x8A, "CreateDWordField", A.T, A.T, A.N);
        one(0x8B, "CreateWordField", A.T, A.T, A.N);
        one(0x8C, "CreateByteField", A.T, A.T, A.N);
        one(0x8D, "CreateBitField", A.T, A.T, A.N);
        one(0x8E, "ObjectType", A.S);
        one(0x8F, "CreateQWordField", A.T, A.T, A.N);
        one(0x90, "LAnd", A.T, A.T);
        one(0x91, "LOr", A.T, A.T);
        one(0x92, "LNot", A.T);
        one(0x93, "LEqual", A.T, A.T);
        one(0x94, "LGreater", A.T, A.T);
        one(0x95, "LLess", A.T, A.T);
        one(0x9C, "ToString", A.T, A.T, A.R);
        one(0x9D, "CopyObject", A.T, A.S);
        one(0x9E, "Mid", A.T, A.T, A.T, A.R);
        one(0x9F, "Continue");
        one(0xA3, "Noop");
        one(0xA4, "Return", A.T);
        one(0xA5, "Break");
        one(0xCC, "BreakPoint");
        one(0x06, "Alias", A.N, A.N);
        one(0x15, "External", A.N, A.B, A.B);
        ext(0x01, "Mutex", A.N, A.B);
        ext(0x02, "Event", A.N);
        ext(0x12, "CondRefOf", A.S, A.R);
        ext(0x13, "CreateField", A.T, A.T, A.T, A.N);
        ext(0x1F, "LoadTable", A.T, A.T, A.T, A.T, A.T, A.T);
        ext(0x20, "Load", A.N, A.S);
        ext(0x21, "Stall", A.T);
        ext(0x22, "Sleep", A.T);
        ext(0x23, "Acquire", A.S, A.W);
        ext(0x24, "Signal", A.S);
        ext(0x25, "Wait", A.S, A.T);
        ext(0x26, "Reset", A.S);
        ext(0x27, "Release", A.S);
        ext(0x28, "FromBCD", A.T, A.R);
        ext(0x29, "ToBCD", A.T, A.R);
        ext(0x2A, "Unload", A.S);
        ext(0x32, "Fatal", A.B, A.D, A.T);
        ext(0x80, "OperationRegion", A.N, A.B, A.T, A.T);
        ext(0x88, "DataTableRegion", A.N, A.T, A.T, A.T);
    }

    private static void one(int code, String name, A... operands) {
        ONE.put(code, new Op(name, operands));
    }

    private static void ext(int code, String name, A... operands) {
        EXT.put(code, new Op(name, operands));
    }

    /** A method body waiting to be parsed: where it is and the scope it runs in. */
    public record MethodBody(AcpiTable table, int start, int end, int flags) {
        public int argCount() {
            return flags & 0x7;
        }
    }

    private final Namespace ns;
    private final ParseLimits limits;
    private long terms;

    public AmlParser(Namespace ns, ParseLimits limits) {
        this.ns = ns;
        this.limits = limits;
    }

    /** Limits for untrusted AML: nesting depth and the number of terms parsed in all. */
    public record ParseLimits(int maxDepth, long maxTerms) {
        /** About 30 times the terms of the largest real machine here (a Dell XPS 15: 0.1 million). */
        public static final ParseLimits DEFAULT = new ParseLimits(256, 3_000_000);
    }

    /** The load pass over a definition block: declares its names, defers method bodies. */
    public List<AmlNode> load(AcpiTable table) {
        AmlReader r = new AmlReader(table.name(), table.bytes(), AcpiTable.HEADER_SIZE);
        return termList(r, table, ns.root(), table.bytes().length, 0);
    }

    /** Parses a method's body in the method's own scope. */
    public List<AmlNode> parseMethod(Node method) {
        if (!(method.definition() instanceof MethodBody body)) {
            throw new IllegalArgumentException(method.path() + " is not a method with a body");
        }
        AmlReader r = new AmlReader(body.table().name(), body.table().bytes(), body.start());
        return termList(r, body.table(), method, body.end(), 0);
    }

    private List<AmlNode> termList(AmlReader r, AcpiTable t, Node scope, int end, int depth) {
        if (depth > limits.maxDepth()) {
            throw r.error(r.pos, "nesting deeper than " + limits.maxDepth());
        }
        List<AmlNode> out = new ArrayList<>();
        while (r.pos < end) {
            out.add(term(r, t, scope, end, depth + 1, true));
        }
        return out;
    }

    private AmlNode term(AmlReader r, AcpiTable t, Node scope, int end, int depth, boolean invoke) {
        if (++terms > limits.maxTerms()) {
            throw r.error(r.pos, "more than " + limits.maxTerms() + " terms");
        }
        if (depth > limits.maxDepth()) {
            throw r.error(r.pos, "nesting deeper than " + limits.maxDepth());
        }
        int at = r.pos;
        String tn = r.table;
        if (r.atName()) {
            AmlName name = r.name(end);
            Node target = ns.lookup(scope, name);
            if (invoke && target != null && target.kind() == Kind.METHOD) {
                List<AmlNode> args = new ArrayList<>(target.argCount());
                for (int i = 0; i < target.argCount(); i++) {
                    args.add(term(r, t, scope, end, depth + 1, true));
                }
                return new AmlNode("Call", target.path(), List.copyOf(args), tn, at);
            }
            return AmlNode.leaf("NameRef", target != null ? target.path() : name.toString(), tn, at);
        }
        int op = r.u8(end);
        switch (op) {
            case 0x00:
                return AmlNode.leaf("Integer", 0L, tn, at);
            case 0x01:
                return AmlNode.leaf("Integer", 1L, tn, at);
            case 0xFF:
                return AmlNode.leaf("Ones", -1L, tn, at);
            case 0x0A:
                return AmlNode.leaf("Integer", (long) r.u8(end), tn, at);
            case 0x0B:
                return AmlNode.leaf("Integer", (long) r.u16(end), tn, at);
            case 0x0C:
                return AmlNode.leaf("Integer", r.u32(end), tn, at);
            case 0x0E:
                return AmlNode.leaf("Integer", r.u64(end), tn, at);
            case 0x0D:
                return AmlNode.leaf("String", r.asciiz(end), tn, at);
            case 0x08: {
                AmlName name = r.name(end);
                AmlNode value = term(r, t, scope, end, depth + 1, false);
                ns.declare(scope, name, Kind.NAME, 0, value, false);
                return new AmlNode("Name", name.toString(), List.of(value), tn, at);
            }
            case 0x10:
                return scoped(r, t, scope, end, depth, at, "Scope", Kind.SCOPE, 0);
            case 0x11: {
                int pend = r.pkgEnd(end);
                AmlNode size = term(r, t, scope, pend, depth + 1, true);
                byte[] init = java.util.Arrays.copyOfRange(r.aml, r.pos, pend);
                r.pos = pend;
                return new AmlNode("Buffer", init, List.of(size), tn, at);
            }
            case 0x12:
            case 0x13: {
                int pend = r.pkgEnd(end);
                AmlNode count = op == 0x12 ? AmlNode.leaf("Integer", (long) r.u8(pend), tn, r.pos - 1)
                        : term(r, t, scope, pend, depth + 1, true);
                List<AmlNode> elems = new ArrayList<>();
                elems.add(count);
                while (r.pos < pend) {
                    elems.add(term(r, t, scope, pend, depth + 1, false));
                }
                return new AmlNode(op == 0x12 ? "Package" : "VarPackage", null, List.copyOf(elems), tn, at);
            }
            case 0x14: {
                int pend = r.pkgEnd(end);
                AmlName name = r.name(pend);
                int flags = r.u8(pend);
                ns.declare(scope, name, Kind.METHOD, flags & 7, new MethodBody(t, r.pos, pend, flags), false);
                r.pos = pend;
                return AmlNode.leaf("Method", name.toString(), tn, at);
            }
            case 0x5B:
                return extended(r, t, scope, end, depth, at);
            case 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67:
                return AmlNode.leaf("Local", (long) (op - 0x60), tn, at);
            case 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x6E:
                return AmlNode.leaf("Arg", (long) (op - 0x68), tn, at);
            case 0xA0: {
                int pend = r.pkgEnd(end);
                AmlNode pred = term(r, t, scope, pend, depth + 1, true);
                List<AmlNode> body = termList(r, t, scope, pend, depth);
                List<AmlNode> args = new ArrayList<>();
                args.add(pred);
                args.add(new AmlNode("Then", null, body, tn, at));
                if (r.pos < end && r.peek() == 0xA1) {
                    int elseAt = r.pos++;
                    int eend = r.pkgEnd(end);
                    args.add(new AmlNode("Else", null, termList(r, t, scope, eend, depth), tn, elseAt));
                }
                return new AmlNode("If", null, List.copyOf(args), tn, at);
            }
            case 0xA1: {
                int pend = r.pkgEnd(end);
                return new AmlNode("Else", null, termList(r, t, scope, pend, depth), tn, at);
            }
            case 0xA2: {
                int pend = r.pkgEnd(end);
                AmlNode pred = term(r, t, scope, pend, depth + 1, true);
                List<AmlNode> args = new ArrayList<>();
                args.add(pred);
                args.addAll(termList(r, t, scope, pend, depth));
                return new AmlNode("While", null, List.copyOf(args), tn, at);
            }
            default: {
                Op o = ONE.get(op);
                if (o == null) {
                    throw r.error(at, String.format("unknown opcode 0x%02X", op));
                }
                return operands(r, t, scope, end, depth, at, o);
            }
        }
    }

    private AmlNode extended(AmlReader r, AcpiTable t, Node scope, int end, int depth, int at) {
        int op = r.u8(end);
        String tn = r.table;
        switch (op) {
            case 0x30:
                return AmlNode.leaf("Revision", null, tn, at);
            case 0x31:
                return AmlNode.leaf("Debug", null, tn, at);
            case 0x33:
                return AmlNode.leaf("Timer", null, tn, at);
            case 0x82:
                return scoped(r, t, scope, end, depth, at, "Device", Kind.DEVICE, 0);
            case 0x85:
                return scoped(r, t, scope, end, depth, at, "ThermalZone", Kind.THERMAL_ZONE, 0);
            case 0x83:
                return scoped(r, t, scope, end, depth, at, "Processor", Kind.PROCESSOR, 6);
            case 0x84:
                return scoped(r, t, scope, end, depth, at, "PowerResource", Kind.POWER_RESOURCE, 3);
            case 0x81:
            case 0x86:
            case 0x87:
                return field(r, t, scope, end, depth, at, op);
            default: {
                Op o = EXT.get(op);
                if (o == null) {
                    throw r.error(at, String.format("unknown extended opcode 0x5B 0x%02X", op));
                }
                return operands(r, t, scope, end, depth, at, o);
            }
        }
    }

    /** Scope, Device, ThermalZone, Processor (ProcID, PblkAddr, PblkLen), PowerResource (level, order). */
    private AmlNode scoped(AmlReader r, AcpiTable t, Node scope, int end, int depth, int at, String what, Kind kind,
                           int fixed) {
        int pend = r.pkgEnd(end);
        AmlName name = r.name(pend);
        r.need(fixed, pend);
        r.pos += fixed;
        Node n = ns.declare(scope, name, kind, 0, null, false);
        List<AmlNode> body = termList(r, t, n != null ? n : scope, pend, depth);
        return new AmlNode(what, n != null ? n.path() : name.toString(), body, r.table, at);
    }

    /** Field, IndexField (index and data names), BankField (region, bank name, bank value). */
    private AmlNode field(AmlReader r, AcpiTable t, Node scope, int end, int depth, int at, int op) {
        int pend = r.pkgEnd(end);
        List<AmlNode> args = new ArrayList<>();
        AmlName first = r.name(pend);
        args.add(AmlNode.leaf("NameRef", first.toString(), r.table, at));
        AmlName second = null;
        if (op != 0x81) {
            second = r.name(pend);
            args.add(AmlNode.leaf("NameRef", second.toString(), r.table, at));
        }
        AmlNode bankValue = null;
        if (op == 0x87) {
            bankValue = term(r, t, scope, pend, depth + 1, true);
            args.add(bankValue);
        }
        String kind = op == 0x81 ? "FIELD" : op == 0x86 ? "INDEX" : "BANK";
        int flags = r.u8(pend);
        long bit = 0;
        while (r.pos < pend) {
            int unitAt = r.pos;
            int c = r.peek();
            if (c == 0x00) {
                r.pos++;
                bit += fieldLength(r, pend);
            } else if (c == 0x01) {
                r.pos++;
                flags = (flags & ~0x0F) | (r.u8(pend) & 0x0F);
                r.u8(pend);
            } else if (c == 0x03) {
                r.pos++;
                r.u8(pend);
                r.u8(pend);
                r.u8(pend);
            } else if (c == 0x02) {
                r.pos++;
                if (r.peek() == 0x11) {
                    term(r, t, scope, pend, depth + 1, false);
                } else {
                    r.name(pend);
                }
            } else {
                AmlName unit = r.name(pend);
                if (unit.segments().size() != 1 || unit.absolute() || unit.parents() > 0) {
                    throw r.error(unitAt, "a field unit needs a single name segment");
                }
                long bits = fieldLength(r, pend);
                ns.declare(scope, unit, Kind.FIELD, 0, new FieldDef(kind, scope, first, second, bankValue, bit, bits, flags),
                        false);
                bit += bits;
            }
        }
        String what = op == 0x81 ? "Field" : op == 0x86 ? "IndexField" : "BankField";
        return new AmlNode(what, (long) flags, List.copyOf(args), r.table, at);
    }

    /** A field unit's length is written as a PkgLength counting bits. */
    private static long fieldLength(AmlReader r, int end) {
        int start = r.pos;
        int lead = r.u8(end);
        int follow = lead >>> 6;
        long len = follow == 0 ? lead & 0x3F : lead & 0x0F;
        for (int i = 0; i < follow; i++) {
            len |= (long) r.u8(end) << (4 + 8 * i);
        }
        if (follow > 0 && (lead & 0x30) != 0) {
            throw r.error(start, "field length lead byte has bits 5-4 set");
        }
        return len;
    }

    private AmlNode operands(AmlReader r, AcpiTable t, Node scope, int end, int depth, int at, Op o) {
        List<AmlNode> args = new ArrayList<>(o.operands().length);
        String tn = r.table;
        for (A a : o.operands()) {
            switch (a) {
                case T -> args.add(term(r, t, scope, end, depth + 1, true));
                case S -> args.add(term(r, t, scope, end, depth + 1, false));
                case R -> {
                    if (r.peek() == 0x00) {
                        args.add(AmlNode.leaf("NullTarget", null, tn, r.pos++));
                    } else {
                        args.add(term(r, t, scope, end, depth + 1, false));
                    }
                }
                case N -> {
                    int nat = r.pos;
                    args.add(AmlNode.leaf("NameString", r.name(end), tn, nat));
                }
                case B -> args.add(AmlNode.leaf("Integer", (long) r.u8(end), tn, r.pos - 1));
                case W -> args.add(AmlNode.leaf("Integer", (long) r.u16(end), tn, r.pos - 2));
                default -> args.add(AmlNode.leaf("Integer", r.u32(end), tn, r.pos - 4));
            }
        }
        declareNamed(scope, o.name(), args);
        return new AmlNode(o.name(), null, List.copyOf(args), tn, at);
    }

    /** The named objects among the operand-style opcodes. */
    private void declareNamed(Node scope, String op, List<AmlNode> args) {
        switch (op) {
            case "Alias" -> ns.declare(scope, (AmlName) args.get(1).value(), Kind.ALIAS, 0, args.get(0).value(), false);
            case "External" -> {
                // ObjectType 8 is a method; its argument count decides how invocations parse
                int type = args.get(1).integer().intValue();
                ns.declare(scope, (AmlName) args.get(0).value(), type == 8 ? Kind.METHOD : Kind.EXTERNAL,
                        type == 8 ? args.get(2).integer().intValue() & 7 : 0, null, true);
            }
            case "Mutex" -> ns.declare(scope, (AmlName) args.get(0).value(), Kind.MUTEX, 0,
                    (int) (args.get(1).integer() & 0x0F), false);
            case "Event" -> ns.declare(scope, (AmlName) args.get(0).value(), Kind.EVENT, 0, null, false);
            case "OperationRegion" -> ns.declare(scope, (AmlName) args.get(0).value(), Kind.OPERATION_REGION, 0, args, false);
            case "DataTableRegion" -> ns.declare(scope, (AmlName) args.get(0).value(), Kind.DATA_REGION, 0, args, false);
            case "CreateField" -> ns.declare(scope, (AmlName) args.get(3).value(), Kind.BUFFER_FIELD, 0, args, false);
            case "CreateDWordField", "CreateWordField", "CreateByteField", "CreateBitField", "CreateQWordField" ->
                    ns.declare(scope, (AmlName) args.get(2).value(), Kind.BUFFER_FIELD, 0, args, false);
            default -> {
            }
        }
    }
}
