package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reading and writing a named object in a run (ACPICA exresolv.c, exstore.c): a Name's value
 * (its initializer evaluated on first use), a field unit (through the register script, then the
 * region space), a buffer field, a method (read means call), an alias (its target); any other
 * object reads as itself. A store to a Name converts to the Name's current type.
 */
final class NamedAccess {
    /**
     * Objects a Store (every operator's target but CopyObject's) may not overwrite: exstore.c,
     * acpi_ex_store_object_to_node, "Target must be [Buffer/Integer/String/Reference]".
     */
    private static final Set<Namespace.Kind> STORE_REFUSED = EnumSet.of(Namespace.Kind.DEVICE, Namespace.Kind.EVENT,
            Namespace.Kind.MUTEX, Namespace.Kind.OPERATION_REGION, Namespace.Kind.POWER_RESOURCE,
            Namespace.Kind.PROCESSOR, Namespace.Kind.THERMAL_ZONE);

    private final AmlInterpreter ctx;
    private final Set<Node> evaluating = Collections.newSetFromMap(new IdentityHashMap<>());

    NamedAccess(AmlInterpreter ctx) {
        this.ctx = ctx;
    }

    AmlValue read(Node n, Term at, AmlFrame f) {
        NsObject o = n.object();
        if (o instanceof NsObject.Name name) {
            return nameValue(n, name);
        }
        if (o instanceof NsObject.FieldUnit unit) {
            Optional<AmlValue> scripted = ctx.state.registers.read(n, ctx.kernel.now());
            AmlValue v = scripted.orElseGet(() -> ctx.fields.read(unit));
            if (ctx.state.space.tracing()) {
                long now = ctx.kernel.now();
                ctx.state.space.note(() -> String.format("field %s read %s%s at %.3f ms", n.path(), ctx.render(v),
                        scripted.isPresent() ? " (register script)" : "", now / 1e6));
            }
            return v;
        }
        if (o instanceof NsObject.BufferField) {
            return readBufferField(n);
        }
        if (o instanceof NsObject.Alias) {
            return read(dealiased(n), at, f);
        }
        AmlValue replaced = replacement(n);
        if (replaced != null) {
            return replaced;
        }
        if (o instanceof AmlMethod || o instanceof NsObject.NativeMethod) {
            return ControlOps.invoke(ctx, n, List.of());
        }
        if (o instanceof NsObject.Untyped) {
            throw uninitialized(n, at, f);
        }
        return new AmlValue.Obj(n.path(), o.objectType());
    }

    /**
     * A node only an External created, read before anything was stored to it: ACPICA finds no
     * object attached (exresnte.c, acpi_ex_resolve_node_to_value, "No object attached to node";
     * acpiexec 20200925, whether or not a Scope declared objects under it).
     */
    static AmlError uninitialized(Node n, Term at, AmlFrame f) {
        String detail = n.path() + " has no object: only an External declares it";
        return at != null ? at.error("AE_AML_UNINITIALIZED_NODE", f, detail)
                : new AmlError("AE_AML_UNINITIALIZED_NODE", detail);
    }

    /** Whether N is, in this run, a node only an External created and nothing was stored to. */
    boolean bareExternal(Node n) {
        return n.object() instanceof NsObject.Untyped && replacement(n) == null;
    }

    /**
     * The data object CopyObject put in place of N's own object in this run, or null. Only an
     * object with no value of its own can be replaced (a Device, Method, Mutex, Event, region,
     * ...); a Name's value is its {@link #nameValue}, and a field keeps its type (ACPICA
     * exstore.c, acpi_ex_store_object_to_node: the default case stores the copy directly on the
     * node, and the node's type becomes the copy's; its children stay).
     */
    AmlValue replacement(Node n) {
        NsObject o = n.object();
        if (o instanceof NsObject.Name || o instanceof NsObject.FieldUnit || o instanceof NsObject.BufferField
                || o instanceof NsObject.Alias) {
            return null;
        }
        AmlValue[] values = ctx.state.values;
        return n.slot < values.length ? values[n.slot] : null; // a node newer than this run's state holds nothing
    }

    /**
     * N's ObjectType in this run: a Name's by its value, a replaced object's by the copy's, an
     * Alias's by its target's (ACPICA's name lookup resolves an alias to its target node).
     */
    int objectType(Node n, Term at, AmlFrame f) {
        if (n.object() instanceof NsObject.Alias) {
            return objectType(dealiased(n), at, f);
        }
        if (n.object() instanceof NsObject.Name) {
            return read(n, at, f).objectType();
        }
        AmlValue replaced = replacement(n);
        return replaced != null ? replaced.objectType() : n.object().objectType();
    }

