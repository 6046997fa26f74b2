package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;

/** Collects a run's records up to a budget and counts every one (see {@link Recorded}). */
final class Recorder<T> {
    private final int budget;
    private final List<T> items = new ArrayList<>();
    private long total;

    Recorder(int budget) {
        this.budget = budget;
    }

    /** True when the next record will only be counted: callers skip building it. */
    boolean full() {
        return items.size() >= budget;
    }

    /** Counts one record that is not kept (the list is full). */
    void count() {
        total++;
    }

    void add(T item) {
        total++;
        if (items.size() < budget) {
            items.add(item);
        }
    }

    /** What was recorded since the last take; the recorder starts empty again. */
    Recorded<T> take() {
        Recorded<T> r = new Recorded<>(items, total);
        clear();
        return r;
    }

    void clear() {
        items.clear();
        total = 0;
    }
}
