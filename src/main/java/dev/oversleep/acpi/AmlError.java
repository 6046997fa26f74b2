package dev.oversleep.acpi;

/**
 * A method failed as ACPICA would report it: the AE_* status name and where. This is a result
 * of running AML (exit 1), not bad input.
 */
public final class AmlError extends RuntimeException {
    private final String status;

    public AmlError(String status, String where) {
        super(status + " in " + where);
        this.status = status;
    }

    /** The ACPICA status, e.g. AE_AML_LOOP_TIMEOUT. */
    public String status() {
        return status;
    }
}