    /**
     * CopyObject (V, N): a Name, or any object with no value of its own, takes a copy of V
     * without conversion and becomes of V's type; a field or buffer field is written, and keeps
     * its type (exstore.c, acpi_ex_store_object_to_node).
     */
    void copyInto(Node n, AmlValue v, Term at, AmlFrame f) {
        NsObject o = n.object();
        if (o instanceof NsObject.FieldUnit || o instanceof NsObject.BufferField) {
            write(n, v, at, f);
        } else if (o instanceof NsObject.Alias) {
            copyInto(dealiased(n), v, at, f);
        } else {
            ctx.state.values[n.slot] = ctx.copy(v);
        }
    }

    /**
     * A store through an Arg that holds RefOf (N) (exstore.c, acpi_ex_store_object_to_node with
     * ACPI_NO_IMPLICIT_CONVERSION): as CopyObject, a field is written and anything else takes a
     * copy of V without conversion; but a Store (COPY_OBJECT false) keeps Store's refusals: a
     * Package takes only a Package, a Device, Mutex or the like nothing (AE_AML_TARGET_TYPE).
     */
    void storeThroughArg(Node n, AmlValue v, boolean copyObject) {
        Node target = dealiased(n);
        if (!copyObject) {
            if (STORE_REFUSED.contains(target.kind()) && replacement(target) == null) {
                throw new AmlError("AE_AML_TARGET_TYPE", "Store to " + target.path() + " through an Arg: target must be "
                        + "[Buffer/Integer/String/Reference], found [" + target.kind() + "]");
            }
            AmlValue current = replacement(target) != null ? replacement(target)
                    : target.object() instanceof NsObject.Name name ? nameValue(target, name) : null;
            requirePackageSource(current, v, target.path());
        }
        copyInto(target, v, null, null);
    }

    /** Store to a Package takes only a Package (exstore.c, "source must be type Pkg"): AE_AML_TARGET_TYPE. */
    private static void requirePackageSource(AmlValue current, AmlValue v, String where) {
        if (current instanceof AmlValue.Pkg && !(v instanceof AmlValue.Pkg)) {
            throw new AmlError("AE_AML_TARGET_TYPE", "Store to " + where + ": cannot assign ["
                    + TypedValue.typeName(v.objectType()) + "] to [Package] (source must be type Pkg)");
        }
    }

    void write(Node n, AmlValue v, Term at, AmlFrame f) {
        NsObject o = n.object();
        AmlValue replaced = replacement(n);
        if (replaced != null) {
            // CopyObject made it a data object: a Store converts to that type, as to a Name
            ctx.state.values[n.slot] = convertToTarget(replaced, v, n.path());
        } else if (o instanceof NsObject.FieldUnit unit) {
            ctx.fields.write(n, unit, v);
            if (ctx.state.space.tracing()) {
                long now = ctx.kernel.now();
                ctx.state.space.note(() -> String.format("field %s write %s at %.3f ms", n.path(), ctx.render(v), now / 1e6));
            }
            if (v instanceof AmlValue.Int written) {
                ctx.state.registers.written(n, written.value(), ctx.kernel.now());
            }
        } else if (o instanceof NsObject.BufferField) {
            writeBufferField(n, v);
        } else if (o instanceof NsObject.Alias) {
            write(dealiased(n), v, at, f);
        } else if (o instanceof NsObject.Name name) {
            // the Name's own object takes the value (acpi_ex_store_object_to_object): never a constant
            ctx.state.values[n.slot] = DataOps.Const.plain(convertToTarget(nameValue(n, name), v, n.path()));
        } else if (o instanceof AmlMethod || o instanceof NsObject.NativeMethod) {
            // a name that was no method when the decoder read it (a forward reference in
            // module-level code, for one): ACPICA parses it as a call (psargs.c, a possible
            // method call in a Target), which runs, and its result is no place to store unless
            // it is an AML constant, to which the store does nothing. Without decoded
            // arguments, only a method that takes none can be run here.
            if (n.argCount() == 0
                    && StoreOps.storeToResultIsNoop(ControlOps.invoke(ctx, n, List.of()), true, "Store to " + n.path() + "()")) {
                return;
            }
            throw new AmlError("AE_AML_OPERAND_TYPE", "Store to " + n.path() + ": a method name as a target is "
                    + "a call, and its result is not a reference");
        } else if (STORE_REFUSED.contains(n.kind())) {
            throw new AmlError("AE_AML_TARGET_TYPE", "Store to " + n.path() + ": target must be "
                    + "[Buffer/Integer/String/Reference], found [" + n.kind() + "]");
        } else {
            ctx.state.values[n.slot] = ctx.copy(v);
        }
    }

