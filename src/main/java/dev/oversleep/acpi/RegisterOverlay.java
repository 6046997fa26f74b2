package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.input.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link RegisterScript} bound to one machine's namespace: answers field reads the script
 * decides and notes the writes that arm its delayed rules, in the interpreter's virtual time.
 */
final class RegisterOverlay {
    static final RegisterOverlay NONE = new RegisterOverlay(List.of());

    private record Bound(Node field, long value, Node trigger, Long whenValue, long delayNs) {
    }

    private final List<Bound> rules;
    /** When each delayed rule's value appears; absent until its trigger is written. */
    private final Map<Bound, Long> armedAt = new HashMap<>();

    private RegisterOverlay(List<Bound> rules) {
        this.rules = rules;
    }

    /** Binds SCRIPT (read from FILE) to MACHINE; a path that names no field is bad input. */
    static RegisterOverlay bind(RegisterScript script, String file, AcpiMachine machine) {
        List<Bound> bound = new ArrayList<>();
        for (int i = 0; i < script.fields().size(); i++) {
            RegisterScript.Rule r = script.fields().get(i);
            Node field = field(machine, file, i, "field", r.field());
            Node trigger = r.afterWrite() == null ? null : field(machine, file, i, "after_write", r.afterWrite());
            bound.add(new Bound(field, r.value(), trigger, r.whenValue(), r.delayUs() * 1000));
        }
        return new RegisterOverlay(bound);
    }

    private static Node field(AcpiMachine machine, String file, int i, String key, String path) {
        Node n = machine.namespace().lookup(machine.namespace().root(), AmlName.parse(path));
        if (n == null || n.kind() != Kind.FIELD) {
            throw new BadInputException(file + ": fields[" + i + "]." + key + " '" + path + "' is not a field of "
                    + "an operation region in these tables");
        }
        return n;
    }

    /** The value the script gives FIELD at time NOW, if any: the last rule in effect wins. */
    Optional<AmlValue> read(Node field, long now) {
        AmlValue v = null;
        for (Bound b : rules) {
            if (b.field() != field) {
                continue;
            }
            Long at = b.trigger() == null ? Long.valueOf(0) : armedAt.get(b);
            if (at != null && now >= at) {
                v = new AmlValue.Int(b.value());
            }
        }
        return Optional.ofNullable(v);
    }

    /** A store to FIELD of VALUE at NOW: arms the rules it triggers (a new write re-arms). */
    void written(Node field, long value, long now) {
        for (Bound b : rules) {
            if (b.trigger() == field && (b.whenValue() == null || b.whenValue() == value)) {
                armedAt.put(b, now + b.delayNs());
            }
        }
    }
}
