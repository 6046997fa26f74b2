package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;

/**
 * A control method (ACPI 6.5 section 19.6.85): where its body is and its MethodFlags. The
 * body is decoded into terms on the first call, as ACPICA parses a method when it runs it, so
 * names resolve against every table's objects; once the tables are loaded that decoding is kept
 * for every later call and run. A body decoded while tables were still loading (module-level
 * code called it) is decoded again when it is called after the namespace grew, and once the
 * load is done: later tables may add the methods it calls.
 */
final class AmlMethod implements NsObject {
    /** MethodFlags bit 3 (ACPI 6.5 section 20.2.5.2). */
    private static final int SERIALIZED = 0x08;

    final AcpiTable table;
    final int start;
    final int end;
    final int flags;
    private Term[] body;
    private boolean bodyFinal;
    /** The namespace's size when the body was last decoded. */
    private int decodedAt;
    /** The body once it is final: read without the lock on every call. */
    private volatile Term[] finalBody;

    AmlMethod(AcpiTable table, int start, int end, int flags) {
        this.table = table;
        this.start = start;
        this.end = end;
        this.flags = flags;
    }

    int argCount() {
        return flags & 0x07;
    }

    boolean serialized() {
        return (flags & SERIALIZED) != 0;
    }

    int syncLevel() {
        return flags >>> 4 & 0x0F;
    }

    /** The decoded body (decoding it under the namespace's lock the first time). */
    Term[] body(Namespace ns, Namespace.Node self) {
        Term[] done = finalBody;
        if (done != null) {
            return done;
        }
        synchronized (ns) {
            // while tables load, a body is decoded again whenever the namespace has grown since
            // (ACPICA parses a method each time it runs: a method declared meanwhile is now a call)
            if (body == null || !bodyFinal && (ns.loaded() || decodedAt != ns.slotCount())) {
                bodyFinal = ns.loaded();
                body = new AmlDecoder(ns, table).methodBody(self, this).toArray(Term[]::new);
                decodedAt = ns.slotCount();
                if (bodyFinal) {
                    finalBody = body;
                }
            }
            return body;
        }
    }

    public Kind kind() {
        return Kind.METHOD;
    }

    public int objectType() {
        return 8;
    }
}
