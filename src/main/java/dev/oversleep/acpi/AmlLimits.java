package dev.oversleep.acpi;

/**
 * Bounds for untrusted AML. The operation and per-call allocation budgets start again with
 * each top-level call (and each initialization step); the run budget covers a run's whole life.
 * Together they keep a run within a 512 MB heap whatever the AML does: a booted state of at most
 * {@code maxRunBytes}, a run's copy of it and what the run itself makes.
 *
 * @param loopTimeoutNs  a While loop running longer than this in virtual time fails with
 *                       AE_AML_LOOP_TIMEOUT
 * @param maxCallDepth   nested method calls (AE_AML_METHOD_LIMIT beyond)
 * @param maxObjectBytes the largest Buffer or String (bytes) or Package (elements) AML may make
 * @param maxOperations  operations one call may execute
 * @param maxCallBytes   bytes of Buffers, Strings and Packages (16 bytes an element), made or
 *                       copied, one call may create in all (AE_NO_MEMORY beyond)
 * @param maxRunBytes    the same over the whole run (for a boot: the whole initialization)
 */
public record AmlLimits(long loopTimeoutNs, int maxCallDepth, int maxObjectBytes, long maxOperations,
                        long maxCallBytes, long maxRunBytes) {
    private static final long CALL_BYTES = 64L << 20;
    private static final long RUN_BYTES = 128L << 20;

    /**
     * ACPICA's default loop timeout is 30 s (ACPI_MAX_LOOP_TIMEOUT); the rest are generous: the
     * largest object in the real tables here is a few KiB, a real call makes kilobytes.
     */
    public static final AmlLimits DEFAULT = new AmlLimits(30_000_000_000L, 64, 1 << 20, 20_000_000, CALL_BYTES,
            RUN_BYTES);

    /** The limits with the default allocation bounds. */
    public AmlLimits(long loopTimeoutNs, int maxCallDepth, int maxObjectBytes, long maxOperations) {
        this(loopTimeoutNs, maxCallDepth, maxObjectBytes, maxOperations, CALL_BYTES, RUN_BYTES);
    }

    public AmlLimits withLoopTimeoutNs(long ns) {
        return new AmlLimits(ns, maxCallDepth, maxObjectBytes, maxOperations, maxCallBytes, maxRunBytes);
    }

    public AmlLimits withMaxOperations(long ops) {
        return new AmlLimits(loopTimeoutNs, maxCallDepth, maxObjectBytes, ops, maxCallBytes, maxRunBytes);
    }
}
