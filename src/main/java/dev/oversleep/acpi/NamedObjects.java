package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.List;
import java.util.function.Function;

/**
 * Declarations (ACPICA dswload.c, dswload2.c, dsfield.c): Name, Method, Scope, Device,
 * Processor, PowerResource, ThermalZone, Field, IndexField, BankField, OperationRegion,
 * DataTableRegion, Mutex, Event, Alias and External. They enter names as ACPICA's load does:
 * a Scope's target must exist (and be a scope, or a data object it retypes), any other name
 * must not (AE_ALREADY_EXISTS: this definition is skipped, the first one stays), its path's
 * prefix must (AE_NOT_FOUND). Inside a method body the names are method-local.
 */
final class NamedObjects {
    private NamedObjects() {
    }

    /**
     * A term that fails with STATUS when it runs: a declaration refused, or AML the decoder could
     * not read (method bodies fail there, as ACPICA aborts a method at a parse error).
     */
    static final class Failing extends Term {
        final String status;
        final String message;
        /** A declaration refused (reported at load, skipped), not AML that could not be read. */
        final boolean declaration;

        Failing(AmlOp op, String status, String message, String table, int offset) {
            this(op, status, message, false, table, offset);
        }

        Failing(AmlOp op, String status, String message, boolean declaration, String table, int offset) {
            super(op, table, offset);
            this.status = status;
            this.message = message;
            this.declaration = declaration;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            throw error(status, f, message);
        }
    }

    /**
     * A declaration with nothing to do when it runs (Method, Mutex, Event, Alias, External...),
     * but that in a method body creates its object afresh: a CopyObject over it in an earlier
     * invocation is gone.
     */
    static final class Declared extends Term {
        private final Node node;

        Declared(AmlOp op, Node node, String table, int offset) {
            super(op, table, offset);
            this.node = node;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            if (node != null && node.methodLocal()) {
                MethodObjects.create(f, node, this);
                f.ctx.state.values[node.slot] = null;
            }
            return AmlValue.ZERO;
        }
    }

    /** Name (N, Value): in a method body the value is set when it runs; at load, on first use. */
    static final class NameDecl extends Term {
        final Node node;
        final Term init;
        final boolean eager;

        NameDecl(Node node, Term init, boolean eager, String table, int offset) {
            super(AmlOp.NAME, table, offset);
            this.node = node;
            this.init = init;
            this.eager = eager;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            if (eager) {
                tick(f);
                MethodObjects.create(f, node, this);
                f.ctx.named.define(node, init.eval(f));
            }
            return AmlValue.ZERO;
        }

        @Override
        List<Term> operands() {
            return List.of(init);
        }
    }

    /**
     * Scope, Device, Processor, PowerResource or ThermalZone inside a method body: the object is
     * created (a Scope opens one that exists), then its body runs in order.
     */
    static final class Block extends ControlOps.Statement {
        final Node node;
        final Term[] body;

        Block(AmlOp op, Node node, List<Term> body, String table, int offset) {
            super(op, table, offset);
            this.node = node;
            this.body = body.toArray(Term[]::new);
        }

        @Override
        Flow exec(AmlFrame f) {
            if (op != AmlOp.SCOPE) {
                MethodObjects.create(f, node, this);
            }
            return ControlOps.run(body, f);
        }

        @Override
        List<Term> operands() {
            return List.of(body);
        }
    }

    /**
     * Whether T is a declaration (or a refused one): as an operand, for instance where a call
     * takes more arguments than the AML holds before the next definition, it gives no value
     * (ACPICA's parser takes the op as the argument; the method then sees an uninitialized Arg).
     */
    static boolean isDeclaration(Term t) {
        return t instanceof Declared || t instanceof NameDecl || t instanceof Block || t instanceof FieldOps.RegionDecl
                || t instanceof FieldOps.FieldDecl || t instanceof Failing f && f.declaration;
    }

    /** A scope-opening object's header read: its node (or why there is none) and where its body ends. */
    record Opened(Node node, int bodyEnd, Failing refused) {
    }

    /** Enters NAME for OBJECT, or the refusal as a failing term; MADE builds the term for the new node. */
    static Term declared(AmlDecoder d, Node scope, AmlName name, NsObject object, int at, Function<Node, Term> made) {
        Namespace.Declared r = d.ns.declare(scope, name, object, d.owner, d.table);
        if (r.ok() || d.owner != null && r.node() != null && r.node().owner == d.owner) {
            return made.apply(r.node()); // a body decoded again finds its own method-local names
        }
        return refusal(d, r, name, at);
    }

    private static Failing refusal(AmlDecoder d, Namespace.Declared r, AmlName name, int at) {
        return r.refusal() == Namespace.Refusal.ALREADY_EXISTS
                ? new Failing(AmlOp.NAME, "AE_ALREADY_EXISTS", r.node().path() + " already exists; this definition is skipped",
                        true, d.tname, at)
                : new Failing(AmlOp.NAME, "AE_NOT_FOUND", name + ": the scope it is declared in does not exist; skipped",
                        true, d.tname, at);
    }

