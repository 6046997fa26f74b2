package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.Arrays;

/** One method invocation's state: the scope it runs in, Local0-7, Arg0-6 and what Return gave. */
final class AmlFrame {
    final Node method;
    final AmlValue[] locals = new AmlValue[8];
    final AmlValue[] args = new AmlValue[7];
    /** What Return gave; Uninitialized when the method returned no object. */
    AmlValue result = AmlValue.UNINITIALIZED;

    AmlFrame(Node method) {
        this.method = method;
        Arrays.fill(locals, AmlValue.UNINITIALIZED);
        Arrays.fill(args, AmlValue.UNINITIALIZED);
    }
}
