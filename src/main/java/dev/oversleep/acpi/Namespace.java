package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ACPI namespace as one boot's table loads built it: a tree of named objects
 * ({@link NsObject}), with ACPICA's rules for finding and entering names (nsaccess.c,
 * nssearch.c): a single relative segment is searched for in the scope and then each enclosing
 * scope up to the root; a declaration needs its path's prefix to exist and fails with
 * AE_ALREADY_EXISTS when the name does. Once the tables are loaded the tree only grows by the
 * objects declared inside method bodies, when those are decoded. Every node has a slot: runs
 * keep what they change about a node in their own state, at that slot.
 */
public final class Namespace {
    /** What a name stands for. */
    public enum Kind {
        SCOPE, DEVICE, PROCESSOR, POWER_RESOURCE, THERMAL_ZONE, METHOD, NAME, ALIAS, MUTEX, EVENT,
        OPERATION_REGION, DATA_REGION, FIELD, BUFFER_FIELD, EXTERNAL
    }

    /** One named object. */
    public static final class Node {
        private final String seg;
        private final Node parent;
        private final String path;
        private final Map<String, Node> children = new LinkedHashMap<>();
        private final NsObject object;
        /** The method whose body declares this object, or null for objects the tables declare. */
        final Node owner;
        /** The table whose AML declared it (null for the predefined objects). */
        final AcpiTable table;
        final int slot;
        /**
         * Other methods' local objects at this node's path, on the node the path names. ACPICA
         * creates each only while its method runs, so two bodies may declare one path
         * ({@code Name (\ZZ, 1)} in one method, {@code Name (\ZZ, 2)} in another).
         */
        private List<Node> variants = List.of();

        private Node(String seg, Node parent, NsObject object, Node owner, AcpiTable table, int slot) {
            this.seg = seg;
            this.parent = parent;
            this.object = object;
            this.owner = owner;
            this.table = table;
            this.slot = slot;
            this.path = parent == null ? "\\"
                    : (parent.parent == null ? "\\" : parent.path + ".") + AmlName.trimSeg(seg);
        }

        public Kind kind() {
            return object.kind();
        }

        NsObject object() {
            return object;
        }

        /** How many arguments an invocation takes: a method's declared count, else 0. */
        public int argCount() {
            if (object instanceof AmlMethod m) {
                return m.argCount();
            }
            return object instanceof NsObject.NativeMethod n ? n.argCount() : 0;
        }

        /** A method with an AML body (not a native one such as {@code \_OSI}). */
        public boolean hasBody() {
            return object instanceof AmlMethod;
        }

        public Node parent() {
            return parent;
        }

        /** Only an External() created this node: it holds no object (ACPICA type ANY). */
        public boolean declaredOnly() {
            return object instanceof NsObject.Untyped;
        }

        /** The objects at this node's path, this one and the other methods' local objects there. */
        List<Node> samePath() {
            Node named = parent == null ? this : parent.children.get(seg);
            if (named == null || named.variants.isEmpty()) {
                return List.of(this);
            }
            List<Node> all = new ArrayList<>(named.variants.size() + 1);
            all.add(named);
            all.addAll(named.variants);
            return all;
        }

        /** Declared inside a method's body: it exists while that method runs (ACPICA creates it then). */
        public boolean methodLocal() {
            return owner != null;
        }

        /**
         * The children as they are now, in declaration order. A copy: the walks that run methods
         * (_REG, _STA/_INI, the census) must not see a method declare an object under the node
         * they are iterating, which ACPICA's walk never meets either (the method's objects are
         * deleted at its exit, acpi_ds_terminate_control_method).
         */
        public List<Node> children() {
            return List.copyOf(children.values());
        }

        /** The child named by a four-character segment ("_INI", "_SB_"), or null. */
        public Node child(String seg) {
            return children.get(seg);
        }

        public String path() {
            return path;
        }

        @Override
        public String toString() {
            return path;
        }
    }

    /** Why a declaration did not enter a name. */
    enum Refusal {
        /** the name exists in that scope (ACPICA AE_ALREADY_EXISTS) */
        ALREADY_EXISTS,
        /** a segment of the path before the last does not exist (AE_NOT_FOUND) */
        PREFIX_NOT_FOUND
    }

    /** A declaration's outcome: the new node, or the refusal (and the node in the way, if any). */
    record Declared(Node node, Refusal refusal) {
        boolean ok() {
            return refusal == null;
        }
    }

    /** How many Aliases deep a lookup follows: an Alias of an Alias, and so on. */
    private static final int MAX_ALIAS_DEPTH = 8;
    /** Aliases one lookup may follow in all; real tables chain one or two. */
    private static final int MAX_ALIAS_STEPS = 64;
    /**
     * Methods that may declare an object at one path, past the first (real tables: none or one).
     * A lookup of that path may look at each, so hostile AML must not make it thousands: a
     * declaration past the bound is refused as if the path were taken (AE_ALREADY_EXISTS).
     */
    static final int MAX_PATH_VARIANTS = 16;

