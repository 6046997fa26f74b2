package dev.oversleep.rtas;

import dev.oversleep.input.BadValueException;
import java.util.Locale;

/** The partition's load during a DLPAR request. */
public enum LoadKind {
    /** Nothing else runs but the kernel's own background work; idle vCPUs cede to PowerVM. */
    IDLE,
    /** Every CPU runs a CPU hog (stress-ng --cpu N): one shares the DLPAR task's CPU, every SMT sibling is busy. */
    BUSY;

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The load named {@code text}: "idle" or "busy". */
    public static LoadKind parse(String text) {
        for (LoadKind k : values()) {
            if (k.cliName().equals(text)) {
                return k;
            }
        }
        throw new BadValueException("partition load", text, "expected idle or busy");
    }
}
