package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import dev.oversleep.acpi.NsObject.FieldUnit;

/**
 * Reads and writes field units over the region space (ACPICA exfield.c, exfldio.c), by access
 * unit (the field's access width, aligned), applying the update rule to the bits of a unit
 * outside the field: Preserve reads them back, WriteAsOnes sets them, WriteAsZeros clears them.
 * IndexField writes each unit's byte offset to its index field and moves the unit through its
 * data field; BankField writes its bank value to the bank field first.
 */
final class FieldAccess {
    private static final String UNINITIALIZED = "AE_AML_UNINITIALIZED_NODE";
    private static final String NO_OPERAND = "AE_AML_NO_OPERAND";

    private final AmlInterpreter ctx;

    FieldAccess(AmlInterpreter ctx) {
        this.ctx = ctx;
    }

    /**
     * The region as its OperationRegion evaluated it. A region used before its declaration ran
     * (or whose evaluation failed) is evaluated now, in the scope it is declared in.
     */
    RunState.Region region(Node n) {
        RunState.Region r = ctx.state.regions[n.slot];
        if (r == null) {
            if (!(n.object() instanceof NsObject.Region def)) {
                throw new AmlError("AE_AML_OPERAND_TYPE", n.path() + " is not an operation region");
            }
            AmlFrame f = new AmlFrame(n.parent(), ctx);
            r = new RunState.Region(def.space(), def.offset().evalInt(f), def.length().evalInt(f));
            ctx.state.regions[n.slot] = r;
        }
        return r;
    }

    /** The BankField's bank value as its declaration evaluated it (or now, in its scope). */
    private long bankValue(FieldGroup g) {
        Long v = ctx.state.bankValues.get(g);
        if (v == null) {
            v = g.bankValue().evalInt(new AmlFrame(g.scope(), ctx));
            ctx.state.bankValues.put(g, v);
        }
        return v;
    }

    /**
     * A name of the unit's group: its region, index and data fields or bank field. One that does
     * not resolve did not when the Field was loaded either, and ACPICA attached no object to the
     * unit (dsfield.c: acpi_ds_init_field_objects entered the name, acpi_ds_create_field then
     * failed): reading it fails with AE_AML_UNINITIALIZED_NODE (exresnte.c,
     * acpi_ex_resolve_node_to_value), writing it with AE_AML_NO_OPERAND (exfield.c,
     * acpi_ex_write_data_to_field), STATUS here. An object a method's body declares counts only
     * while it exists ({@link MethodObjects}, as for StoreOps.NameRef): else a run that decoded such a body would
     * change what later runs of the same booted firmware find (found by the fuzzer).
     */
    private Node resolve(FieldGroup g, AmlName name, String status) {
        Node n = ctx.ns.lookup(g.scope(), name);
        n = n == null ? null : MethodObjects.existing(ctx.state, n);
        if (n == null) {
            throw new AmlError(status, "a field unit of " + name + ", which did not resolve when the tables loaded");
        }
        return n;
    }

    /** Reads a field unit: an Integer when it fits the integer width, else a Buffer. */
    AmlValue read(FieldUnit d) {
        byte[] bits = new byte[ctx.allocation((d.bitLength() + 7) / 8, null, null, "field")];
        ctx.work(d.bitLength());
        int w = d.accessBytes();
        long firstUnit = d.bitOffset() / 8 / w * w;
        long lastByte = (d.bitOffset() + d.bitLength() - 1) / 8;
        for (long unit = firstUnit; unit <= lastByte; unit += w) {
            long raw = readUnit(d.group(), unit, w, UNINITIALIZED);
            for (long b = 0; b < 8L * w; b++) {
                long rel = unit * 8 + b - d.bitOffset();
                if (rel >= 0 && rel < d.bitLength() && (raw >>> b & 1) != 0) {
                    bits[(int) (rel / 8)] |= (byte) (1 << (rel % 8));
                }
            }
        }
        return ctx.fieldValue(bits, d.bitLength());
    }

