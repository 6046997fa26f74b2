package dev.oversleep.acpi;

/**
 * One Sleep or Stall as executed: what the AML asked for (ms for Sleep, us for Stall, before
 * any clamp) and how long the kernel model made it last.
 */
public record OsWait(String op, String method, long requested, long modeledNs) {
    public boolean isSleep() {
        return op.equals("Sleep");
    }
}
