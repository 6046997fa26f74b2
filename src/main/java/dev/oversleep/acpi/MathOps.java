package dev.oversleep.acpi;

import dev.oversleep.acpi.StoreOps.Place;
import java.util.List;

/**
 * Integer arithmetic and bit operators (ACPICA exoparg2.c acpi_ex_do_math_op, exoparg1.c):
 * operands are Integers (ARGI_INTEGER), results are masked to the table's integer width and
 * stored to the optional Target. AML integers are unsigned: division, modulo and shifts by
 * 64 or more behave as ACPICA's 64-bit C code does.
 */
final class MathOps {
    private MathOps() {
    }

    static Term build(AmlOp op, Term[] o, String table, int offset) {
        return switch (op) {
            case INCREMENT, DECREMENT -> new Step(op, StoreOps.place(o[0]), table, offset);
            case DIVIDE -> new Divide(o[0], o[1], StoreOps.place(o[2]), StoreOps.place(o[3]), table, offset);
            case NOT, FIND_SET_LEFT_BIT, FIND_SET_RIGHT_BIT -> new Unary(op, o[0], StoreOps.place(o[1]), table, offset);
            default -> new Binary(op, o[0], o[1], StoreOps.place(o[2]), table, offset);
        };
    }

    /**
     * An operator whose value is an Integer it computes (and stores to its target) in
     * {@link #evalInt}; as a statement nothing else is made of it.
     */
    abstract static class IntResult extends Term {
        IntResult(AmlOp op, String table, int offset) {
            super(op, table, offset);
        }

        @Override
        final AmlValue eval(AmlFrame f) {
            return new AmlValue.Int(evalInt(f));
        }

        @Override
        final Flow exec(AmlFrame f) {
            evalInt(f);
            return Flow.NORMAL;
        }
    }

    /** Add, Subtract, Multiply, Mod, ShiftLeft, ShiftRight, And, NAnd, Or, NOr, XOr. */
    static final class Binary extends IntResult {
        final Term a;
        final Term b;
        final Place target;

        Binary(AmlOp op, Term a, Term b, Place target, String table, int offset) {
            super(op, table, offset);
            this.a = a;
            this.b = b;
            this.target = target;
        }

        @Override
        long evalInt(AmlFrame f) {
            tick(f);
            long x = a.evalInt(f);
            long y = b.evalInt(f);
            long r = switch (op) {
                case ADD -> x + y;
                case SUBTRACT -> x - y;
                case MULTIPLY -> x * y;
                case SHIFT_LEFT -> Long.compareUnsigned(y, 64) >= 0 ? 0 : x << y;
                case SHIFT_RIGHT -> Long.compareUnsigned(y, 64) >= 0 ? 0 : x >>> y;
                case AND -> x & y;
                case NAND -> ~(x & y);
                case OR -> x | y;
                case NOR -> ~(x | y);
                case XOR -> x ^ y;
                case MOD -> {
                    if (y == 0) {
                        throw error("AE_AML_DIVIDE_BY_ZERO", f, "Mod by zero");
                    }
                    yield Long.remainderUnsigned(x, y);
                }
                default -> throw new IllegalStateException(op.name());
            };
            long masked = f.ctx.mask(r);
            if (!(target instanceof StoreOps.NullTarget)) {
                target.store(f, new AmlValue.Int(masked));
            }
            return masked;
        }

        @Override
        List<Term> operands() {
            return List.of(a, b, target);
        }
    }


    /** Not, FindSetLeftBit (highest set bit, 1-based; 0 for none), FindSetRightBit. */
    static final class Unary extends IntResult {
        final Term a;
        final Place target;

        Unary(AmlOp op, Term a, Place target, String table, int offset) {
            super(op, table, offset);
            this.a = a;
            this.target = target;
        }

        @Override
        long evalInt(AmlFrame f) {
            tick(f);
            long x = a.evalInt(f);
            long r = switch (op) {
                case NOT -> ~x;
                case FIND_SET_LEFT_BIT -> x == 0 ? 0 : 64 - Long.numberOfLeadingZeros(x);
                default -> x == 0 ? 0 : Long.numberOfTrailingZeros(x) + 1;
            };
            long masked = f.ctx.mask(r);
            target.store(f, new AmlValue.Int(masked));
            return masked;
        }

        @Override
        List<Term> operands() {
            return List.of(a, target);
        }
    }

    /** Divide (Dividend, Divisor, Remainder, Result): the value is the quotient. */
    static final class Divide extends IntResult {
        final Term a;
        final Term b;
        final Place remainder;
        final Place quotient;

        Divide(Term a, Term b, Place remainder, Place quotient, String table, int offset) {
            super(AmlOp.DIVIDE, table, offset);
            this.a = a;
            this.b = b;
            this.remainder = remainder;
            this.quotient = quotient;
        }

        @Override
        long evalInt(AmlFrame f) {
            tick(f);
            long x = a.evalInt(f);
            long y = b.evalInt(f);
            if (y == 0) {
                throw error("AE_AML_DIVIDE_BY_ZERO", f, "Divide by zero");
            }
            AmlConvert c = f.ctx.operands.convert;
            remainder.store(f, new AmlValue.Int(c.mask(Long.remainderUnsigned(x, y))));
            long q = c.mask(Long.divideUnsigned(x, y));
            quotient.store(f, new AmlValue.Int(q));
            return q;
        }

        @Override
        List<Term> operands() {
            return List.of(a, b, remainder, quotient);
        }
    }

    /** Increment and Decrement: read the place as an Integer, store the result back. */
    static final class Step extends IntResult {
        final Place target;

        Step(AmlOp op, Place target, String table, int offset) {
            super(op, table, offset);
            this.target = target;
        }

        @Override
        long evalInt(AmlFrame f) {
            tick(f);
            // a call (Increment (M ())) runs once, and the result is stored to what it gave
            AmlValue given = target instanceof StoreOps.NotAPlace p ? p.term.eval(f) : null;
            long x = given != null ? f.ctx.operands.convert.toInt(given, where(f)) : target.evalInt(f);
            long r = f.ctx.mask(op == AmlOp.INCREMENT ? x + 1 : x - 1);
            if (given != null) {
                ((StoreOps.NotAPlace) target).storeInto(given, f);
            } else {
                target.store(f, new AmlValue.Int(r));
            }
            return r;
        }

        @Override
        List<Term> operands() {
            return List.of(target);
        }
    }
}
