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
 * The methods of a loaded namespace and where they Sleep and Stall, found by decoding bodies
 * without running them. Methods declared inside method bodies appear while those are decoded;
 * they are listed with their sites but not counted as the namespace's methods (ACPICA creates
 * them only while their parent runs).
 *
 * <p>{@link Reach#SLEEP_SITES} decodes only the bodies whose bytes can hold a Sleep or Stall
 * (see {@link #mayHoldSleepOrStall}): the count and the sites come out the same as from
 * decoding every body, but the methods declared inside bodies that cannot Sleep are not seen.
 * {@link Reach#EVERY_BODY} decodes all of them, for a list of every method.
 */
final class MethodInventory {
    /** Which bodies an inventory decodes. */
    enum Reach {
        /** Only bodies that contain a Sleep or Stall opcode: exact sites and count, fewer methods listed. */
        SLEEP_SITES,
        /** Every body: every method-local method listed as well. */
        EVERY_BODY
    }

    private final int methodCount;
    private final Map<String, List<SleepSite>> sleepSites = new TreeMap<>();
    private final Map<String, Integer> argCounts = new TreeMap<>();
    private final List<Node> methods = new ArrayList<>();

    MethodInventory(Namespace ns, Reach reach) {
        int count = 0;
        Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        boolean more = true;
        while (more) {
            int slots = ns.slotCount();
            for (Node n : ns.all()) {
                if (n.object() instanceof AmlMethod m && seen.add(n)) {
                    count += n.methodLocal() ? 0 : 1;
                    methods.add(n);
                    argCounts.put(n.path(), m.argCount());
                    if (reach == Reach.EVERY_BODY || mayHoldSleepOrStall(m)) {
                        decode(ns, n, m);
                    }
                }
            }
            more = ns.slotCount() != slots; // a decoded body declared objects: methods among them are seen next pass
        }
        this.methodCount = count;
    }

    private void decode(Namespace ns, Node n, AmlMethod m) {
        List<SleepSite> sites = new ArrayList<>();
        for (Term t : m.body(ns, n)) {
            collect(n.path(), t, sites);
        }
        if (!sites.isEmpty()) {
            sleepSites.put(n.path(), List.copyOf(sites));
        }
    }

    /**
     * Whether a body's bytes contain a Sleep or Stall opcode (ExtOpPrefix 0x5B, then 0x22 or
     * 0x21: ACPI 6.5 section 20.2.5.3). A body without that pair cannot decode to either, nor can
     * a method declared inside it; one with it may still not (the pair inside a Buffer's bytes).
     */
    static boolean mayHoldSleepOrStall(AmlMethod m) {
        byte[] b = m.table.bytes();
        int end = Math.min(m.end, b.length) - 1;
        int prefix = AmlOp.SLEEP.code >>> 8;
        for (int i = Math.max(m.start, 0); i < end; i++) {
            if (b[i] == (byte) prefix && (b[i + 1] == (byte) AmlOp.SLEEP.code || b[i + 1] == (byte) AmlOp.STALL.code)) {
                return true;
            }
        }
        return false;
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

    /** Every method with a body seen, method-local ones included, in namespace order. */
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
