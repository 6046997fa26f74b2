package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The methods of a loaded namespace and where they Sleep and Stall, found by decoding every
 * body without running it. Methods declared inside method bodies appear while those are
 * decoded; they are listed with their sites but not counted as the namespace's methods
 * (ACPICA creates them only while their parent runs).
 */
final class MethodInventory {
    private final int methodCount;
    private final Map<String, List<SleepSite>> sleepSites = new TreeMap<>();
    private final Map<String, Integer> argCounts = new TreeMap<>();
    private final List<Node> methods = new ArrayList<>();

    MethodInventory(Namespace ns) {
        int count = 0;
        Set<Node> decoded = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean more = true;
        while (more) {
            more = false;
            for (Node n : ns.all()) {
                if (n.object() instanceof AmlMethod m && decoded.add(n)) {
                    more = true;
                    count += n.methodLocal() ? 0 : 1;
                    methods.add(n);
                    argCounts.put(n.path(), m.argCount());
                    List<SleepSite> sites = new ArrayList<>();
                    for (Term t : m.body(ns, n)) {
                        collect(n.path(), t, sites);
                    }
                    if (!sites.isEmpty()) {
                        sleepSites.put(n.path(), List.copyOf(sites));
                    }
                }
            }
        }
        this.methodCount = count;
    }

    private static void collect(String method, Term t, List<SleepSite> out) {
        if (t.op == AmlOp.SLEEP || t.op == AmlOp.STALL) {
            Term arg = t.operands().get(0);
            out.add(new SleepSite(method, t.op.asl, arg.toString(),
                    arg instanceof DataOps.Const c ? c.value : null, t.table, t.offset));
        }
        for (Term o : t.operands()) {
            collect(method, o, out);
        }
    }

    /** Methods with an AML body in the namespace, as ACPICA counts them after the load. */
    int methodCount() {
        return methodCount;
    }

    /** Every method with a body, method-local ones included, in namespace order. */
    List<Node> methods() {
        return methods;
    }

    Map<String, List<SleepSite>> sleepSites() {
        return sleepSites;
    }

    Map<String, Integer> argCounts() {
        return argCounts;
    }
}
