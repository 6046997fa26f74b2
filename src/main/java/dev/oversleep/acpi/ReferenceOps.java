package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.acpi.StoreOps.Local;
import dev.oversleep.acpi.StoreOps.Arg;
import dev.oversleep.acpi.StoreOps.NameRef;
import dev.oversleep.acpi.StoreOps.Place;
import java.util.List;

/**
 * References (ACPICA exoparg1.c and exoparg2.c: RefOf, CondRefOf, DerefOf, Index): the
 * operators that make a reference to a place or follow one. Where a reference points is an
 * {@link AmlLocations} record.
 */
final class ReferenceOps {
    private ReferenceOps() {
    }

    /** RefOf (Object): a reference to a place. */
    static final class RefOf extends Term {
        final Place target;

        RefOf(Place target, String table, int offset) {
            super(AmlOp.REF_OF, table, offset);
            this.target = target;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            return new AmlValue.Ref(target.locate(f));
        }

        @Override
        List<Term> operands() {
            return List.of(target);
        }
    }

    /**
     * CondRefOf (Object, Result): whether the object exists; if it does, a reference to it is
     * stored. A name that only an External declared does not exist (ACPICA creates no object).
     * A name that does not resolve is no error (psargs.c, acpi_ps_get_next_namepath: "not_found
     * during a cond_ref_of(x) is ok by definition"), except a relative multi-segment one, which
     * the parser took for a term ({@link AmlName#parsedAsTerm}): AE_NOT_FOUND; and when such a
     * term resolves, it is the object's value, not a reference, unless the object has none
     * attached (a Device, a ThermalZone): AE_AML_OPERAND_TYPE (exresop.c, "Needed type
     * [Reference]"; acpiexec 20200925).
     */
    static final class CondRefOf extends Term {
        final Place target;
        final Place result;

        CondRefOf(Place target, Place result, String table, int offset) {
            super(AmlOp.COND_REF_OF, table, offset);
            this.target = target;
            this.result = result;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            if (target instanceof NameRef n) {
                Node found = n.find(f);
                if (found == null && n.name.parsedAsTerm()) {
                    throw error("AE_NOT_FOUND", f, n.name + ": a relative path of several segments must resolve, "
                            + "even under CondRefOf");
                }
                if (found == null) {
                    return AmlValue.ZERO;
                }
                if (n.name.parsedAsTerm() && found.kind() != Namespace.Kind.DEVICE
                        && found.kind() != Namespace.Kind.THERMAL_ZONE) {
                    throw error("AE_AML_OPERAND_TYPE", f, n.name + ": a relative path of several segments is read as "
                            + "the object's value, and CondRefOf needs a reference");
                }
            }
            result.store(f, new AmlValue.Ref(target.locate(f)));
            return f.ctx.operands.bool(true);
        }

        @Override
        List<Term> operands() {
            return List.of(target, result);
        }
    }

    /**
     * DerefOf (Reference | String), as exoparg1.c acpi_ex_opcode_1A_0T_1R has it: a reference
     * gives what it points to (an element never stored to fails); a String is a name, looked up
     * from the current scope with the parent search, and gives that object's value; anything
     * else is not a reference: AE_TYPE, or AE_AML_OPERAND_TYPE for a named object holding it.
     */
    static final class DerefOf extends Place {
        final Term ref;

        DerefOf(Term ref, String table, int offset) {
            super(AmlOp.DEREF_OF, table, offset);
            this.ref = ref;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return dereference(ref.eval(f), f);
        }

        /** What DerefOf gives for RAW, its operand's value; no object fails as a missing operand. */
        AmlValue dereference(AmlValue raw, AmlFrame f) {
            AmlValue v = dereferenceOrNone(raw, f);
            if (v == null) {
                throw error("AE_AML_NO_RETURN_VALUE", f, "DerefOf " + ref + ": " + withoutObject(raw, f).path()
                        + " has no object, so there is no operand");
            }
            return v;
        }

        /**
         * DerefOf's value for RAW, or null when it gives no object: a RefOf to a node only an
         * External created. ACPICA's DerefOf takes the object attached to the node
         * (exoparg1.c, AML_DEREF_OF_OP, ACPI_REFCLASS_REFOF: acpi_ns_get_attached_object), and
         * there is none, so it leaves no result: Return of it returns none, and any other use
         * fails with AE_AML_NO_RETURN_VALUE, "Missing or null operand" (acpiexec 20200925,
         * corpus bareext.asl).
         */
        AmlValue dereferenceOrNone(AmlValue raw, AmlFrame f) {
            tick(f);
            if (withoutObject(raw, f) != null) {
                return null;
            }
            AmlValue v = Operands.deref(raw);
            if (v instanceof AmlValue.Uninitialized) {
                throw error("AE_AML_UNINITIALIZED_ELEMENT", f, "DerefOf an element never stored to");
            }
            if (raw instanceof AmlValue.Ref) {
                return v;
            }
            if (raw instanceof AmlValue.Str s) {
                Namespace.Node n = f.ctx.ns.lookup(f.method, AmlName.parse(s.value()));
                if (n == null) {
                    throw error("AE_NOT_FOUND", f, "DerefOf \"" + s.value() + "\": no such object");
                }
                return f.ctx.named.read(n, this, f);
            }
            throw error(ref instanceof StoreOps.NameRef ? "AE_AML_OPERAND_TYPE" : "AE_TYPE", f,
                    "DerefOf " + AmlConvert.describe(raw) + ": neither a reference nor a name");
        }

