package dev.oversleep.rtas;

/**
 * A dynamic reconfiguration connector's state as PAPR's logical DR defines it, from the
 * partition's point of view. The legal transitions:
 * <pre>
 *   UNUSABLE --allocation-state usable--> ISOLATED --isolation unisolate--> UNISOLATED
 *   UNISOLATED --configure-connector to completion--> CONFIGURED
 *   CONFIGURED or UNISOLATED --isolation isolate--> ISOLATED --allocation unusable--> UNUSABLE
 * </pre>
 * DR-entity-sense reads 2 (unusable) in UNUSABLE and 1 (present) in every other state.
 */
public enum DrcState {
    /** Available to the partition but not assigned: sense 2 (DR_ENTITY_UNUSABLE). */
    UNUSABLE,
    /** Allocated to the partition, still isolated. */
    ISOLATED,
    /** Unisolated: configure-connector may describe it. */
    UNISOLATED,
    /** Fully described to the OS and in use. */
    CONFIGURED;

    /** get-sensor-state(9003) value. */
    public int entitySense() {
        return this == UNUSABLE ? 2 : 1;
    }
}
