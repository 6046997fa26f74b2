package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Data objects (ACPI 6.5 section 20.2.3; ACPICA dsobject.c, dspkginit.c): integer constants,
 * strings, Revision, and Buffer, Package and VarPackage, whose sizes are evaluated when they run
 * and capped by the run's limits (AE_NO_MEMORY beyond).
 */
final class DataOps {
    private DataOps() {
    }

    /** Zero, One, Ones and the Byte, Word, DWord and QWord constants. */
    static final class Const extends Term {
        /**
         * The objects Zero, One and Ones evaluate to: ACPICA flags them AOPOBJ_AML_CONSTANT
         * (dsobject.c, acpi_ds_init_object_from_op), and a Store whose target evaluates to one of
         * them does nothing (exstore.c, acpi_ex_store: "Allow stores to Constants -- a Noop").
         * Identity carries the flag: a Local, an Arg or a Package element holding the object
         * holds the constant; a Store into a named Integer copies only its value
         * ({@link #plain}).
         */
        private static final AmlValue.Int AML_ZERO = new AmlValue.Int(0);
        private static final AmlValue.Int AML_ONE = new AmlValue.Int(1);
        private static final AmlValue.Int AML_ONES = new AmlValue.Int(-1L);
        private static final AmlValue.Int AML_ONES32 = new AmlValue.Int(0xFFFF_FFFFL);

        final long value;
        private final AmlValue.Int full;
        private final AmlValue.Int low32;

        Const(AmlOp op, long value, String table, int offset) {
            super(op, table, offset);
            this.value = value;
            this.full = switch (op) {
                case ZERO -> AML_ZERO;
                case ONE -> AML_ONE;
                case ONES -> AML_ONES;
                default -> new AmlValue.Int(value);
            };
            this.low32 = switch (op) {
                case ZERO, ONE -> full;
                case ONES -> AML_ONES32;
                default -> new AmlValue.Int(value & 0xFFFF_FFFFL);
            };
        }

        /** Whether V is the object Zero, One or Ones evaluated to (a constant, not a copy of its value). */
        static boolean isAmlConstant(AmlValue v) {
            return v == AML_ZERO || v == AML_ONE || v == AML_ONES || v == AML_ONES32;
        }

        /** V's value in an object of its own: what a named Integer keeps of a constant stored into it. */
        static AmlValue plain(AmlValue v) {
            return isAmlConstant(v) ? new AmlValue.Int(((AmlValue.Int) v).value()) : v;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return f.ctx.int32 ? low32 : full;
        }

        @Override
        long evalInt(AmlFrame f) {
            return f.ctx.int32 ? low32.value() : value;
        }

        @Override
        public String toString() {
            return op == AmlOp.ONES ? "Ones" : "0x" + Long.toHexString(value).toUpperCase(java.util.Locale.ROOT);
        }
    }

    /** A string literal. */
    static final class StringConst extends Term {
        final AmlValue.Str value;

        StringConst(String value, String table, int offset) {
            super(AmlOp.STRING, table, offset);
            this.value = new AmlValue.Str(value);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return value;
        }

        @Override
        public String toString() {
            return "\"" + value.value() + "\"";
        }
    }

    /**
     * Revision: the version of the interpreter, ACPICA's ACPI_CA_VERSION (dsobject.c,
     * acpi_ds_init_object_from_op, AML_REVISION_OP), which differs from {@code \_REV} (2). The
     * one of Linux 6.12, whose {@code _OSI} answers {@link OsiInterfaces} gives.
     */
    static final class Revision extends Term {
        /** include/acpi/acpixf.h, ACPI_CA_VERSION, Linux 6.12 (ACPICA 20240827). */
        static final long ACPI_CA_VERSION = 0x20240827L;

        Revision(String table, int offset) {
            super(AmlOp.REVISION, table, offset);
        }

        @Override
        AmlValue eval(AmlFrame f) {
            return f.ctx.operands.integer(ACPI_CA_VERSION);
        }
    }

    /** Buffer (BufferSize) {initializer}: at least as long as its initializer. */
    static final class Buffer extends Term {
        final Term size;
        final byte[] init;

        Buffer(Term size, byte[] init, String table, int offset) {
            super(AmlOp.BUFFER, table, offset);
            this.size = size;
            this.init = init;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            long n = size.evalInt(f);
            int bytes = f.ctx.allocation(Long.compareUnsigned(n, init.length) > 0 ? n : init.length, this, f, "Buffer");
            f.ctx.work(bytes);
            return new AmlValue.Buf(Arrays.copyOf(init, bytes));
        }

        @Override
        List<Term> operands() {
            return List.of(size);
        }
    }

    /**
     * Package (NumElements) and VarPackage (NumElements): elements past the initializers are
     * uninitialized. A name that refers to a method is a reference to it, not a call.
     */
    static final class Package extends Term {
        final Term count;
        final List<Term> elements;

        Package(AmlOp op, Term count, List<Term> elements, String table, int offset) {
            super(op, table, offset);
            this.count = count;
            this.elements = elements;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            long n = count.evalInt(f);
            // the count decides: more initializers than it are dropped ("Package List length larger
            // than NumElements count, truncated", dspkginit.c acpi_ds_build_internal_package_obj)
            int size = f.ctx.allocation(n, this, f, "Package");
            f.ctx.work(16L * size);
            List<AmlValue> values = new ArrayList<>(size);
            for (Term e : elements) {
                if (values.size() == size) {
                    break;
                }
                values.add(element(e, f));
            }
            while (values.size() < size) {
                values.add(AmlValue.UNINITIALIZED);
            }
            return new AmlValue.Pkg(values);
        }

        /**
         * A name that resolves to nothing (or to a bare External) leaves its element empty:
         * ACPICA's parser lets it pass ("not_found while building a Package is ok", psargs.c), and
         * acpi_ds_resolve_package_element (dspkginit.c) reports AE_NOT_FOUND and goes on.
         */
        private static AmlValue element(Term e, AmlFrame f) {
            if (e instanceof StoreOps.NameRef r) {
                Node named = r.find(f);
                if (named == null || f.ctx.named.bareExternal(named)) {
                    return AmlValue.UNINITIALIZED;
                }
                if (named.kind() == Namespace.Kind.METHOD && f.ctx.named.replacement(named) == null) {
                    return new AmlValue.Obj(named.path(), 8);
                }
            }
            return e.eval(f);
        }

        @Override
        List<Term> operands() {
            List<Term> all = new ArrayList<>(elements.size() + 1);
            all.add(count);
            all.addAll(elements);
            return all;
        }
    }
}
