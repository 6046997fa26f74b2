package dev.oversleep.acpi;

import java.util.Arrays;

/**
 * The operand values ACPICA's walk holds on its result stack while their operator waits for
 * its other operands (dswstate.c acpi_ds_result_push), as far as a Return run in an operand's
 * place can see them. ACPICA's Return returns its operand itself only when that operand is a
 * constant, a string, a Local, an Arg or a name; any other operand has been completed and
 * unlinked from the Return (psparse.c acpi_ps_complete_this_op: a control op gets no
 * placeholder), so Return takes the first object on the result stack (dscontrol.c
 * acpi_ds_exec_end_control_op, the ResultCount branch). In a method's own statements that is
 * the operand's value; where a Return became the argument of a call or the target of a Store
 * ({@link ControlOps.Statement}), it is the oldest operand still waiting: in
 * {@code PAR2 (Local0 * 4, Return (Local0 + 10))} the product, in
 * {@code Store (PAR2 (4, Local1), Return (Local0 + 1))} what PAR2 returned (acpiexec 20200925,
 * corpus/callargs.asl). Oversleep records those waiting operands only for a call with a Return
 * among its arguments and for a Store to a non-name target, the two ways tables get there.
 */
final class ResultStack {
    private ResultStack() {
    }

    /**
     * Whether T's value waits on the result stack: all but AML_CLASS_ARGUMENT operands
     * (psopcode.c: constants, strings, Revision, LocalN, ArgN, Debug), which the parent reads
     * from its own operand list; a name's value is pushed too (dsutils.c
     * acpi_ds_evaluate_name_path).
     */
    static boolean waits(Term t) {
        return !(t instanceof DataOps.Const || t instanceof DataOps.StringConst || t instanceof DataOps.Revision
                || t instanceof StoreOps.FrameSlot || t instanceof StoreOps.Debug || t instanceof StoreOps.NullTarget);
    }

    /** Pushes V, OPERAND's value, when it waits; returns the depth to {@link #drop} back to. */
    static int push(AmlFrame f, Term operand, AmlValue v) {
        int depth = f.waiting;
        if (waits(operand)) {
            if (f.results == null || f.waiting == f.results.length) {
                f.results = f.results == null ? new AmlValue[4] : Arrays.copyOf(f.results, f.waiting * 2);
            }
            f.results[f.waiting++] = v;
        }
        return depth;
    }

    /** The parent completed: its operands no longer wait (acpi_ds_create_operands pops them). */
    static void drop(AmlFrame f, int depth) {
        for (int i = depth; i < f.waiting; i++) {
            f.results[i] = null;
        }
        f.waiting = depth;
    }

    /** What a Return whose OPERAND gave V returns. */
    static AmlValue returned(AmlFrame f, Term operand, AmlValue v) {
        if (f.waiting == 0 || !waits(operand) || operand instanceof StoreOps.NameRef) {
            return v;
        }
        return f.results[0];
    }
}
