package dev.oversleep.acpi;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The ACPI mutex ordering rule as ACPICA enforces it for the one thread that runs AML here
 * (drivers/acpi/acpica/exmutex.c and dsmethod.c): a thread may acquire a mutex, or enter a
 * Serialized method, only at a SyncLevel no lower than its current one, and must release at
 * its current level; otherwise AE_AML_MUTEX_ORDER. Acquiring raises the current level to the
 * mutex's, the last release of it restores the level it had before. Recursive acquisition by
 * the owner only counts depth.
 */
final class SyncLevels {
    private record Held(int depth, int level, int originalLevel) {
    }

    private final Map<Object, Held> held = new IdentityHashMap<>();
    private int current;

    /** Acquire(mutex) or entry into a Serialized method; the check comes before recursion, as in ACPICA. */
    void acquire(Object owner, int level, String where) {
        if (current > level) {
            throw new AmlError("AE_AML_MUTEX_ORDER", where + ": SyncLevel " + level + " is below the current "
                    + current);
        }
        Held h = held.get(owner);
        if (h != null) {
            held.put(owner, new Held(h.depth() + 1, h.level(), h.originalLevel()));
            return;
        }
        held.put(owner, new Held(1, level, current));
        current = level;
    }

    /** Release(mutex); a mutex this thread does not hold is AE_AML_MUTEX_NOT_ACQUIRED. */
    void release(Object owner, String where) {
        Held h = held.get(owner);
        if (h == null) {
            throw new AmlError("AE_AML_MUTEX_NOT_ACQUIRED", where);
        }
        if (h.level() != current) {
            throw new AmlError("AE_AML_MUTEX_ORDER", where + ": releasing at SyncLevel " + h.level()
                    + " while the current level is " + current);
        }
        leave(owner, h);
    }

    /** The end of a Serialized method: its implicit mutex is released without the order check. */
    void exitMethod(Object method) {
        Held h = held.get(method);
        if (h != null) {
            leave(method, h);
        }
    }

    private void leave(Object owner, Held h) {
        if (h.depth() > 1) {
            held.put(owner, new Held(h.depth() - 1, h.level(), h.originalLevel()));
            return;
        }
        held.remove(owner);
        current = h.originalLevel();
    }

    /** After a top-level call: ACPICA releases whatever the thread still holds. */
    void releaseAll() {
        held.clear();
        current = 0;
    }
}
