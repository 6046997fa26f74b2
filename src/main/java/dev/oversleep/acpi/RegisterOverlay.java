package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.input.BadInputException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A {@link RegisterScript} bound to one machine's namespace: answers field reads the script
 * decides and notes the writes that arm its delayed rules, in the interpreter's virtual time.
 * Rules name fields by path; a field declared inside a method body (firmware often maps a
 * root port's registers in a method-local OperationRegion) exists only while that method
 * runs, so paths are matched when the field is used.
 */
final class RegisterOverlay {
    static final RegisterOverlay NONE = new RegisterOverlay(List.of());

    /** A rule bound to the namespace; {@code where} names its value in the script for errors. */
    private record Bound(List<String> field, long value, List<String> trigger, Long whenValue, long delayNs,
                         String where) {
    }

    private final List<Bound> rules;
    /** When each delayed rule's value appears; absent until its trigger is written. */
    private final Map<Bound, Long> armedAt = new HashMap<>();
    private final Map<Node, List<String>> paths = new IdentityHashMap<>();

    private RegisterOverlay(List<Bound> rules) {
        this.rules = rules;
    }

    /**
     * The same rules with their armed state, for a run whose clock reads SHIFT ns more (or
     * less) than this overlay's at the moment of the copy: a rule armed at boot keeps its
     * remaining delay.
     */
    RegisterOverlay copy(long shift) {
        RegisterOverlay c = new RegisterOverlay(rules);
        armedAt.forEach((b, at) -> c.armedAt.put(b, at + shift));
        return c;
    }

    /** Binds SCRIPT (read from FILE) to a loaded namespace; a path that names no field is bad input. */
    static RegisterOverlay bind(RegisterScript script, String file, Namespace machine) {
        List<Bound> bound = new ArrayList<>();
        for (int i = 0; i < script.fields().size(); i++) {
            RegisterScript.Rule r = script.fields().get(i);
            List<String> field = field(machine, file, i, "field", r.field());
            List<String> trigger = r.afterWrite() == null ? null : field(machine, file, i, "after_write", r.afterWrite());
            fits(machine, file, i, "value", r.field(), r.value());
            if (r.whenValue() != null) {
                fits(machine, file, i, "when_value", r.afterWrite(), r.whenValue());
            }
            bound.add(new Bound(field, r.value(), trigger, r.whenValue(), r.delayUs() * 1000,
                    file + ": fields[" + i + "].value"));
        }
        return new RegisterOverlay(bound);
    }

    /** The path's segments if it names a field, or a name inside a method body; else bad input. */
    private static List<String> field(Namespace ns, String file, int i, String key, String path) {
        AmlName name = AmlName.parse(path);
        Node n = ns.lookup(ns.root(), name);
        boolean inMethod = false;
        for (int k = name.segments().size() - 1; k > 0 && n == null; k--) {
            Node scope = ns.lookup(ns.root(), new AmlName(true, 0, name.segments().subList(0, k)));
            inMethod |= scope != null && scope.kind() == Kind.METHOD;
            if (scope != null) {
                break;
            }
        }
        if (n != null ? n.kind() != Kind.FIELD : !inMethod) {
            throw new BadInputException(file + ": fields[" + i + "]." + key + " '" + path + "' is not a field of "
                    + "an operation region in these tables");
        }
        return name.segments();
    }

    /**
     * A value the field at PATH can hold: below 2^bitLength, read as unsigned (AML Integers are
     * 64-bit unsigned). A field inside a method body is not in the loaded namespace and is not
     * checked here.
     */
    private static void fits(Namespace ns, String file, int i, String key, String path, long value) {
        Node n = ns.lookup(ns.root(), AmlName.parse(path));
        if (n != null && n.object() instanceof NsObject.FieldUnit unit && unit.bitLength() < 64
                && Long.compareUnsigned(value, (1L << unit.bitLength()) - 1) > 0) {
            throw new BadInputException(file + ": fields[" + i + "]." + key + " " + Long.toUnsignedString(value)
                    + " does not fit " + path + ", a " + unit.bitLength() + "-bit field (0.."
                    + ((1L << unit.bitLength()) - 1) + ")");
        }
    }

    private List<String> pathOf(Node field) {
        return paths.computeIfAbsent(field, f -> AmlName.parse(f.path()).segments());
    }

    /** The value the script gives FIELD at time NOW, if any: the last rule in effect wins. */
    Optional<AmlValue> read(Node field, long now) {
        if (rules.isEmpty()) {
            return Optional.empty();
        }
        List<String> path = pathOf(field);
        AmlValue v = null;
        for (Bound b : rules) {
            if (!b.field().equals(path)) {
                continue;
            }
            Long at = b.trigger() == null ? Long.valueOf(0) : armedAt.get(b);
            if (at != null && now >= at) {
                fitsWhenRead(field, b);
                v = new AmlValue.Int(b.value());
            }
        }
        return Optional.ofNullable(v);
    }

    /**
     * A field declared in a method body exists only while that runs, so its width is known only
     * when it is read: a value wider than the field is bad input then, as {@link #fits} makes it
     * at binding for every other field (a 32-bit field must not read 2^64 - 1).
     */
    private static void fitsWhenRead(Node field, Bound b) {
        if (field.object() instanceof NsObject.FieldUnit unit && unit.bitLength() < 64
                && Long.compareUnsigned(b.value(), (1L << unit.bitLength()) - 1) > 0) {
            long max = (1L << unit.bitLength()) - 1;
            throw new BadInputException(b.where() + " " + Long.toUnsignedString(b.value()) + " does not fit "
                    + field.path() + ", a " + unit.bitLength() + "-bit field (0.." + max + ")");
        }
    }

    /** A store to FIELD of VALUE at NOW: arms the rules it triggers (a new write re-arms). */
    void written(Node field, long value, long now) {
        if (rules.isEmpty()) {
            return;
        }
        List<String> path = pathOf(field);
        for (Bound b : rules) {
            if (path.equals(b.trigger()) && (b.whenValue() == null || b.whenValue() == value)) {
                armedAt.put(b, now + b.delayNs());
            }
        }
    }
}
