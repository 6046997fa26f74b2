package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;

/**
 * The shared part of the field units one Field, IndexField or BankField declares (ACPI 6.5
 * sections 19.6.48, 19.6.64, 19.6.7): what their accesses go through. Names are looked up from
 * {@code scope} when a unit is accessed.
 *
 * @param first     the region (Field, BankField) or the index field (IndexField)
 * @param second    the data field (IndexField) or the bank selector field (BankField), else null
 * @param bankValue the BankField's BankValue term, evaluated when the BankField executes
 */
record FieldGroup(Kind kind, Node scope, AmlName first, AmlName second, Term bankValue) {
    enum Kind { FIELD, INDEX, BANK }

    /** Identity, not value: two declarations with the same operands are still two groups. */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
