package dev.oversleep.acpi;

/**
 * Bounds for untrusted AML. The operation budget is per top-level call (and per
 * initialization step).
 *
 * @param loopTimeoutNs  a While loop running longer than this in virtual time fails with
 *                       AE_AML_LOOP_TIMEOUT
 * @param maxCallDepth   nested method calls (AE_AML_METHOD_LIMIT beyond)
 * @param maxObjectBytes the largest Buffer, String or Package (elements) AML may create
 * @param maxOperations  operations one call may execute
 */
public record AmlLimits(long loopTimeoutNs, int maxCallDepth, int maxObjectBytes, long maxOperations) {
    /** ACPICA's default loop timeout is 30 s (ACPI_MAX_LOOP_TIMEOUT); the rest are generous. */
    public static final AmlLimits DEFAULT = new AmlLimits(30_000_000_000L, 64, 1 << 20, 20_000_000);

    public AmlLimits withLoopTimeoutNs(long ns) {
        return new AmlLimits(ns, maxCallDepth, maxObjectBytes, maxOperations);
    }

    public AmlLimits withMaxOperations(long ops) {
        return new AmlLimits(loopTimeoutNs, maxCallDepth, maxObjectBytes, ops);
    }
}
