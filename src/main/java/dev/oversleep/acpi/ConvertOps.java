package dev.oversleep.acpi;

import dev.oversleep.acpi.StoreOps.Place;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Data and conversion operators (ACPICA exoparg1.c, exoparg2.c, exoparg3.c, exoparg6.c,
 * exconcat.c, exconvrt.c): explicit conversions, BCD, Concatenate, ConcatenateResTemplate,
 * Mid, SizeOf, ObjectType and Match. Every String or Buffer result is sized against the run's
 * limits before it is made (AE_NO_MEMORY).
 */
final class ConvertOps {
    private ConvertOps() {
    }

    static Term build(AmlOp op, Term[] o, String table, int offset) {
        return switch (op) {
            case SIZE_OF, OBJECT_TYPE -> new Query(op, StoreOps.place(o[0]), table, offset);
            case MATCH -> new MatchOp(o, table, offset);
            default -> new Converted(op, o, StoreOps.place(o[o.length - 1]), table, offset);
        };
    }

    /** An operator that computes a value from its operands and stores it to its last operand, a Target. */
    static final class Converted extends Term {
        final Term[] in;
        final Place target;

        Converted(AmlOp op, Term[] operands, Place target, String table, int offset) {
            super(op, table, offset);
            this.in = Arrays.copyOf(operands, operands.length - 1);
            this.target = target;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            AmlValue r = compute(f);
            target.store(f, r);
            return r;
        }

        private AmlValue compute(AmlFrame f) {
            Operands ops = f.ctx.operands;
            AmlConvert c = ops.convert;
            switch (op) {
                case TO_INTEGER:
                    return ops.integer(c.toIntExplicit(ops.computeData(in[0].eval(f), this, f), where(f)));
                case TO_BUFFER:
                    return new AmlValue.Buf(ops.toBuffer(in[0].eval(f), this, f).clone());
                case TO_HEX_STRING: {
                    AmlValue v = ops.computeData(in[0].eval(f), this, f);
                    return string(v instanceof AmlValue.Str s ? s.value()
                            : v instanceof AmlValue.Int i ? c.toStr(i, null) : list(c.toBuffer(v, null), true, f), f);
                }
                case TO_DECIMAL_STRING: {
                    AmlValue v = ops.computeData(in[0].eval(f), this, f);
                    return string(v instanceof AmlValue.Str s ? s.value()
                            : v instanceof AmlValue.Int i ? Long.toUnsignedString(c.mask(i.value()))
                            : list(c.toBuffer(v, null), false, f), f);
                }
                case TO_STRING: {
                    byte[] b = ((AmlValue.Buf) in[0].eval(f)).bytes();
                    long max = in[1].evalInt(f);
                    int len = 0;
                    while (len < b.length && b[len] != 0 && Long.compareUnsigned(len, max) < 0) {
                        len++;
                    }
                    return new AmlValue.Str(new String(b, 0, len, StandardCharsets.ISO_8859_1));
                }
                case FROM_BCD:
                    return ops.integer(fromBcd(in[0].evalInt(f), f));
                case TO_BCD:
                    return ops.integer(toBcd(in[0].evalInt(f), f));
                case CONCATENATE:
                    return concatenate(in[0].eval(f), in[1].eval(f), f);
                case CONCATENATE_RES_TEMPLATE:
                    return ResourceTemplates.concatenate(this, f, ((AmlValue.Buf) in[0].eval(f)).bytes(),
                            ((AmlValue.Buf) in[1].eval(f)).bytes());
                case MID:
                    return mid(f);
                default:
                    throw new IllegalStateException(op.name());
            }
        }

        private AmlValue string(String s, AmlFrame f) {
            f.ctx.allocation(s.length(), this, f, "String");
            f.ctx.work(s.length());
            return new AmlValue.Str(s);
        }

