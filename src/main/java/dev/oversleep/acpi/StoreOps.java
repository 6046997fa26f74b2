package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.List;

/**
 * Store (ACPICA exstore.c, exresolv.c): the places a value can be stored to ({@link Place}:
 * LocalN, ArgN, a name, Debug; Index and DerefOf in {@link ReferenceOps}) and Store and
 * CopyObject.
 */
final class StoreOps {
    private StoreOps() {
    }

    /** Store, CopyObject and the reference operators, from their decoded operands. */
    static Term build(AmlOp op, Term[] o, String table, int at) {
        return switch (op) {
            case STORE -> new Store(o[0], (Place) o[1], table, at);
            case COPY_OBJECT -> new CopyObject(o[0], (Place) o[1], table, at);
            case REF_OF -> new ReferenceOps.RefOf((Place) o[0], table, at);
            case COND_REF_OF -> new ReferenceOps.CondRefOf((Place) o[0], (Place) o[1], table, at);
            case DEREF_OF -> new ReferenceOps.DerefOf(o[0], table, at);
            case INDEX -> new ReferenceOps.Index(o[0], o[1], (Place) o[2], table, at);
            default -> throw new IllegalStateException(op.name());
        };
    }

    /** A SuperName: read as a value, or stored to. */
    abstract static class Place extends Term {
        Place(AmlOp op, String table, int offset) {
            super(op, table, offset);
        }

        /** Where this place is now (a reference's target). */
        abstract AmlValue.Location locate(AmlFrame f);

        /**
         * Stores V: a reference stays a reference when stored to a local or an argument, or to a
         * Package element, which takes a copy of the source itself (exstore.c,
         * acpi_ex_store_object_to_index); other targets take the referenced value
         * (acpi_ex_store_object_to_node resolves it).
         */
        void store(AmlFrame f, AmlValue v) {
            AmlValue.Location l = locate(f);
            l.write(l instanceof AmlLocations.PackageElement ? v : Operands.deref(v));
        }
    }

    /**
     * LocalN or ArgN: a slot of the method's frame. Reading one never stored to fails
     * (AE_AML_UNINITIALIZED_LOCAL, _ARG: dsmthdat.c, acpi_ds_method_data_get_value); in slack
     * mode the slot is set to Integer 0 and read as that ({@link #unset}).
     */
    abstract static class FrameSlot extends Place {
        final int index;

        FrameSlot(AmlOp op, int index, String table, int offset) {
            super(op, table, offset);
            this.index = index;
        }

        abstract AmlValue[] slots(AmlFrame f);

        @Override
        final AmlValue eval(AmlFrame f) {
            AmlValue v = slots(f)[index];
            if (v instanceof AmlValue.Uninitialized) {
                return unset(f.ctx, slots(f), index, op == AmlOp.LOCAL, where(f) + ": " + this);
            }
            return v;
        }

        /**
         * A read of slot INDEX of SLOTS (a LOCAL's or an Arg's), never stored to: in slack mode the
         * slot becomes Integer 0 ("If slack enabled, init the LocalX/ArgX to an Integer of value
         * zero", dsmthdat.c acpi_ds_method_data_get_value), else AE_AML_UNINITIALIZED_LOCAL or
         * _ARG at WHERE.
         */
        static AmlValue unset(AmlInterpreter ctx, AmlValue[] slots, int index, boolean local, String where) {
            if (ctx.slack) {
                slots[index] = AmlValue.ZERO;
                return AmlValue.ZERO;
            }
            throw new AmlError(local ? "AE_AML_UNINITIALIZED_LOCAL" : "AE_AML_UNINITIALIZED_ARG", where);
        }

        @Override
        final long evalInt(AmlFrame f) {
            return slots(f)[index] instanceof AmlValue.Int i ? f.ctx.mask(i.value()) : super.evalInt(f);
        }

        @Override
        public final String toString() {
            return op.asl + index;
        }
    }

    /** LocalN. */
    static final class Local extends FrameSlot {
        Local(int index, String table, int offset) {
            super(AmlOp.LOCAL, index, table, offset);
        }

        @Override
        AmlValue[] slots(AmlFrame f) {
            return f.locals;
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            return new AmlLocations.LocalSlot(f, index, where(f));
        }

        /** A Local is overwritten even when it holds a reference (dsmthdat.c, acpi_ds_store_object_to_local). */
        @Override
        void store(AmlFrame f, AmlValue v) {
            f.locals[index] = v instanceof AmlValue.Int ? v : f.ctx.copy(v);
        }
    }

