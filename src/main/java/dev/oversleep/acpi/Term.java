package dev.oversleep.acpi;

import java.util.List;

/**
 * One decoded AML term, ready to run: the executable form a method body is decoded into once.
 * Each operator family (MathOps, LogicOps, ConvertOps, DataOps, FieldOps, ControlOps,
 * SystemOps, StoreOps) defines its terms; operands arrive as terms and are resolved by the
 * rules of {@link Operands}, so a term never converts an operand its own way.
 *
 * <p>A term holds no run state: everything a run changes lives in its {@link AmlFrame} and
 * {@link AmlInterpreter}, so one decoded body serves every run of every copy.
 */
abstract class Term {
    /** How a statement ended: on, or out of a loop or method. */
    enum Flow { NORMAL, BREAK, CONTINUE, RETURN }

    final AmlOp op;
    final String table;
    final int offset;

    Term(AmlOp op, String table, int offset) {
        this.op = op;
        this.table = table;
        this.offset = offset;
    }

    /** The term's value (a statement's value is what its operator returns). */
    abstract AmlValue eval(AmlFrame f);

    /** The value as an Integer operand (ACPICA ARGI_INTEGER: Strings and Buffers converted). */
    long evalInt(AmlFrame f) {
        return f.ctx.operands.toInteger(eval(f), this, f);
    }

    /** Runs the term as a statement of a term list. */
    Flow exec(AmlFrame f) {
        eval(f);
        return Flow.NORMAL;
    }

    /** The terms this one evaluates, for walks over decoded code (Sleep and Stall sites). */
    List<Term> operands() {
        return List.of();
    }

    /** Counts one executed operator against the call's budget (AE_AML_LOOP_TIMEOUT beyond it). */
    final void tick(AmlFrame f) {
        AmlInterpreter ctx = f.ctx;
        if (++ctx.operations > ctx.maxOperations) {
            throw new AmlError("AE_AML_LOOP_TIMEOUT", where(f) + ": more than " + ctx.maxOperations + " operations");
        }
    }

    /** Where this term is, for error messages: the method and the table offset. */
    final String where(AmlFrame f) {
        return (f == null ? "\\" : f.method.path()) + " (" + table + " offset 0x" + Integer.toHexString(offset) + ")";
    }

    final AmlError error(String status, AmlFrame f, String detail) {
        return new AmlError(status, where(f) + ": " + detail);
    }

    /** A short ASL-like rendering, for reports of call sites. */
    @Override
    public String toString() {
        List<Term> o = operands();
        return op.asl + (o.isEmpty() ? "" : o.toString().replace('[', '(').replace(']', ')'));
    }
}