        /** ToHexString's "0x01,0x02" and ToDecimalString's "1,2" of a buffer (5 and up to 4 characters a byte). */
        private String list(byte[] b, boolean hex, AmlFrame f) {
            f.ctx.allocation(5L * b.length, this, f, "String");
            f.ctx.work(5L * b.length);
            StringBuilder sb = new StringBuilder(b.length * 5);
            for (int i = 0; i < b.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                int x = b[i] & 0xFF;
                if (hex) {
                    sb.append("0x").append(Character.toUpperCase(Character.forDigit(x >> 4, 16)))
                            .append(Character.toUpperCase(Character.forDigit(x & 0xF, 16)));
                } else {
                    sb.append(x);
                }
            }
            return sb.toString();
        }

        /**
         * Concatenate (exconcat.c acpi_ex_do_concatenate): an operand that is not an Integer,
         * String or Buffer is first the String "[Type Object]"; then the first operand's type
         * decides: two Strings make a String, two Integers (the second converted) a Buffer of
         * both, Integer-wide each, and anything else two Buffers.
         */
        private AmlValue concatenate(AmlValue x0, AmlValue y0, AmlFrame f) {
            Operands ops = f.ctx.operands;
            AmlValue x = typeString(x0);
            AmlValue y = typeString(y0);
            if (x instanceof AmlValue.Int i) {
                AmlConvert c = ops.convert;
                long a = c.mask(i.value());
                long b = ops.toInteger(y, this, f);
                int w = c.integerBytes();
                byte[] out = new byte[2 * w];
                for (int k = 0; k < w; k++) {
                    out[k] = (byte) (a >>> (8 * k));
                    out[w + k] = (byte) (b >>> (8 * k));
                }
                return new AmlValue.Buf(out);
            }
            if (x instanceof AmlValue.Str s) {
                String right = ops.toStr(y, this, f);
                f.ctx.allocation((long) s.value().length() + right.length(), this, f, "String");
                f.ctx.work((long) s.value().length() + right.length());
                return new AmlValue.Str(s.value() + right);
            }
            byte[] bx = ops.toBuffer(x, this, f);
            byte[] by = ops.toBuffer(y, this, f);
            byte[] out = Arrays.copyOf(bx, f.ctx.allocation((long) bx.length + by.length, this, f, "Buffer"));
            f.ctx.work(out.length);
            System.arraycopy(by, 0, out, bx.length, by.length);
            return new AmlValue.Buf(out);
        }

        /**
         * An operand Concatenate cannot take as data, as the String "[Type Object]"
         * (exconvrt.c acpi_ex_convert_to_object_type_string, an ACPICA extension); others as they are.
         */
        private static AmlValue typeString(AmlValue v) {
            String name = v instanceof AmlValue.Pkg ? "Package" : v instanceof AmlValue.Ref ? "Reference"
                    : v instanceof AmlValue.Obj o ? TypedValue.typeName(o.type()) : null;
            return name == null ? v : new AmlValue.Str("[" + name + " Object]");
        }

        /** Mid (Source, Index, Length): Index and Length are unsigned; past the end is an empty result. */
        private AmlValue mid(AmlFrame f) {
            AmlValue src = in[0].eval(f);
            f.ctx.work(Operands.size(src));
            long idx = in[1].evalInt(f);
            long len = in[2].evalInt(f);
            if (src instanceof AmlValue.Str s) {
                int from = unsignedMin(idx, s.value().length());
                return new AmlValue.Str(s.value().substring(from, from + unsignedMin(len, s.value().length() - from)));
            }
            byte[] b = ((AmlValue.Buf) src).bytes();
            int from = unsignedMin(idx, b.length);
            return new AmlValue.Buf(Arrays.copyOfRange(b, from, from + unsignedMin(len, b.length - from)));
        }

        private long fromBcd(long bcd, AmlFrame f) {
            long r = 0;
            for (int shift = 60; shift >= 0; shift -= 4) {
                long d = bcd >>> shift & 0xF;
                if (d > 9) {
                    throw error("AE_AML_NUMERIC_OVERFLOW", f, "not a BCD digit");
                }
                r = r * 10 + d;
            }
            return r;
        }

