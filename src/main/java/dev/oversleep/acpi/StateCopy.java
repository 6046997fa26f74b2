package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deep copy of an interpreter's object state for another interpreter: buffers, packages and
 * frames are copied once each (what shared one object before shares its copy after: a buffer
 * field and the Name whose buffer it covers), and references are re-pointed into the copy.
 */
final class StateCopy {
    private final Map<Object, Object> copies = new IdentityHashMap<>();
    private final AmlInterpreter into;

    StateCopy(AmlInterpreter into) {
        this.into = into;
    }

    AmlValue value(AmlValue v) {
        if (v instanceof AmlValue.Buf b) {
            return (AmlValue) copies.computeIfAbsent(b, x -> new AmlValue.Buf(b.bytes().clone()));
        }
        if (v instanceof AmlValue.Pkg p) {
            AmlValue.Pkg done = (AmlValue.Pkg) copies.get(p);
            if (done != null) {
                return done;
            }
            List<AmlValue> elements = new ArrayList<>(p.elements().size());
            AmlValue.Pkg copy = new AmlValue.Pkg(elements);
            copies.put(p, copy);
            for (AmlValue e : p.elements()) {
                elements.add(value(e));
            }
            return copy;
        }
        if (v instanceof AmlValue.Ref r) {
            return new AmlValue.Ref(location(r.target()));
        }
        return v;
    }

    AmlValue.Location location(AmlValue.Location l) {
        if (l instanceof AmlLocations.LocalSlot s) {
            return new AmlLocations.LocalSlot(frame(s.frame()), s.index(), s.where());
        }
        if (l instanceof AmlLocations.ArgSlot s) {
            return new AmlLocations.ArgSlot(frame(s.frame()), s.index(), s.where());
        }
        if (l instanceof AmlLocations.Named n) {
            return new AmlLocations.Named(n.node(), into);
        }
        if (l instanceof AmlLocations.DebugSink) {
            return new AmlLocations.DebugSink(into);
        }
        if (l instanceof AmlLocations.PackageElement e) {
            return new AmlLocations.PackageElement((AmlValue.Pkg) value(e.pkg()), e.index(), into);
        }
        if (l instanceof AmlLocations.BufferByte b) {
            return new AmlLocations.BufferByte((AmlValue.Buf) value(b.buf()), b.index(), b.convert(), b.where());
        }
        if (l instanceof AmlLocations.HeldStringChar h) {
            return new AmlLocations.HeldStringChar(location(h.holder()), h.index(), h.convert(), h.where(), into);
        }
        return l; // StringChar: an immutable string
    }

    private AmlFrame frame(AmlFrame f) {
        AmlFrame done = (AmlFrame) copies.get(f);
        if (done != null) {
            return done;
        }
        AmlFrame copy = new AmlFrame(f.method, into);
        copies.put(f, copy);
        for (int i = 0; i < f.locals.length; i++) {
            copy.locals[i] = value(f.locals[i]);
        }
        for (int i = 0; i < f.args.length; i++) {
            copy.args[i] = value(f.args[i]);
        }
        copy.result = value(f.result);
        return copy;
    }
}
