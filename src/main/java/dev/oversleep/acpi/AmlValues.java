package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;

/** Copies of AML values as ACPICA makes them when a value is stored, returned or passed. */
final class AmlValues {
    private AmlValues() {
    }

    /** Buffers and packages are copied by their contents; other values are immutable or references. */
    static AmlValue copy(AmlValue v) {
        if (v instanceof AmlValue.Buf b) {
            return new AmlValue.Buf(b.bytes().clone());
        }
        if (v instanceof AmlValue.Pkg p) {
            List<AmlValue> l = new ArrayList<>(p.elements().size());
            for (AmlValue e : p.elements()) {
                l.add(copy(e));
            }
            return new AmlValue.Pkg(l);
        }
        return v;
    }
}