    private final Node root;
    private volatile int slots;
    /** Slots below this are the root and ACPICA's predefined objects. */
    private final int predefined;
    private boolean loaded;

    public Namespace() {
        // the root is a Device to ObjectType and Notify (nsaccess.c acpi_ns_root_initialize)
        root = new Node("\\___", null, new NsObject.Scope(6), null, null, slots++);
        // ACPICA's predefined scopes (utglobal.c, acpi_gbl_pre_defined_names): \_SB and \_TZ
        // are Devices ("09/2010: Changed to type Device", so that Notify accepts \_TZ), the
        // others plain scopes.
        for (String s : new String[] {"_GPE", "_PR_", "_SB_", "_SI_", "_TZ_"}) {
            boolean device = s.equals("_SB_") || s.equals("_TZ_");
            enter(root, s, device ? new NsObject.Device() : new NsObject.Scope(0), null, null);
        }
        OsiInterfaces.predefine(this);
        predefined = slots;
    }

    /** Enters a predefined object at the root (ACPICA utglobal.c, acpi_gbl_pre_defined_names). */
    synchronized Node predefine(String seg, NsObject object) {
        return enter(root, seg, object, null, null);
    }

    private Node enter(Node parent, String seg, NsObject object, Node owner, AcpiTable table) {
        Node n = new Node(seg, parent, object, owner, table, slots++);
        parent.children.put(seg, n);
        return n;
    }

    public Node root() {
        return root;
    }

    /** How many slots run state needs for the nodes so far. */
    int slotCount() {
        return slots;
    }

    /** True once every table is loaded (after that, decoded method bodies are kept). */
    synchronized boolean loaded() {
        return loaded;
    }

    synchronized void finishLoading() {
        loaded = true;
    }

    /** The scope a name's path starts from: the root, or SCOPE after its parent prefixes (null past the root). */
    private static Node base(Node scope, AmlName name) {
        if (name.absolute()) {
            Node r = scope;
            while (r.parent != null) {
                r = r.parent;
            }
            return r;
        }
        Node b = scope;
        for (int i = 0; i < name.parents() && b != null; i++) {
            b = b.parent;
        }
        return b;
    }

    /**
     * Finds a name from a scope: a single relative segment in the scope and then each enclosing
     * scope up to the root (ACPI 6.5 section 5.3); any other name is followed from its base, an
     * Alias on the way standing for its target. The NullName and {@code \} alone name the scope
     * and the root. Null when it does not resolve.
     */
    public synchronized Node lookup(Node scope, AmlName name) {
        return lookup(scope, name, true, null, 0, new int[1]);
    }

    /**
     * {@link #lookup(Node, AmlName)} as the AML of OWNER's body sees the namespace when it is
     * decoded (null: a table's own AML): of the objects methods' bodies declare, only OWNER's and
     * those of the methods whose bodies declare OWNER. Whether another body has been decoded
     * must not change what a name means (which bodies a run decodes depends on what it calls).
     */
    synchronized Node lookupSeenBy(Node owner, Node scope, AmlName name) {
        return lookup(scope, name, false, owner, 0, new int[1]);
    }

    /**
     * Aliases met while following an Alias's own target: at most {@link #MAX_ALIAS_DEPTH} deep
     * and {@link #MAX_ALIAS_STEPS} in all (STEPS counts them for the whole lookup), so a target
     * whose path runs through Aliases, itself among them (AML that never loads in ACPICA, which
     * resolves an Alias once, when it is created, to an object that already exists), ends as
     * unresolved instead of recursing without end or branching into exponential time (each
     * segment of each target's path may be an Alias again: found by the fuzzer). The lookup meets
     * every method's local objects when EVERY (its caller checks them per run), else only
     * VISIBLE's and its declaring methods' (null: none).
     */
    private Node lookup(Node scope, AmlName name, boolean every, Node visible, int aliasDepth, int[] steps) {
        if (name.searchesUpward()) {
            String seg = name.segments().get(0);
            for (Node s = scope; s != null; s = s.parent) {
                Node n = seen(s.children.get(seg), every, visible);
                if (n != null) {
                    return n;
                }
            }
            return null;
        }
        Node n = base(scope, name);
        for (String seg : name.segments()) {
            if (n == null) {
                return null;
            }
            n = seen(dealias(n, aliasDepth, steps).children.get(seg), every, visible);
        }
        return n;
    }

    /** N when the lookup may meet it: a table's object, or a local one of VISIBLE or of a method declaring VISIBLE. */
    private static Node seen(Node n, boolean every, Node visible) {
        if (n == null || every || n.owner == null || declares(n.owner, visible)) {
            return n;
        }
        for (Node v : n.variants) {
            if (declares(v.owner, visible)) {
                return v;
            }
        }
        return null;
    }

