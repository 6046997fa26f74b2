package dev.oversleep.acpi;

import dev.oversleep.acpi.AmlOp.Operand;

/**
 * Operand resolution, one rule per operand kind ({@link AmlOp.Operand}), as ACPICA's
 * acpi_ex_resolve_operands (exresop.c) applies them before an operator's handler runs: a
 * handler asks for an Integer, a Buffer, a computational value... and gets one or the
 * AE_AML_OPERAND_TYPE failure. The conversions themselves are {@link AmlConvert}'s.
 */
final class Operands {
    final AmlConvert convert;

    Operands(AmlConvert convert) {
        this.convert = convert;
    }

    /** ARGI_INTEGER: an Integer; a String or Buffer converted (exconvrt.c, implicit conversion). */
    long toInteger(AmlValue v, Term at, AmlFrame f) {
        if (v instanceof AmlValue.Int i) {
            return convert.mask(i.value());
        }
        if (v instanceof AmlValue.Str || v instanceof AmlValue.Buf) {
            return convert.toInt(v, at.where(f));
        }
        throw at.error("AE_AML_OPERAND_TYPE", f, AmlConvert.describe(v) + " is not an Integer, String or Buffer");
    }

    /** ARGI_BUFFER: a Buffer; an Integer or String converted. */
    byte[] toBuffer(AmlValue v, Term at, AmlFrame f) {
        AmlValue d = computeData(v, at, f);
        if (!(d instanceof AmlValue.Buf)) {
            f.ctx.work(size(d));
        }
        return convert.toBuffer(d, null);
    }

    /** The implicit conversion to a String (Concatenate's second operand, stores to a String). */
    String toStr(AmlValue v, Term at, AmlFrame f) {
        AmlValue d = computeData(v, at, f);
        if (d instanceof AmlValue.Buf b) {
            // the implicit conversion writes five characters a byte ("0x01 0x02")
            f.ctx.allocation(5L * b.bytes().length, at, f, "String");
            f.ctx.work(5L * b.bytes().length);
        }
        return convert.toStr(d, null);
    }

    /** ARGI_COMPUTEDATA: an Integer, String or Buffer as it is (a reference is not one). */
    AmlValue computeData(AmlValue v, Term at, AmlFrame f) {
        if (v instanceof AmlValue.Int || v instanceof AmlValue.Str || v instanceof AmlValue.Buf) {
            return v;
        }
        throw at.error("AE_AML_OPERAND_TYPE", f, AmlConvert.describe(v) + " is not an Integer, String or Buffer");
    }

    /** ARGI_BUFFER_OR_STRING: a String or Buffer; an Integer becomes its Buffer. */
    AmlValue bufferOrString(AmlValue v, Term at, AmlFrame f) {
        AmlValue d = computeData(v, at, f);
        return d instanceof AmlValue.Int ? new AmlValue.Buf(convert.toBuffer(d, null)) : d;
    }

    /** ARGI_PACKAGE: a Package. */
    AmlValue.Pkg toPackage(AmlValue v, Term at, AmlFrame f) {
        if (deref(v) instanceof AmlValue.Pkg p) {
            return p;
        }
        throw at.error("AE_AML_OPERAND_TYPE", f, AmlConvert.describe(deref(v)) + " where a Package is needed");
    }

    /**
     * An operand the decoder wraps so that its handler receives it resolved as its
     * {@link AmlOp.Operand} kind says: a Buffer (references followed, Integers and Strings
     * converted), a Buffer or String (Integers converted), a String, a Package (references
     * followed). Integer operands need no wrapper: handlers read them with {@link Term#evalInt}.
     */
    static final class Resolved extends Term {
        final Operand kind;
        final Term operand;

        Resolved(Operand kind, Term operand) {
            super(operand.op, operand.table, operand.offset);
            this.kind = kind;
            this.operand = operand;
        }

        /** Whether operands of KIND are wrapped. */
        static boolean wraps(Operand kind) {
            return kind == Operand.BUFFER || kind == Operand.BUFFER_OR_STRING || kind == Operand.STRING
                    || kind == Operand.PACKAGE;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            Operands ops = f.ctx.operands;
            AmlValue v = operand.eval(f);
            return switch (kind) {
                case BUFFER -> deref(v) instanceof AmlValue.Buf b ? b : new AmlValue.Buf(ops.toBuffer(deref(v), this, f));
                case BUFFER_OR_STRING -> ops.bufferOrString(v, this, f);
                case STRING -> v instanceof AmlValue.Str ? v : new AmlValue.Str(ops.toStr(v, this, f));
                default -> ops.toPackage(v, this, f);
            };
        }

        @Override
        java.util.List<Term> operands() {
            return operand.operands();
        }

        @Override
        public String toString() {
            return operand.toString();
        }
    }

    /** Compares as the first operand's type: integers numerically, strings and buffers bytewise. */
    int compare(AmlValue a, AmlValue b, Term at, AmlFrame f) {
        if (a instanceof AmlValue.Int x && b instanceof AmlValue.Int y) {
            return Long.compareUnsigned(convert.mask(x.value()), convert.mask(y.value()));
        }
        AmlValue x = computeData(a, at, f);
        AmlValue y = computeData(b, at, f);
        f.ctx.work(size(x) + size(y));
        return convert.compare(x, y, null);
    }

    /** The bytes a String or Buffer holds (what converting or comparing it costs). */
    static long size(AmlValue v) {
        return v instanceof AmlValue.Buf b ? b.bytes().length : v instanceof AmlValue.Str s ? s.value().length() : 8;
    }

    AmlValue integer(long v) {
        return new AmlValue.Int(convert.mask(v));
    }

    AmlValue bool(boolean b) {
        return b ? new AmlValue.Int(convert.ones()) : AmlValue.ZERO;
    }

    static AmlValue deref(AmlValue v) {
        return v instanceof AmlValue.Ref r ? r.target().read() : v;
    }
}
