package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;
import java.util.List;

/**
 * Fields and regions as they execute (ACPICA dsopcode.c, exfield.c, excreate.c): an
 * OperationRegion evaluates its offset and length when it runs, a BankField its bank value
 * (in the frame it runs in, so a BankField in a method can use the method's arguments), and
 * CreateXxxField binds its field to a buffer. Field units are read and written by
 * {@link FieldAccess}.
 */
final class FieldOps {
    private FieldOps() {
    }

    /** OperationRegion (Name, Space, Offset, Length) as it executes. */
    static final class RegionDecl extends Term {
        final Node node;
        final NsObject.Region def;

        RegionDecl(Node node, NsObject.Region def, String table, int offset) {
            super(AmlOp.OPERATION_REGION, table, offset);
            this.node = node;
            this.def = def;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            MethodObjects.create(f, node, this);
            long base = ImplicitReturn.operand(def.offset(), f);
            long length = ImplicitReturn.operand(def.length(), f);
            f.ctx.state.regions[node.slot] = new RunState.Region(def.space(), base, length);
            return AmlValue.ZERO;
        }

        @Override
        List<Term> operands() {
            return List.of(def.offset(), def.length());
        }
    }

    /**
     * Field, IndexField or BankField as it executes: in a method its units are created, then a
     * BankField evaluates its BankValue.
     */
    static final class FieldDecl extends Term {
        final FieldGroup group;
        final Node[] units;

        FieldDecl(AmlOp op, FieldGroup group, Node[] units, String table, int offset) {
            super(op, table, offset);
            this.group = group;
            this.units = units;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            MethodObjects.createUnits(f, units);
            if (group.bankValue() != null) {
                tick(f);
                f.ctx.state.bankValues.put(group, group.bankValue().evalInt(f));
            }
            return AmlValue.ZERO;
        }

        @Override
        List<Term> operands() {
            return group.bankValue() == null ? List.of() : List.of(group.bankValue());
        }
    }

    /**
     * CreateBitField, CreateByteField, CreateWordField, CreateDWordField, CreateQWordField
     * (source, byte or bit index) and CreateField (source, bit index, bits). The source arrives
     * resolved as ARGI_BUFFER: an Integer or String has become a new buffer the field covers.
     */
    static final class Create extends Term {
        final Term source;
        final Term index;
        final Term bits;
        final Node node;

        Create(AmlOp op, Term source, Term index, Term bits, Node node, String table, int offset) {
            super(op, table, offset);
            this.source = source;
            this.index = index;
            this.bits = bits;
            this.node = node;
        }

        @Override
        AmlValue eval(AmlFrame f) {
            tick(f);
            MethodObjects.create(f, node, this);
            AmlValue.Buf buf = (AmlValue.Buf) ImplicitReturn.argument(source, f);
            long at = ImplicitReturn.operand(index, f);
            long bitOffset = op == AmlOp.CREATE_BIT_FIELD || op == AmlOp.CREATE_FIELD ? at : at * 8;
            long length = switch (op) {
                case CREATE_BIT_FIELD -> 1;
                case CREATE_BYTE_FIELD -> 8;
                case CREATE_WORD_FIELD -> 16;
                case CREATE_DWORD_FIELD -> 32;
                case CREATE_QWORD_FIELD -> 64;
                default -> ImplicitReturn.operand(bits, f);
            };
            if (length == 0) {
                throw error("AE_AML_OPERAND_VALUE", f, "CreateField of zero bits");
            }
            long limit = 8L * buf.bytes().length;
            if (Long.compareUnsigned(at, limit) >= 0 || Long.compareUnsigned(length, limit) > 0
                    || Long.compareUnsigned(bitOffset, limit) >= 0 || bitOffset + length > limit) {
                throw error("AE_AML_BUFFER_LIMIT", f, "field past the end of a " + buf.bytes().length + "-byte buffer");
            }
            f.ctx.state.ensure(node.slot + 1);
            f.ctx.state.bufferFields[node.slot] = new RunState.BufferBinding(buf, bitOffset, length, op == AmlOp.CREATE_FIELD);
            return AmlValue.ZERO;
        }

        @Override
        List<Term> operands() {
            return bits == null ? List.of(source, index) : List.of(source, index, bits);
        }
    }
}
