package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes field units over the region space, by access unit (the field's access
 * width, aligned), applying the update rule to the bits of a unit outside the field:
 * Preserve reads them back, WriteAsOnes sets them, WriteAsZeros clears them. IndexField writes
 * each unit's byte offset to its index field and moves the unit through its data field;
 * BankField writes its bank value to the bank field first.
 */
final class FieldAccess {
    /** An operation region, evaluated once: address space, base address, length. */
    record Region(int space, long base, long length) {
    }

    private final AmlInterpreter interp;
    private final RegionSpace space;
    private final Map<Node, Region> regions = new java.util.IdentityHashMap<>();

    FieldAccess(AmlInterpreter interp, RegionSpace space) {
        this.interp = interp;
        this.space = space;
    }

    /** Takes over OTHER's evaluated regions (regions are immutable records). */
    void copyRegions(FieldAccess other) {
        regions.putAll(other.regions);
    }

    /** Defines (or redefines) a region with evaluated operands, as executing OperationRegion does. */
    void define(Node n, int space, long base, long length) {
        regions.put(n, new Region(space, base, length));
    }

    @SuppressWarnings("unchecked")
    Region region(Node n) {
        Region r = regions.get(n);
        if (r == null) {
            if (n.kind() != Namespace.Kind.OPERATION_REGION || !(n.definition() instanceof List<?> args)) {
                throw new AmlError("AE_AML_OPERAND_TYPE", n.path() + " is not an operation region");
            }
            List<AmlNode> a = (List<AmlNode>) args;
            int sp = a.get(1).integer().intValue();
            long base = interp.evalInt(a.get(2), n.parent());
            long len = interp.evalInt(a.get(3), n.parent());
            r = new Region(sp, base, len);
            regions.put(n, r);
        }
        return r;
    }

    private Node resolve(FieldDef d, AmlName name) {
        Node n = interp.machine().namespace().lookup(d.scope(), name);
        if (n == null) {
            throw new AmlError("AE_NOT_FOUND", name.toString());
        }
        return n;
    }

    /** Reads a field unit: an Integer when it fits the integer width, else a Buffer. */
    AmlValue read(Node field, FieldDef d) {
        byte[] bits = new byte[(int) ((d.bitLength() + 7) / 8)];
        int w = d.accessBytes();
        long firstUnit = d.bitOffset() / 8 / w * w;
        long lastByte = (d.bitOffset() + d.bitLength() - 1) / 8;
        for (long unit = firstUnit; unit <= lastByte; unit += w) {
            long raw = readUnit(d, unit, w);
            for (long b = 0; b < 8L * w; b++) {
                long abs = unit * 8 + b;
                long rel = abs - d.bitOffset();
                if (rel >= 0 && rel < d.bitLength() && (raw >>> b & 1) != 0) {
                    bits[(int) (rel / 8)] |= (byte) (1 << (rel % 8));
                }
            }
        }
        return interp.fieldValue(bits, d.bitLength());
    }

    void write(Node field, FieldDef d, AmlValue value) {
        byte[] src = interp.convert().toBuffer(value, field.path());
        int w = d.accessBytes();
        long firstUnit = d.bitOffset() / 8 / w * w;
        long lastByte = (d.bitOffset() + d.bitLength() - 1) / 8;
        for (long unit = firstUnit; unit <= lastByte; unit += w) {
            boolean whole = unit * 8 >= d.bitOffset() && (unit + w) * 8 <= d.bitOffset() + d.bitLength();
            long raw = whole ? 0L : switch (d.updateRule()) {
                case 1 -> -1L;
                case 2 -> 0L;
                default -> readUnit(d, unit, w);
            };
            for (long b = 0; b < 8L * w; b++) {
                long rel = unit * 8 + b - d.bitOffset();
                if (rel >= 0 && rel < d.bitLength()) {
                    boolean bit = rel / 8 < src.length && (src[(int) (rel / 8)] >>> (rel % 8) & 1) != 0;
                    raw = bit ? raw | 1L << b : raw & ~(1L << b);
                }
            }
            writeUnit(d, unit, w, raw);
        }
    }

    private long readUnit(FieldDef d, long byteOffset, int w) {
        switch (d.kind()) {
            case "INDEX" -> {
                interp.writeNamed(resolve(d, d.first()), new AmlValue.Int(byteOffset));
                return interp.convert().toInt(interp.readNamed(resolve(d, d.second())), "IndexField data");
            }
            case "BANK" -> interp.writeNamed(resolve(d, d.second()), new AmlValue.Int(interp.evalInt(d.bankValue(), d.scope())));
            default -> {
            }
        }
        Region r = region(resolve(d, d.first()));
        long v = 0;
        for (int i = 0; i < w; i++) {
            v |= (long) space.read(r.space(), r.base() + byteOffset + i) << (8 * i);
        }
        return v;
    }

    private void writeUnit(FieldDef d, long byteOffset, int w, long value) {
        switch (d.kind()) {
            case "INDEX" -> {
                interp.writeNamed(resolve(d, d.first()), new AmlValue.Int(byteOffset));
                interp.writeNamed(resolve(d, d.second()), new AmlValue.Int(value));
                return;
            }
            case "BANK" -> interp.writeNamed(resolve(d, d.second()), new AmlValue.Int(interp.evalInt(d.bankValue(), d.scope())));
            default -> {
            }
        }
        Region r = region(resolve(d, d.first()));
        for (int i = 0; i < w; i++) {
            space.write(r.space(), r.base() + byteOffset + i, (int) (value >>> (8 * i)) & 0xFF);
        }
    }
}
