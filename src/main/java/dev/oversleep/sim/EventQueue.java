package dev.oversleep.sim;

import java.util.PriorityQueue;

/**
 * Pending events ordered by time, ties broken by the order they were scheduled (a sequence
 * number owned by this queue), so equal-time events always run in the same order.
 */
public final class EventQueue {
    private final PriorityQueue<Event> queue = new PriorityQueue<>();
    private long nextSeq;

    /** An action due at a virtual instant. */
    public record Event(long atNs, long seq, Runnable action) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int c = Long.compare(atNs, o.atNs);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    public Event schedule(long atNs, Runnable action) {
        Event e = new Event(atNs, nextSeq++, action);
        queue.add(e);
        return e;
    }

    public boolean cancel(Event e) {
        return queue.remove(e);
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    public Event poll() {
        return queue.poll();
    }

    public int size() {
        return queue.size();
    }
}