    /** Decodes a declaration (in a method body, or a module-level one the table loader hands over). */
    static Term decode(AmlDecoder d, AmlReader r, AmlOp op, Node scope, int end, int depth, int at) {
        switch (op) {
            case NAME: {
                AmlName name = r.name();
                Term init = d.dataArg(r, scope, end, depth);
                return declared(d, scope, name, new NsObject.Name(init), at,
                        node -> new NameDecl(node, init, d.owner != null, d.tname, at));
            }
            case METHOD: {
                int pend = r.pkgEnd();
                AmlName name = r.name();
                int flags = r.u8();
                int bodyStart = r.pos;
                r.pos = Math.max(r.pos, pend);
                return declared(d, scope, name, new AmlMethod(d.table, bodyStart, pend, flags), at,
                        node -> new Declared(op, node, d.tname, at));
            }
            case SCOPE, DEVICE, PROCESSOR, POWER_RESOURCE, THERMAL_ZONE: {
                Opened o = open(d, r, op, scope, at);
                if (o.refused() != null) {
                    r.pos = Math.max(r.pos, o.bodyEnd());
                    return o.refused();
                }
                return new Block(op, o.node(), d.termList(r, o.node(), o.bodyEnd(), depth), d.tname, at);
            }
            case FIELD, INDEX_FIELD, BANK_FIELD:
                return FieldList.decode(d, r, op, scope, end, depth, at);
            case OPERATION_REGION: {
                AmlName name = r.name();
                int space = r.u8();
                Term offset = d.termArg(r, scope, end, depth);
                Term length = d.termArg(r, scope, end, depth);
                NsObject.Region def = new NsObject.Region(space, offset, length);
                return declared(d, scope, name, def, at, node -> new FieldOps.RegionDecl(node, def, d.tname, at));
            }
            case DATA_TABLE_REGION: {
                AmlName name = r.name();
                Term[] o = {d.termArg(r, scope, end, depth), d.termArg(r, scope, end, depth), d.termArg(r, scope, end, depth)};
                return declared(d, scope, name, new NsObject.DataRegion(o[0], o[1], o[2]), at,
                        node -> new Declared(op, node, d.tname, at));
            }
            case MUTEX: {
                AmlName name = r.name();
                int flags = r.u8();
                return declared(d, scope, name, new NsObject.Mutex(flags & 0x0F), at, node -> new Declared(op, node, d.tname, at));
            }
            case EVENT:
                return declared(d, scope, r.name(), new NsObject.Event(), at, node -> new Declared(op, node, d.tname, at));
            case ALIAS: {
                AmlName source = r.name();
                AmlName alias = r.name();
                return declared(d, scope, alias, new NsObject.Alias(scope, source), at, node -> new Declared(op, node, d.tname, at));
            }
            default: {
                // External (Name, ObjectType, ArgCount): ACPICA enters an untyped node at load
                // (iasl wraps Externals in If (Zero), so tables rarely load one); in a method, nothing
                AmlName name = r.name();
                int type = r.u8();
                int args = r.u8();
                if (d.owner != null) {
                    return new Declared(op, null, d.tname, at);
                }
                return declared(d, scope, name, new NsObject.Untyped(type, args & 7), at, node -> new Declared(op, node, d.tname, at));
            }
        }
    }

    /**
     * Reads a Scope, Device, Processor (ProcID, PblkAddr, PblkLen), PowerResource (SystemLevel,
     * ResourceOrder) or ThermalZone header and enters or finds its node. Scope's target is
     * looked up (a single segment searching upward) and must open a scope; a Name holding an
     * Integer, String or Buffer is accepted, as ACPICA retypes it.
     */
    static Opened open(AmlDecoder d, AmlReader r, AmlOp op, Node scope, int at) {
        int pend = r.pkgEnd();
        AmlName name = r.name();
        NsObject object = switch (op) {
            case PROCESSOR -> new NsObject.Processor(r.u8(), r.u32(), r.u8());
            case POWER_RESOURCE -> new NsObject.PowerResource(r.u8(), r.u16());
            case DEVICE -> new NsObject.Device();
            case THERMAL_ZONE -> new NsObject.ThermalZone();
            default -> null;
        };
        if (op == AmlOp.SCOPE) {
            Node target = d.ns.lookupSeenBy(d.owner, scope, name);
            if (target == null) {
                return new Opened(null, pend, new Failing(op, "AE_NOT_FOUND", "Scope (" + name
                        + "): no such object to open; its contents are skipped", true, d.tname, at));
            }
            if (!opensScope(target)) {
                return new Opened(null, pend, new Failing(op, "AE_AML_OPERAND_TYPE", "Scope (" + target.path()
                        + "): a " + target.kind() + " cannot be opened as a scope; its contents are skipped", true,
                        d.tname, at));
            }
            return new Opened(target, pend, null);
        }
        Namespace.Declared res = d.ns.declare(scope, name, object, d.owner, d.table);
        if (res.ok() || d.owner != null && res.node() != null && res.node().owner == d.owner) {
            return new Opened(res.node(), pend, null);
        }
        return new Opened(null, pend, refusal(d, res, name, at));
    }

    /** The objects a Scope() may open (dswload.c, AcpiDsLoad1BeginOp): a Package-valued Name is not one. */
    private static boolean opensScope(Node n) {
        return switch (n.kind()) {
            case SCOPE, DEVICE, POWER_RESOURCE, PROCESSOR, THERMAL_ZONE, EXTERNAL -> true;
            case NAME -> !(((NsObject.Name) n.object()).initializer() instanceof DataOps.Package);
            default -> false;
        };
    }
}
