package dev.oversleep.acpi;

/**
 * How many of each record one call keeps in its lists; counts and totals stay exact beyond
 * them. A real machine's sleeping method makes tens of waits; a runaway loop makes millions.
 *
 * @param waits    Sleep and Stall calls
 * @param notifies Notify operations
 * @param debug    stores to the Debug object
 * @param trace    region access lines (with tracing on)
 */
public record RecordBudget(int waits, int notifies, int debug, int trace) {
    public static final RecordBudget DEFAULT = new RecordBudget(10_000, 1_000, 1_000, 10_000);

    public RecordBudget {
        if (waits < 0 || notifies < 0 || debug < 0 || trace < 0) {
            throw new IllegalArgumentException("record budgets are >= 0");
        }
    }
}