    /** Whether OWNER is VISIBLE or a method whose body declares VISIBLE. */
    private static boolean declares(Node owner, Node visible) {
        for (Node m = visible; m != null; m = m.owner) {
            if (owner == m) {
                return true;
            }
        }
        return false;
    }

    /**
     * The object an Alias stands for, following Aliases of Aliases; N itself when it is no
     * Alias, the last Alias reached when a target does not resolve.
     */
    synchronized Node dealias(Node n) {
        return dealias(n, 0, new int[1]);
    }

    /**
     * An Alias's target is looked up as ACPICA looks it up when it creates the Alias (excreate.c
     * acpi_ex_create_alias, once): objects that other methods' bodies declare do not count,
     * whichever bodies have been decoded. Otherwise the target would depend on what an earlier
     * run happened to decode (a fuzzer found an Alias whose target path ran through a method
     * whose body declares a child of the same name).
     */
    private Node dealias(Node n, int aliasDepth, int[] steps) {
        for (int i = 0; i < MAX_ALIAS_DEPTH && n.object instanceof NsObject.Alias a; i++) {
            Node target = aliasDepth < MAX_ALIAS_DEPTH && ++steps[0] <= MAX_ALIAS_STEPS
                    ? lookup(a.scope(), a.target(), false, n.owner, aliasDepth + 1, steps) : null;
            if (target == null) {
                return n;
            }
            n = target;
        }
        return n;
    }

    /**
     * Enters OBJECT under NAME from SCOPE, as ACPICA's load does for a named object: the path's
     * prefix must exist, the last segment must not. OWNER is the method whose body declares it
     * (null for the tables' own objects), TABLE the table whose AML it is. The prefix is found as
     * OWNER's AML sees the namespace ({@link #lookupSeenBy}).
     */
    synchronized Declared declare(Node scope, AmlName name, NsObject object, Node owner, AcpiTable table) {
        List<String> segs = name.segments();
        if (segs.isEmpty()) {
            return new Declared(null, Refusal.PREFIX_NOT_FOUND);
        }
        Node parent = base(scope, name);
        for (int i = 0; i < segs.size() - 1 && parent != null; i++) {
            parent = seen(dealias(parent).children.get(segs.get(i)), false, owner);
        }
        if (parent == null) {
            return new Declared(null, Refusal.PREFIX_NOT_FOUND);
        }
        parent = dealias(parent);
        String seg = segs.get(segs.size() - 1);
        Node existing = parent.children.get(seg);
        if (existing == null) {
            return new Declared(enter(parent, seg, object, owner, table), null);
        }
        if (owner == null || existing.owner == null || existing.owner == owner) {
            return new Declared(existing, Refusal.ALREADY_EXISTS);
        }
        for (Node v : existing.variants) {
            if (v.owner == owner) {
                return new Declared(v, Refusal.ALREADY_EXISTS);
            }
        }
        if (existing.variants.size() >= MAX_PATH_VARIANTS) {
            return new Declared(existing, Refusal.ALREADY_EXISTS);
        }
        // another method's local object at this path: both exist only while their methods run
        Node variant = new Node(seg, parent, object, owner, table, slots++);
        List<Node> more = new ArrayList<>(existing.variants);
        more.add(variant);
        existing.variants = List.copyOf(more);
        return new Declared(variant, null);
    }

    /** Takes one object, and what lies below it, out of the namespace. */
    synchronized void remove(Node n) {
        if (n.parent != null && n.parent.children.get(n.seg) == n) {
            n.parent.children.remove(n.seg);
        }
    }

    /**
     * Takes every object TABLE declared out of the namespace, with what lies below it, as ACPICA
     * does when a table's load fails (nsload.c, acpi_ns_delete_namespace_by_owner).
     */
    synchronized void deleteObjectsOf(AcpiTable table) {
        deleteObjectsOf(root, table);
    }

    private static void deleteObjectsOf(Node n, AcpiTable table) {
        n.children.values().removeIf(c -> c.table == table && c.owner == null);
        for (Node c : n.children.values()) {
            deleteObjectsOf(c, table);
        }
    }

    /**
     * The tables' objects by kind: ACPICA's count after the load (its table summaries), so the
     * root, the predefined objects and method-local objects are not counted.
     */
    public synchronized Map<Kind, Integer> counts() {
        Map<Kind, Integer> m = new TreeMap<>();
        walk(root, n -> {
            if (!n.methodLocal() && n.slot >= predefined) {
                m.merge(n.kind(), 1, Integer::sum);
            }
        });
        return m;
    }

    /** All objects below the root, depth first in definition order (method-local ones as decoded so far). */
    public synchronized List<Node> all() {
        List<Node> out = new ArrayList<>();
        walk(root, out::add);
        return out;
    }

    private static void walk(Node n, java.util.function.Consumer<Node> visit) {
        for (Node c : n.children.values()) {
            visit.accept(c);
            if (!c.children.isEmpty()) { // most nodes are leaves: no iterator made for them
                walk(c, visit);
            }
        }
    }
}