        /** ToBCD: at most as many digits as the integer has nybbles (exoparg1.c, acpi_gbl_integer_nybble_width). */
        private long toBcd(long x, AmlFrame f) {
            long r = 0;
            int width = 8 * f.ctx.operands.convert.integerBytes();
            for (int shift = 0; x != 0; shift += 4) {
                if (shift >= width) {
                    throw error("AE_AML_NUMERIC_OVERFLOW", f, "too large for BCD");
                }
                r |= Long.remainderUnsigned(x, 10) << shift;
                x = Long.divideUnsigned(x, 10);
            }
            return r;
        }

        @Override
        List<Term> operands() {
            List<Term> all = new java.util.ArrayList<>(List.of(in));
            all.add(target);
            return all;
        }
    }

    /** The smaller of an AML integer read as unsigned and a non-negative int bound. */
    static int unsignedMin(long value, int bound) {
        return Long.compareUnsigned(value, bound) < 0 ? (int) value : bound;
    }

    /**
     * SizeOf (a String's length, a Buffer's bytes, a Package's elements, an Integer's width in
     * bytes: exoparg1.c acpi_ex_opcode_1A_0T_1R uses acpi_gbl_integer_byte_width for one) and
     * ObjectType.
     */
    static final class Query extends Term {
        /** ObjectType of the Debug object (ACPI 6.5 section 19.6.96, ACPI_TYPE_DEBUG_OBJECT). */
        private static final int DEBUG_OBJECT = 16;
        private static final int BUFFER_FIELD = 14;
        /** Reference chains are short in real AML; a cycle of Locals must still end. */
        private static final int MAX_REFERENCE_HOPS = 64;

        final Place object;

        Query(AmlOp op, Place object, String table, int offset) {
            super(op, table, offset);
            this.object = object;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            if (op == AmlOp.OBJECT_TYPE) {
                return f.ctx.operands.integer(objectType(f));
            }
            AmlValue v = Operands.deref(object.eval(f));
            long size = v instanceof AmlValue.Int ? f.ctx.operands.convert.integerBytes()
                    : v instanceof AmlValue.Str s ? s.value().length() : v instanceof AmlValue.Buf b
                    ? b.bytes().length : v instanceof AmlValue.Pkg p ? p.elements().size() : -1;
            if (size < 0) {
                throw error("AE_AML_OPERAND_TYPE", f, "SizeOf " + AmlConvert.describe(v));
            }
            return f.ctx.operands.integer(size);
        }

        /**
         * ObjectType of a name is its object's type; of an unset Local or Arg, 0 (Uninitialized) in
         * either mode: ACPICA looks at the slot's node without reading it (exresolv.c
         * acpi_ex_resolve_multiple, ACPI_REFCLASS_LOCAL and _ARG, no return descriptor).
         */
        private int objectType(AmlFrame f) {
            if (object instanceof StoreOps.NameRef r) {
                Namespace.Node n = r.resolve(f);
                if (f.ctx.named.bareExternal(n)) {
                    // named directly, the node must resolve (exresolv.c acpi_ex_resolve_multiple,
                    // "Node is unresolved or uninitialized"); through a reference it is of type 0
                    throw NamedAccess.uninitialized(n, this, f);
                }
                return typeOf(n, f);
            }
            if (object instanceof StoreOps.FrameSlot slot && slot.slots(f)[slot.index] instanceof AmlValue.Uninitialized) {
                return 0;
            }
            if (object instanceof StoreOps.Debug) {
                return DEBUG_OBJECT;
            }
            AmlValue v = object.eval(f);
            // a reference held where a reference points resolves on (acpi_ex_resolve_multiple)
            for (int hops = 0; hops < MAX_REFERENCE_HOPS && v instanceof AmlValue.Ref ref; hops++) {
                if (ref.target() instanceof AmlLocations.Named named) {
                    return typeOf(named.node(), f);
                }
                if (ref.target() instanceof AmlLocations.DebugSink) {
                    return DEBUG_OBJECT;
                }
                if (ref.target() instanceof AmlLocations.BufferByte || ref.target() instanceof AmlLocations.StringChar
                        || ref.target() instanceof AmlLocations.HeldStringChar) {
                    return BUFFER_FIELD; // Index of a Buffer or String is a buffer field (exoparg1.c)
                }
                v = ref.target().read();
            }
            return v.objectType();
        }

