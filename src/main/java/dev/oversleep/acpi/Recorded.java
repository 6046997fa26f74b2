package dev.oversleep.acpi;

import java.util.List;

/**
 * Part of what a run recorded: the first {@code items} (up to the budget) and how many there
 * were in all, so a count stays exact when the list is capped.
 */
public record Recorded<T>(List<T> items, long total) {
    public Recorded {
        items = List.copyOf(items);
    }

    /** How many were left out of {@link #items}: the "N more". */
    public long more() {
        return total - items.size();
    }

    public static <T> Recorded<T> none() {
        return new Recorded<>(List.of(), 0);
    }
}
