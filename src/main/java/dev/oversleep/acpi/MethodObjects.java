package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.Arrays;

/**
 * The objects a method invocation creates: Name, Method, Mutex, Event, Alias, OperationRegion,
 * CreateXxxField, Device and the other named objects its AML declares. The decoder enters their
 * nodes once, when it decodes the body; whether a node exists is a property of the run, kept
 * here. ACPICA creates such an object when the invocation reaches its declaration
 * (dswload2.c, acpi_ds_load2_begin_op, with ACPI_NS_ERROR_IF_FOUND: a second creation while the
 * first exists, in a loop or in a recursive call of the same method, Serialized or not, aborts
 * the method with AE_ALREADY_EXISTS) and deletes all of them when the invocation ends
 * (dsmethod.c, acpi_ds_terminate_control_method, acpi_ns_delete_namespace_by_owner). Field units
 * are not among them: acpi_ds_init_field_objects ignores AE_ALREADY_EXISTS, so a Field in a loop
 * is no error (acpiexec 20200925). ACPICA also marks a method that failed so as Serialized
 * (ACPI_METHOD_SERIALIZED_PENDING, with ACPI_METHOD_IGNORE_SYNC_LEVEL): with one thread of AML,
 * that changes nothing a run can see.
 */
final class MethodObjects {
    private MethodObjects() {
    }

    /**
     * Creates NODE, a method-local object, for the invocation running in F; AE_ALREADY_EXISTS
     * when it exists already. Objects the tables themselves declare always exist.
     */
    static void create(AmlFrame f, Node node, Term at) {
        if (node != null && node.methodLocal() && (another(f.ctx.state, node) != null || !enter(f, node))) {
            throw at.error("AE_ALREADY_EXISTS", f, node.path() + " exists already (created earlier in this invocation "
                    + "or by a caller that is still running)");
        }
    }

    /** Creates the field units UNITS, those that do not exist yet: a Field run again is no error. */
    static void createUnits(AmlFrame f, Node[] units) {
        for (Node u : units) {
            if (u.methodLocal()) {
                enter(f, u);
            }
        }
    }

    /** Marks NODE created by the invocation running in F; false when it exists already. */
    private static boolean enter(AmlFrame f, Node node) {
        RunState s = f.ctx.state;
        s.ensure(node.slot + 1);
        if (s.created[node.slot]) {
            return false;
        }
        s.created[node.slot] = true;
        if (f.createdSlots == null) {
            f.createdSlots = new int[4];
        } else if (f.createdCount == f.createdSlots.length) {
            f.createdSlots = Arrays.copyOf(f.createdSlots, f.createdCount * 2);
        }
        f.createdSlots[f.createdCount++] = node.slot;
        return true;
    }

    /** Deletes what the invocation running in F created (at its end, whether it returned or failed). */
    static void deleteAll(AmlFrame f) {
        boolean[] created = f.ctx.state.created;
        for (int i = 0; i < f.createdCount; i++) {
            created[f.createdSlots[i]] = false;
        }
        f.createdCount = 0;
    }

    /** Whether N exists in this run now: a method-local object only between its creation and its invocation's end. */
    static boolean exists(RunState s, Node n) {
        return !n.methodLocal() || n.slot < s.created.length && s.created[n.slot];
    }

    /**
     * The object at N's path that exists in this run now: N, or another method's local object
     * declared at the same path (NamedObjects: each body has its own node there); null for none.
     */
    static Node existing(RunState s, Node n) {
        return exists(s, n) ? n : another(s, n);
    }

    /** Another method's object at N's path that exists now, or null (a creation there fails while it does). */
    private static Node another(RunState s, Node n) {
        for (Node v : n.samePath()) {
            if (v != n && exists(s, v)) {
                return v;
            }
        }
        return null;
    }
}