    /** ArgN; a store to an Arg holding a RefOf reference stores through it ({@link AmlLocations.ArgSlot}). */
    static final class Arg extends FrameSlot {
        Arg(int index, String table, int offset) {
            super(AmlOp.ARG, index, table, offset);
        }

        @Override
        AmlValue[] slots(AmlFrame f) {
            return f.args;
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            return new AmlLocations.ArgSlot(f, index, where(f));
        }

        @Override
        void store(AmlFrame f, AmlValue v) {
            locate(f).write(v);
        }
    }

    /** The Debug object: a store is recorded, a read gives nothing. */
    static final class Debug extends Place {
        Debug(String table, int offset) {
            super(AmlOp.DEBUG, table, offset);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return AmlValue.UNINITIALIZED;
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            return new AmlLocations.DebugSink(f.ctx);
        }
    }

    /** Where a Target is the NullName: the result is not stored. */
    static final class NullTarget extends Place {
        NullTarget(String table, int offset) {
            super(AmlOp.ZERO, table, offset);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return AmlValue.UNINITIALIZED;
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            throw error("AE_AML_OPERAND_TYPE", f, "no target");
        }

        @Override
        void store(AmlFrame f, AmlValue v) {
        }
    }

    /**
     * A target the method's AML ended before (a call before it took the bytes meant for it,
     * AmlDecoder): ACPICA completes the operator without it (psobject.c,
     * acpi_ps_complete_final_op), and a store to it fails with AE_AML_OPERAND_TYPE, as acpiexec
     * 20200925 gives for such a Store (corpus/callargs.asl TC04).
     */
    static final class MissingTarget extends Place {
        MissingTarget(String table, int offset) {
            super(AmlOp.ZERO, table, offset);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            throw locateError(f);
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            throw locateError(f);
        }

        private AmlError locateError(AmlFrame f) {
            return error("AE_AML_OPERAND_TYPE", f, "no target: the method's AML ended before it");
        }
    }

    /**
     * A term in a target position that cannot be stored to (hostile AML: a constant, an
     * expression; or a statement after a call that took the bytes meant for the target).
     * ACPICA runs it as the operator's last operand, then fails the operator in
     * acpi_ex_resolve_operands: its Debug output appears, and a Return there ends the method.
     */
    static final class NotAPlace extends Place {
        final Term term;

        NotAPlace(Term term) {
            super(term.op, term.table, term.offset);
            this.term = term;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return term.eval(f);
        }

        /**
         * A store to a term that is no place, such as a method call: the term runs, and what it
         * gives must be a reference (exstore.c, acpi_ex_store), except an AML constant, to which
         * the store does nothing (firmware writes {@code ECOK () = Arg1} where ECOK returns One).
         * A call that returns no object: AE_AML_NO_RETURN_VALUE.
         */
        @Override
        void store(AmlFrame f, AmlValue v) {
            storeInto(term.eval(f), f);
        }

        /** The store to RESULT, what the term gave when it ran (Increment reads it once, then stores). */
        void storeInto(AmlValue result, AmlFrame f) {
            if (!storeToResultIsNoop(result, term instanceof ControlOps.Call, where(f) + ": store to " + term)) {
                locate(f);
            }
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            throw error("AE_AML_OPERAND_TYPE", f, "cannot store to " + term.op.asl);
        }

        @Override
        List<Term> operands() {
            return List.of(term);
        }
    }

    /**
     * A store to what a term gave: nothing happens when that is an AML constant (exstore.c,
     * acpi_ex_store: "Allow stores to Constants -- a Noop"), and a call that returned no object
     * is AE_AML_NO_RETURN_VALUE (WHERE says which store); false when the caller must refuse it.
     */
    static boolean storeToResultIsNoop(AmlValue result, boolean call, String where) {
        if (DataOps.Const.isAmlConstant(result)) {
            return true;
        }
        if (call && result instanceof AmlValue.Uninitialized) {
            throw new AmlError("AE_AML_NO_RETURN_VALUE", where + ", which returned no object");
        }
        return false;
    }

    /** The term in a SuperName or Target position, as a place. */
    static Place place(Term t) {
        return t instanceof Place p ? p : new NotAPlace(t);
    }

