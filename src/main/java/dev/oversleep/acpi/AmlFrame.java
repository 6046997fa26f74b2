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

    AmlFrame(Node method, AmlInterpreter ctx) {
        this.method = method;
        this.ctx = ctx;
        Arrays.fill(locals, AmlValue.UNINITIALIZED);
        Arrays.fill(args, AmlValue.UNINITIALIZED);
    }
}
