package dev.oversleep.acpi;

import java.util.List;

/**
 * Logical operators (ACPICA exoparg2.c acpi_ex_do_logical_op, exoparg1.c for LNot): True is
 * Ones (all bits of the integer width), False is Zero. Both operands are always evaluated, as
 * ACPICA resolves every operand before the handler runs (no short circuit). LEqual, LGreater
 * and LLess compare as the first operand's type (ARGI_COMPUTEDATA); LAnd, LOr and LNot take
 * Integers. LNotEqual, LLessEqual and LGreaterEqual are LNot of these in AML.
 */
final class LogicOps {
    private LogicOps() {
    }

    static Term build(AmlOp op, Term[] o, String table, int offset) {
        return op == AmlOp.LNOT ? new Not(o[0], table, offset) : new Binary(op, o[0], o[1], table, offset);
    }

    /** A logical value as an Integer of the table's width. */
    abstract static class Logical extends Term {
        Logical(AmlOp op, String table, int offset) {
            super(op, table, offset);
        }

        abstract boolean test(AmlFrame f);

        @Override
        final AmlValue eval(AmlFrame f) {
            return f.ctx.operands.bool(test(f));
        }

        @Override
        final long evalInt(AmlFrame f) {
            return test(f) ? f.ctx.mask(-1L) : 0;
        }
    }

    static final class Binary extends Logical {
        final Term a;
        final Term b;

        Binary(AmlOp op, Term a, Term b, String table, int offset) {
            super(op, table, offset);
            this.a = a;
            this.b = b;
        }

        @Override
        boolean test(AmlFrame f) {
            tick(f);
            switch (op) {
                case LAND: {
                    boolean x = a.evalInt(f) != 0;
                    return b.evalInt(f) != 0 & x;
                }
                case LOR: {
                    boolean x = a.evalInt(f) != 0;
                    return b.evalInt(f) != 0 | x;
                }
                default: {
                    AmlValue x = a.eval(f);
                    AmlValue y = b.eval(f);
                    int c = x instanceof AmlValue.Int i && y instanceof AmlValue.Int j
                            ? Long.compareUnsigned(f.ctx.mask(i.value()), f.ctx.mask(j.value()))
                            : f.ctx.operands.compare(x, y, this, f);
                    return op == AmlOp.LEQUAL ? c == 0 : op == AmlOp.LGREATER ? c > 0 : c < 0;
                }
            }
        }

        @Override
        List<Term> operands() {
            return List.of(a, b);
        }
    }

    static final class Not extends Logical {
        final Term a;

        Not(Term a, String table, int offset) {
            super(AmlOp.LNOT, table, offset);
            this.a = a;
        }

        @Override
        boolean test(AmlFrame f) {
            tick(f);
            return a.evalInt(f) == 0;
        }

        @Override
        List<Term> operands() {
            return List.of(a);
        }
    }
}