    void write(Node field, FieldUnit d, AmlValue value) {
        byte[] src = ctx.operands.convert.toBuffer(value, field.path());
        ctx.work(d.bitLength());
        int w = d.accessBytes();
        long firstUnit = d.bitOffset() / 8 / w * w;
        long lastByte = (d.bitOffset() + d.bitLength() - 1) / 8;
        for (long unit = firstUnit; unit <= lastByte; unit += w) {
            boolean whole = unit * 8 >= d.bitOffset() && (unit + w) * 8 <= d.bitOffset() + d.bitLength();
            long raw = whole ? 0L : switch (d.updateRule()) {
                case 1 -> -1L;
                case 2 -> 0L;
                default -> readUnit(d.group(), unit, w, NO_OPERAND);
            };
            for (long b = 0; b < 8L * w; b++) {
                long rel = unit * 8 + b - d.bitOffset();
                if (rel >= 0 && rel < d.bitLength()) {
                    boolean bit = rel / 8 < src.length && (src[(int) (rel / 8)] >>> (rel % 8) & 1) != 0;
                    raw = bit ? raw | 1L << b : raw & ~(1L << b);
                }
            }
            writeUnit(d.group(), unit, w, raw);
        }
    }

    private long readUnit(FieldGroup g, long byteOffset, int w, String status) {
        ctx.fieldDatum();
        switch (g.kind()) {
            case INDEX -> {
                ctx.named.write(resolve(g, g.first(), status), new AmlValue.Int(byteOffset), null, null);
                return ctx.operands.convert.toInt(ctx.named.read(resolve(g, g.second(), status), null, null), "IndexField data");
            }
            case BANK -> ctx.named.write(resolve(g, g.second(), status), new AmlValue.Int(bankValue(g)), null, null);
            default -> {
            }
        }
        Node region = resolve(g, g.first(), status);
        RunState.Region r = region(region);
        checkLimit(region, r, byteOffset, w);
        long v = 0;
        for (int i = 0; i < w; i++) {
            v |= (long) ctx.state.space.read(r.space(), r.base() + byteOffset + i) << (8 * i);
        }
        return v;
    }

    /** SMBus, IPMI and GenericSerialBus: address spaces that are not linear (actypes.h ACPI_ADR_SPACE_*). */
    private static boolean nonLinear(int space) {
        return space == 0x04 || space == 0x07 || space == 0x09;
    }

    /**
     * ACPICA's region limit (exfldio.c, acpi_ex_setup_region): the access unit of W bytes at
     * BYTE_OFFSET must lie within the region's length (a 32-bit value in ACPICA), or in slack
     * mode within that length rounded up to W; else AE_AML_REGION_LIMIT. Regions of a
     * non-linear space are not checked. (acpiexec's own SystemMemory and SystemIO handlers,
     * aeregion.c, refuse any byte past the length as well; Linux's do not.)
     */
    private void checkLimit(Node region, RunState.Region r, long byteOffset, int w) {
        long length = r.length() & 0xFFFF_FFFFL;
        long end = byteOffset + w;
        if (end <= length || nonLinear(r.space()) || ctx.slack && (length + w - 1) / w * w >= end) {
            return;
        }
        throw new AmlError("AE_AML_REGION_LIMIT", "Base+Offset+Width " + byteOffset + "+" + w
                + " is beyond the end of region " + region.path() + " (length " + length + ")");
    }

    private void writeUnit(FieldGroup g, long byteOffset, int w, long value) {
        ctx.fieldDatum();
        switch (g.kind()) {
            case INDEX -> {
                ctx.named.write(resolve(g, g.first(), NO_OPERAND), new AmlValue.Int(byteOffset), null, null);
                ctx.named.write(resolve(g, g.second(), NO_OPERAND), new AmlValue.Int(value), null, null);
                return;
            }
            case BANK -> ctx.named.write(resolve(g, g.second(), NO_OPERAND), new AmlValue.Int(bankValue(g)), null, null);
            default -> {
            }
        }
        Node region = resolve(g, g.first(), NO_OPERAND);
        RunState.Region r = region(region);
        checkLimit(region, r, byteOffset, w);
        for (int i = 0; i < w; i++) {
            if (ctx.state.space.write(r.space(), r.base() + byteOffset + i, (int) (value >>> (8 * i)) & 0xFF)) {
                ctx.allocation(64, null, null, "region byte"); // what a stored byte costs the heap
            }
        }
    }
}
