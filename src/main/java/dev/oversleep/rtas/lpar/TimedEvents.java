package dev.oversleep.rtas.lpar;

import java.util.PriorityQueue;
import java.util.function.LongConsumer;

/** Timed actions on the caller's CPU, in time order, ties in the order they were scheduled. */
final class TimedEvents {
    record Event(long atNs, long seq, LongConsumer action) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int c = Long.compare(atNs, o.atNs);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    private final PriorityQueue<Event> queue = new PriorityQueue<>();
    private long seq;

    void schedule(long atNs, LongConsumer action) {
        queue.add(new Event(atNs, seq++, action));
    }

    boolean isEmpty() {
        return queue.isEmpty();
    }

    long peekTime() {
        return queue.isEmpty() ? Long.MAX_VALUE : queue.peek().atNs();
    }

    Event poll() {
        return queue.poll();
    }
}