    /**
     * Store (Source, Destination): the value stored is also Store's value. Outside slack mode the
     * source must be data or a reference (exresop.c, ARGI_DATAREFOBJ): a Device, Mutex, Event,
     * Region, Processor, PowerResource or ThermalZone is refused with AE_AML_OPERAND_TYPE unless
     * stored to Debug; slack mode allows "any and all objects as the source operand".
     */
    static final class Store extends Term {
        final Term source;
        final Place target;

        Store(Term source, Place target, String table, int offset) {
            super(AmlOp.STORE, table, offset);
            this.source = source;
            this.target = target;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            AmlValue v = source.eval(f);
            if (v instanceof AmlValue.Obj o && !f.ctx.slack && !(target instanceof Debug)) {
                throw error("AE_AML_OPERAND_TYPE", f, "Store of " + AmlConvert.describe(o)
                        + ": only data and references can be stored outside slack mode");
            }
            if (!(target instanceof NotAPlace)) {
                target.store(f, v);
                return v;
            }
            int depth = ResultStack.push(f, source, v); // a Return there sees v
            try {
                target.store(f, v);
            } finally {
                ResultStack.drop(f, depth);
            }
            return v;
        }

        @Override
        List<Term> operands() {
            return List.of(source, target);
        }
    }

    /** CopyObject (Source, Destination): a named object takes the value without implicit conversion. */
    static final class CopyObject extends Term {
        final Term source;
        final Place target;

        CopyObject(Term source, Place target, String table, int offset) {
            super(AmlOp.COPY_OBJECT, table, offset);
            this.source = source;
            this.target = target;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            AmlValue v = source.eval(f);
            if (target instanceof NameRef n) {
                f.ctx.named.copyInto(n.resolve(f), Operands.deref(v), this, f);
            } else if (target instanceof Arg a) {
                new AmlLocations.ArgSlot(f, a.index, where(f)).store(v, true);
            } else {
                target.store(f, v);
            }
            return v;
        }

        @Override
        List<Term> operands() {
            return List.of(source, target);
        }
    }

    /**
     * A name used as an operand or target. It is looked up when it runs (from the scope it is
     * written in, as ACPICA resolves names at execution); once the tables are loaded the node
     * found is kept, since nothing can change what the name means after that.
     */
    static final class NameRef extends Place {
        final Node scope;
        final AmlName name;
        private volatile Node resolved;

        NameRef(Node scope, AmlName name, String table, int offset) {
            super(AmlOp.NAME_PATH, table, offset);
            this.scope = scope;
            this.name = name;
        }

        /**
         * The node, or null when the name does not resolve (now). An object a method's body
         * declares exists only from its creation to its invocation's end ({@link MethodObjects}),
         * whichever run decoded the body first, and two methods may each declare one at the same
         * path (the one that exists now is found); where none exists, a single name segment
         * searches on in the enclosing scopes (ACPI 6.5 section 5.3), as ACPICA's lookup never
         * met the node: {@code Local0 = FOO} before {@code Name (FOO, 2)} reads an outer FOO.
         */
        Node find(AmlFrame f) {
            Node n = resolved;
            if (n == null) {
                n = f.ctx.ns.lookup(scope, name);
                if (n != null && f.ctx.ns.loaded()) {
                    resolved = n;
                }
            }
            while (n != null) {
                Node now = MethodObjects.existing(f.ctx.state, n);
                if (now != null) {
                    return now;
                }
                Node above = n.parent().parent();
                n = name.searchesUpward() && above != null ? f.ctx.ns.lookup(above, name) : null;
            }
            return null;
        }

        /**
         * The node; AE_NOT_FOUND when the name resolves to nothing. A node only an External
         * created is found (ACPICA enters it, of type ANY, with no object): reading it fails
         * ({@link NamedAccess#read}), storing to it gives it an object.
         */
        Node resolve(AmlFrame f) {
            Node n = find(f);
            if (n == null) {
                throw error("AE_NOT_FOUND", f, name.toString());
            }
            return n;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return f.ctx.named.read(resolve(f), this, f);
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            return new AmlLocations.Named(resolve(f), f.ctx);
        }

        @Override
        void store(AmlFrame f, AmlValue v) {
            f.ctx.named.write(resolve(f), Operands.deref(v), this, f);
        }

        /**
         * The name as written. Not the node it resolved to: the decoded body is shared by every
         * run of a booted firmware, so a rendering that showed the resolution would change once an
         * earlier run had resolved the name (a Notify record differed between two runs).
         */
        @Override
        public String toString() {
            return name.toString();
        }
    }
}
