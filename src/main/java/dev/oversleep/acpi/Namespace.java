package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The ACPI namespace as the tables define it: a tree of named objects, each with its kind and,
 * for methods, the argument count that decides how many operands an invocation takes.
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
        private final Map<String, Node> children = new LinkedHashMap<>();
        private Kind kind;
        private int argCount;
        private Object definition;

        Node(String seg, Node parent, Kind kind) {
            this.seg = seg;
            this.parent = parent;
            this.kind = kind;
        }

        public Kind kind() {
            return kind;
        }

        public int argCount() {
            return argCount;
        }

        public Node parent() {
            return parent;
        }

        /**
         * Only an External() names this object: ACPICA creates no node for External, so at run
         * time the name does not exist (CondRefOf is false, a reference is AE_NOT_FOUND).
         */
        public boolean declaredOnly() {
            return kind == Kind.EXTERNAL || kind == Kind.METHOD && definition == null;
        }

        public Object definition() {
            return definition;
        }

        public Iterable<Node> children() {
            return children.values();
        }

        /** The child named by a four-character segment ("_INI", "_SB_"), or null. */
        public Node child(String seg) {
            return children.get(seg);
        }

        public String path() {
            if (parent == null) {
                return "\\";
            }
            String up = parent.path();
            return (up.equals("\\") ? "\\" : up + ".") + AmlName.trimSeg(seg);
        }

        @Override
        public String toString() {
            return path();
        }
    }

    private final Node root = new Node("\\", null, Kind.SCOPE);

    public Namespace() {
        for (String s : new String[] {"_GPE", "_PR_", "_SB_", "_SI_", "_TZ_"}) {
            root.children.put(s, new Node(s, root, Kind.SCOPE));
        }
        predefine("_OSI", Kind.METHOD, 1, OsiInterfaces.class); // no AML body: the interpreter answers it
        predefine("_OS_", Kind.NAME, 0, AmlNode.leaf("String", OsiInterfaces.OS_NAME, "predefined", 0));
        predefine("_REV", Kind.NAME, 0, AmlNode.leaf("Integer", OsiInterfaces.REV, "predefined", 0));
        predefine("_GL_", Kind.MUTEX, 0, null);
    }

    /** ACPICA's root objects (utglobal.c, acpi_gbl_pre_defined_names); tables may not redefine them. */
    private void predefine(String seg, Kind kind, int argCount, Object definition) {
        Node n = new Node(seg, root, kind);
        n.argCount = argCount;
        n.definition = definition;
        root.children.put(seg, n);
    }

    public Node root() {
        return root;
    }

    /** The scope a name's path starts from: the root, or scope after its parent prefixes. */
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
     * Finds a name from a scope: a single relative segment is searched in the scope and then
     * each enclosing scope up to the root (ACPI 6.x section 5.3); any other name is followed
     * from its base. Null when it does not resolve.
     */
    /** Takes an object and everything under it out of the namespace. */
    public void remove(Node n) {
        if (n.parent != null && n.parent.children.get(n.seg) == n) {
            n.parent.children.remove(n.seg);
        }
    }

    public Node lookup(Node scope, AmlName name) {
        if (name.searchesUpward()) {
            for (Node s = scope; s != null; s = s.parent) {
                Node n = s.children.get(name.segments().get(0));
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
            n = n.children.get(seg);
        }
        return n;
    }

    /**
     * Declares a name in a scope. Scope() reopens an existing object; External() only fills in
     * what nothing defined yet; a real definition replaces an External. Returns the node, or
     * null when the path's parent does not exist.
     */
    public Node declare(Node scope, AmlName name, Kind kind, int argCount, Object definition, boolean external) {
        Node parent = base(scope, name);
        List<String> segs = name.segments();
        if (parent == null || segs.isEmpty()) {
            return null;
        }
        for (int i = 0; i < segs.size() - 1 && parent != null; i++) {
            parent = parent.children.get(segs.get(i));
        }
        if (parent == null) {
            return null;
        }
        String last = segs.get(segs.size() - 1);
        Node n = parent.children.get(last);
        if (n == null) {
            n = new Node(last, parent, kind);
            parent.children.put(last, n);
        } else if (kind == Kind.SCOPE || external && n.kind != Kind.EXTERNAL) {
            return n;
        }
        n.kind = kind;
        n.argCount = argCount;
        n.definition = definition;
        return n;
    }

    /** Objects by kind, the root excluded. */
    public Map<Kind, Integer> counts() {
        Map<Kind, Integer> m = new TreeMap<>();
        walk(root, n -> m.merge(n.kind, 1, Integer::sum));
        return m;
    }

    /** All objects below the root, depth first in definition order. */
    public List<Node> all() {
        List<Node> out = new ArrayList<>();
        walk(root, out::add);
        return out;
    }

    private static void walk(Node n, java.util.function.Consumer<Node> visit) {
        for (Node c : n.children.values()) {
            visit.accept(c);
            walk(c, visit);
        }
    }
}