        /** The node RAW refers to when it is a RefOf of a node only an External created, else null. */
        private static Namespace.Node withoutObject(AmlValue raw, AmlFrame f) {
            if (raw instanceof AmlValue.Ref r && r.target() instanceof AmlLocations.Named n) {
                Namespace.Node node = f.ctx.named.dealiased(n.node());
                return f.ctx.named.bareExternal(node) ? node : null;
            }
            return null;
        }

        @Override
        AmlValue.Location locate(AmlFrame f) {
            if (ref.eval(f) instanceof AmlValue.Ref r) {
                return r.target();
            }
            throw error("AE_AML_OPERAND_TYPE", f, "DerefOf needs a reference");
        }

        /**
         * DerefOf as a Store target: it gives the object referred to, and ACPICA stores only to a
         * reference ("Target is not a Reference or Constant object", exstore.c acpi_ex_store):
         * AE_AML_OPERAND_TYPE once the operand has run (acpiexec 20200925). An AML constant, the
         * object of a Package element built from Zero, One or Ones, is the exception: the store
         * leaves it alone without an error (AOPOBJ_AML_CONSTANT, same function; the rule shared
         * with stores to what a call gave, {@link StoreOps#storeToResultIsNoop}).
         */
        @Override
        void store(AmlFrame f, AmlValue v) {
            if (StoreOps.storeToResultIsNoop(eval(f), false, where(f) + ": store to " + this)) {
                return;
            }
            throw error("AE_AML_OPERAND_TYPE", f, "DerefOf as a target: the object it refers to is no reference");
        }

        @Override
        List<Term> operands() {
            return List.of(ref);
        }
    }

    /** Index (Source, Index, Destination): a reference to an element of a Package, Buffer or String. */
    static final class Index extends Place {
        final Term source;
        final Term index;
        final Place result;

        Index(Term source, Term index, Place result, String table, int offset) {
            super(AmlOp.INDEX, table, offset);
            this.source = source;
            this.index = index;
            this.result = result;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            AmlValue ref = new AmlValue.Ref(element(f));
            result.store(f, ref);
            return ref;
        }

        /** As a store target the Index is also stored to its own Destination. */
        @Override
        AmlValue.Location locate(AmlFrame f) {
            AmlValue.Location loc = element(f);
            result.store(f, new AmlValue.Ref(loc));
            return loc;
        }

        private AmlValue.Location element(AmlFrame f) {
            AmlValue src = source.eval(f);
            long i = index.evalInt(f);
            if (src instanceof AmlValue.Ref) {
                // ARGI_COMPLEXOBJ takes a Buffer, String or Package, not a reference to one (exresop.c):
                // Index (Arg0, 0) with Arg0 holding RefOf (PKG) fails; Index (DerefOf (Arg0), 0) does not
                throw error("AE_AML_OPERAND_TYPE", f, "Index of a reference: needed [Buffer/String/Package]");
            }
            String w = where(f);
            if (src instanceof AmlValue.Pkg p) {
                if (Long.compareUnsigned(i, p.elements().size()) >= 0) {
                    throw new AmlError("AE_AML_PACKAGE_LIMIT", w + ": Index " + Long.toUnsignedString(i) + " of "
                            + p.elements().size());
                }
                return new AmlLocations.PackageElement(p, (int) i, f.ctx);
            }
            if (src instanceof AmlValue.Buf b) {
                if (Long.compareUnsigned(i, b.bytes().length) >= 0) {
                    throw new AmlError("AE_AML_BUFFER_LIMIT", w + ": Index " + Long.toUnsignedString(i) + " of "
                            + b.bytes().length);
                }
                return new AmlLocations.BufferByte(b, (int) i, f.ctx.operands.convert, w);
            }
            if (src instanceof AmlValue.Str str) {
                if (Long.compareUnsigned(i, str.value().length()) >= 0) {
                    throw new AmlError("AE_AML_STRING_LIMIT", w + ": Index " + Long.toUnsignedString(i) + " of "
                            + str.value().length());
                }
                // a String held by a local, argument or name can be stored into (exstore.c)
                boolean held = source instanceof Local || source instanceof Arg || source instanceof NameRef;
                return held ? new AmlLocations.HeldStringChar(((Place) source).locate(f), (int) i, f.ctx.operands.convert, w, f.ctx)
                        : new AmlLocations.StringChar(str, (int) i, w);
            }
            throw new AmlError("AE_AML_OPERAND_TYPE", w + ": Index into " + AmlConvert.describe(src));
        }

        @Override
        List<Term> operands() {
            return List.of(source, index, result);
        }
    }

}
