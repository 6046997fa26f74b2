package dev.oversleep.acpi;

/**
 * A Sleep or Stall in a method's AML, found without running it.
 *
 * @param argument the operand as written: a constant, or an expression (Arg0, Local1, a name)
 */
public record SleepSite(String method, String op, String argument, Long constant, String table, int offset) {
}
