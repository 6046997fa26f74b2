package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.Arrays;

/**
 * One method invocation's state (or module-level code's, or a lazily evaluated initializer's):
 * the scope it runs in, Local0-7, Arg0-6, what Return gave, and the run it belongs to.
 */
final class AmlFrame {
    final Node method;
    final AmlInterpreter ctx;
    final AmlValue[] locals = new AmlValue[8];
    final AmlValue[] args = new AmlValue[7];
    /** What Return gave; Uninitialized when the method returned no object. */
    AmlValue result = AmlValue.UNINITIALIZED;
    /** {@link #result} is the value of the call the method's AML ended in, not a Return's (ControlOps.Call#finalCall). */
    boolean resultOfFinalCall;
    /** Operand values waiting for their operator, where a Return can see them ({@link ResultStack}). */
    AmlValue[] results;
    int waiting;
    /**
     * In slack mode, the last result this frame produced, which the method returns when it ends
     * without Return: ACPICA starts an evaluation with Integer 0 (psxface.c acpi_ps_execute_method)
     * and replaces it with every operator's result (dsutils.c acpi_ds_is_result_used via
     * acpi_ds_do_implicit_return), every predicate's value (dswexec.c acpi_ds_get_predicate_value)
     * and the value of every call whose result the caller does not use (dsmethod.c
     * acpi_ds_restart_control_method). {@link ImplicitReturn} sets it; null stands for the
     * Integer {@link #implicitInt}, so that a loop's arithmetic and predicates allocate nothing.
     */
    AmlValue implicit = AmlValue.ZERO;
    long implicitInt;
    /**
     * Set while ControlOps.execute runs a method's body in this frame: only then can a Return
     * run as an operand unwind to it (a method-local region's operands run in a frame of their own).
     */
    boolean runsBody;
    /** The slots of the method-local objects this invocation created ({@link MethodObjects}). */
    int[] createdSlots;
    int createdCount;

    AmlFrame(Node method, AmlInterpreter ctx) {
        this.method = method;
        this.ctx = ctx;
        Arrays.fill(locals, AmlValue.UNINITIALIZED);
        Arrays.fill(args, AmlValue.UNINITIALIZED);
    }
}