    /**
     * The object N stands for: N itself, or for an Alias its target through Aliases of Aliases at
     * once ({@link Namespace#dealias}, bounded). A chain that does not end in an object, a cycle
     * included, is AE_NOT_FOUND, where reading each link in turn recursed once per link (found
     * by the fuzzer: minutes per input).
     */
    Node dealiased(Node n) {
        Node target = ctx.ns.dealias(n);
        if (target.object() instanceof NsObject.Alias a) {
            throw new AmlError("AE_NOT_FOUND", n.path() + " is an Alias of " + a.target()
                    + ", which does not lead to an object");
        }
        return target;
    }

    /**
     * A Name's value, evaluated from its initializer on first use. Real tables initialize a
     * Name with data; a hostile one can make the initializer read the Name itself, which is
     * refused instead of recursing (found by the fuzzer).
     */
    private AmlValue nameValue(Node n, NsObject.Name name) {
        AmlValue v = ctx.state.values[n.slot];
        if (v != null) {
            return v;
        }
        if (!evaluating.add(n)) {
            throw new AmlError("AE_AML_OPERAND_TYPE", n.path() + ": its initial value refers to itself");
        }
        try {
            v = name.initializer().eval(new AmlFrame(n.parent(), ctx));
        } finally {
            evaluating.remove(n);
        }
        if (ctx.state.values[n.slot] == null) {
            ctx.state.values[n.slot] = v;
        }
        return ctx.state.values[n.slot];
    }

    /** Sets a Name's value directly (a Name executed in a method or at load). */
    void define(Node n, AmlValue v) {
        ctx.state.values[n.slot] = ctx.copy(v);
    }

    /**
     * Store's implicit conversion to a named object's type (ACPICA exstore.c): a named Integer
     * stays an Integer, a String a String, a Buffer keeps its length (the new bytes truncated or
     * zero-padded), a Package takes only a Package. Other targets take the value as it is.
     * CopyObject does not convert.
     */
    private AmlValue convertToTarget(AmlValue current, AmlValue v, String where) {
        requirePackageSource(current, v, where);
        AmlConvert c = ctx.operands.convert;
        if (current instanceof AmlValue.Int && !(v instanceof AmlValue.Int)) {
            return new AmlValue.Int(c.toInt(v, where));
        }
        if (current instanceof AmlValue.Str && !(v instanceof AmlValue.Str)) {
            return new AmlValue.Str(c.toStr(v, where));
        }
        if (current instanceof AmlValue.Buf cur) {
            // copied into the Name's own buffer, which keeps its length (acpi_ex_store_buffer_to_buffer):
            // buffer fields and references into it see the new bytes
            byte[] src = c.toBuffer(v, where);
            byte[] dst = cur.bytes();
            System.arraycopy(src, 0, dst, 0, Math.min(src.length, dst.length));
            Arrays.fill(dst, Math.min(src.length, dst.length), dst.length, (byte) 0);
            return cur;
        }
        return ctx.copy(v);
    }

    private RunState.BufferBinding binding(Node n) {
        RunState.BufferBinding bf = ctx.state.bufferFields[n.slot];
        if (bf == null) {
            throw new AmlError("AE_AML_UNINITIALIZED_ELEMENT", n.path() + " has not been created yet");
        }
        return bf;
    }

    /**
     * A buffer field's bits: a CreateField unit always reads as a Buffer, whatever its width
     * (ACPICA exfield.c, acpi_ex_read_data_from_field, since 20190509); the others as an
     * Integer when they fit.
     */
    private AmlValue readBufferField(Node n) {
        RunState.BufferBinding bf = binding(n);
        ctx.work(bf.bitLength());
        byte[] out = new byte[(int) ((bf.bitLength() + 7) / 8)];
        byte[] src = bf.buffer().bytes();
        for (long i = 0; i < bf.bitLength(); i++) {
            long b = bf.bitOffset() + i;
            if ((src[(int) (b / 8)] >>> (b % 8) & 1) != 0) {
                out[(int) (i / 8)] |= (byte) (1 << (i % 8));
            }
        }
        return bf.createField() ? new AmlValue.Buf(out) : ctx.fieldValue(out, bf.bitLength());
    }

    private void writeBufferField(Node n, AmlValue v) {
        RunState.BufferBinding bf = binding(n);
        ctx.work(bf.bitLength());
        byte[] src = ctx.operands.convert.toBuffer(v, n.path());
        byte[] dst = bf.buffer().bytes();
        for (long i = 0; i < bf.bitLength(); i++) {
            long b = bf.bitOffset() + i;
            boolean bit = i / 8 < src.length && (src[(int) (i / 8)] >>> (i % 8) & 1) != 0;
            int idx = (int) (b / 8);
            dst[idx] = (byte) (bit ? dst[idx] | 1 << (b % 8) : dst[idx] & ~(1 << (b % 8)));
        }
    }
}
