package dev.oversleep.acpi;

/**
 * ACPICA's "implicit return" (dsutils.c acpi_ds_do_implicit_return), on only in slack mode: a
 * method that ends without Return returns the last result its frame produced, Integer 0 when
 * there was none ({@link AmlFrame#implicit}). Three places leave a result: an operator that has
 * one (psopcode.c AML_HAS_RETVAL, {@link AmlOp#leavesResult}), whether its parent uses it or not;
 * an If or While predicate, after conversion to Integer; a call whose caller does not use its
 * value. Oversleep records a statement's own result, a predicate, a call's arguments, and the
 * operands of the statements that have none (Sleep, Stall, Notify's value, Fatal,
 * OperationRegion, CreateXxxField): an operand completes after everything inside it, so its
 * result is the last. The operands of OperationRegion and CreateXxxField leave results as any
 * other's do (acpiexec -es, corpus/slack.asl T065, T066: {@code CreateDWordField (Local0, 1 + 1,
 * DW00)} ending a method returns 2); read once from AML that iasl had constant-folded, they
 * seemed not to. Not recorded: a result inside Notify's target.
 */
final class ImplicitReturn {
    private ImplicitReturn() {
    }

    /** Runs T as a statement of a term list, keeping its result as F's implicit return. */
    static Term.Flow statement(Term t, AmlFrame f) {
        if (t instanceof MathOps.IntResult arithmetic) {
            keep(arithmetic.evalInt(f), f);
            return Term.Flow.NORMAL;
        }
        if (t.op.leavesResult()) {
            f.implicit = t.eval(f);
            return Term.Flow.NORMAL;
        }
        if (t instanceof ControlOps.Call call) {
            AmlValue r = call.invokeWithArgs(f);
            if (!(r instanceof AmlValue.Uninitialized)) {
                f.implicit = r;
            }
            call.endMethodIfFinal(f, r, false);
            return Term.Flow.NORMAL;
        }
        return t.exec(f);
    }

    /** A predicate's Integer value V, kept (dswexec.c acpi_ds_get_predicate_value). */
    static long predicate(long v, AmlFrame f) {
        if (f.ctx.slack) {
            keep(v, f);
        }
        return v;
    }

    private static void keep(long integer, AmlFrame f) {
        f.implicit = null;
        f.implicitInt = integer;
    }

    /**
     * The Integer value of OPERAND of a statement that leaves no result: when OPERAND is an
     * operator with a result, that result is the frame's implicit return from then on.
     */
    static long operand(Term operand, AmlFrame f) {
        long v = operand.evalInt(f);
        if (f.ctx.slack && operand.op.leavesResult()) {
            keep(v, f);
        }
        return v;
    }

    /**
     * The value of ARGUMENT of a call: an operator there leaves its result too (the call's own
     * value replaces it unless the call's parent uses that value and leaves no result itself,
     * as Sleep (M (Local0 + 1)) does).
     */
    static AmlValue argument(Term argument, AmlFrame f) {
        AmlValue v = argument.eval(f);
        if (f.ctx.slack && argument.op.leavesResult()) {
            f.implicit = v;
        }
        return v;
    }

    /**
     * What a method whose body ran in F returns: Return's value, or in slack mode the implicit
     * return. The value a final call left ({@link ControlOps.Call#endMethodIfFinal}) gives way
     * to the implicit return in the OUTERMOST method, the one the host evaluates: psparse.c
     * acpi_ps_parse_aml hands the evaluation's caller the walk's implicit return object when
     * there is one, its return value only when there is not; a calling method gets the return
     * value first (acpi_ds_restart_control_method with it). An explicit Return has cleared the
     * implicit return (dscontrol.c acpi_ds_exec_end_control_op), so only a final call meets this.
     */
    static AmlValue methodResult(AmlFrame f, boolean outermost) {
        boolean returned = !(f.result instanceof AmlValue.Uninitialized);
        if (!f.ctx.slack || returned && !(outermost && f.resultOfFinalCall)) {
            return f.result;
        }
        return f.implicit != null ? f.implicit : f.ctx.operands.integer(f.implicitInt);
    }
}
