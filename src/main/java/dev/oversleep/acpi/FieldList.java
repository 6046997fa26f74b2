package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * Field, IndexField and BankField declarations (ACPI 6.5 section 20.2.5.2; ACPICA dsfield.c):
 * the group's operands, then the FieldList: named units with their bit lengths, reserved bits
 * (0x00), AccessField (0x01, changing the access type of the units after it), ConnectField
 * (0x02) and ExtendedAccessField (0x03). A region (or index, data or bank field) that does not
 * exist when the list is read is reported; the units are entered all the same, as ACPICA enters
 * them before it looks the region up. A unit whose name exists already is reported and the first
 * definition kept, as acpi_ds_init_field_objects ignores AE_ALREADY_EXISTS.
 */
final class FieldList {
    private FieldList() {
    }

    static Term decode(AmlDecoder d, AmlReader r, AmlOp op, Node scope, int end, int depth, int at) {
        int pend = r.pkgEnd();
        AmlName first = r.name();
        AmlName second = op == AmlOp.FIELD ? null : r.name();
        Term bankValue = op == AmlOp.BANK_FIELD ? d.termArg(r, scope, pend, depth) : null;
        FieldGroup group = new FieldGroup(op == AmlOp.FIELD ? FieldGroup.Kind.FIELD
                : op == AmlOp.INDEX_FIELD ? FieldGroup.Kind.INDEX : FieldGroup.Kind.BANK, scope, first, second, bankValue);
        int flags = r.u8();
        // the region (index and data fields, bank field) should exist when the list is read: ACPICA
        // reports "Could not resolve symbol" (dsfield.c, acpi_ds_create_field) but its units, entered
        // before (acpi_ds_init_field_objects), stay; using one fails
        AmlName missing = d.ns.lookupSeenBy(d.owner, scope, first) == null ? first
                : second != null && d.ns.lookupSeenBy(d.owner, scope, second) == null ? second : null;
        if (missing != null) {
            d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(at) + ": AE_NOT_FOUND, " + op.asl + " ("
                    + missing + "): could not resolve it; its units are entered but cannot be used");
        }
        long bit = 0;
        List<Node> units = new ArrayList<>();
        while (r.pos < pend) {
            int unitAt = r.pos;
            int c = r.peek();
            if (c == 0x00) {
                r.pos++;
                bit += r.fieldLength();
            } else if (c == 0x01) {
                r.pos++;
                flags = (flags & ~0x0F) | (r.u8() & 0x0F);
                r.u8();
            } else if (c == 0x03) {
                r.pos++;
                r.u8();
                r.u8();
                r.u8();
            } else if (c == 0x02) {
                r.pos++;
                if (r.peek() == 0x11) {
                    d.dataArg(r, scope, pend, depth);
                } else {
                    r.name();
                }
            } else {
                AmlName unit = r.name();
                long bits = r.fieldLength();
                if (unit.segments().size() != 1 || unit.absolute() || unit.parents() > 0) {
                    d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(unitAt)
                            + ": a field unit needs a single name segment; skipped");
                } else {
                    Namespace.Declared res = d.ns.declare(scope, unit, new NsObject.FieldUnit(group, bit, bits, flags),
                            d.owner, d.table);
                    if (res.ok() || d.owner != null && res.node() != null && res.node().owner == d.owner) {
                        units.add(res.node());
                    } else {
                        d.problems.add(d.tname + " at offset 0x" + Integer.toHexString(unitAt) + ": field unit "
                                + (res.node() != null ? res.node().path() + " already exists (AE_ALREADY_EXISTS); the first kept"
                                : unit + ": its scope does not exist (AE_NOT_FOUND)"));
                    }
                }
                bit += bits;
            }
        }
        r.pos = Math.max(r.pos, pend);
        return new FieldOps.FieldDecl(op, group, units.toArray(Node[]::new), d.tname, at);
    }
}