        /**
         * A named object's type, read without running it: a reference to a method is of type
         * Method (8), never the method's result (exoparg1.c acpi_ex_opcode_1A_0T_1R, ObjectType,
         * takes the node's type through acpi_ex_resolve_multiple).
         */
        private int typeOf(Namespace.Node n, AmlFrame f) {
            return f.ctx.named.objectType(n, this, f);
        }

        @Override
        List<Term> operands() {
            return List.of(object);
        }
    }

    /**
     * Match (SearchPackage, Op1, Object1, Op2, Object2, StartIndex) (ACPI 6.5 section 19.6.82):
     * the index of the first element from StartIndex that meets both comparisons, else Ones.
     * As ACPICA does it (exoparg6.c acpi_ex_do_match): the comparison is a logical operator with
     * the match object first, so an element is converted to the match object's type; an element
     * that cannot be is no match, and an uninitialized element is skipped even by MTR.
     */
    static final class MatchOp extends Term {
        final Term[] o;

        MatchOp(Term[] o, String table, int offset) {
            super(AmlOp.MATCH, table, offset);
            this.o = o;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            Operands ops = f.ctx.operands;
            AmlValue.Pkg p = (AmlValue.Pkg) o[0].eval(f);
            int op1 = (int) ((DataOps.Const) o[1]).value;
            AmlValue v1 = ops.computeData(o[2].eval(f), this, f);
            int op2 = (int) ((DataOps.Const) o[3]).value;
            AmlValue v2 = ops.computeData(o[4].eval(f), this, f);
            long start = o[5].evalInt(f);
            if (Long.compareUnsigned(start, p.elements().size()) >= 0) {
                throw error("AE_AML_PACKAGE_LIMIT", f, "Match starts at " + Long.toUnsignedString(start) + " of "
                        + p.elements().size());
            }
            for (int i = (int) start; i < p.elements().size(); i++) {
                f.ctx.work(64); // one operation an element
                AmlValue e = p.elements().get(i);
                if (e instanceof AmlValue.Uninitialized) {
                    continue;
                }
                if (matches(e, op1, v1, f) && matches(e, op2, v2, f)) {
                    return ops.integer(i);
                }
            }
            return ops.integer(-1);
        }

        /**
         * MTR (always), MEQ, MLE, MLT, MGE, MGT of element P against match object M, computed as
         * ACPICA does with M first: P == M as M == P, P <= M as !(M < P), P < M as M > P, and so on.
         */
        private boolean matches(AmlValue element, int match, AmlValue operand, AmlFrame f) {
            if (match == 0) {
                return true;
            }
            if (!(element instanceof AmlValue.Int || element instanceof AmlValue.Str || element instanceof AmlValue.Buf)) {
                return false;
            }
            int c;
            try {
                c = f.ctx.operands.compare(operand, element, this, f);
            } catch (AmlError e) {
                if (e.status().equals("AE_AML_BUFFER_LIMIT") || e.status().equals("AE_AML_OPERAND_TYPE")) {
                    return false; // the element does not convert to M's type: no match
                }
                throw e;
            }
            return switch (match) {
                case 1 -> c == 0;
                case 2 -> c >= 0;
                case 3 -> c > 0;
                case 4 -> c <= 0;
                case 5 -> c < 0;
                default -> throw error("AE_AML_OPERAND_VALUE", f, "Match opcode " + match);
            };
        }

        @Override
        List<Term> operands() {
            return List.of(o);
        }
    }
}
