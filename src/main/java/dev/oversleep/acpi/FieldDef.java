package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;

/**
 * A field unit as declared (ACPI 6.x 19.6.48, 19.6.64, 19.6.7): where its bits live, how wide
 * the accesses are and what happens to the other bits of an access unit on a write.
 *
 * @param kind      FIELD (over a region), INDEX (IndexField: an index and a data field) or BANK
 * @param scope     the scope the names below resolve in
 * @param first     the region (FIELD, BANK) or the index field (INDEX)
 * @param second    the data field (INDEX) or the bank field (BANK), else null
 * @param bankValue the BankField's bank selector expression, else null
 * @param flags     FieldFlags: bits 0-3 access type, bit 4 lock, bits 5-6 update rule
 */
public record FieldDef(String kind, Node scope, AmlName first, AmlName second, AmlNode bankValue, long bitOffset,
                       long bitLength, int flags) {

    /** Access width in bytes: AnyAcc and ByteAcc 1, WordAcc 2, DWordAcc 4, QWordAcc 8, BufferAcc 1. */
    public int accessBytes() {
        return switch (flags & 0x0F) {
            case 2 -> 2;
            case 3 -> 4;
            case 4 -> 8;
            default -> 1;
        };
    }

    /** UpdateRule: 0 Preserve, 1 WriteAsOnes, 2 WriteAsZeros. */
    public int updateRule() {
        return (flags >>> 5) & 3;
    }
}
