package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.List;

/**
 * What a namespace node holds (ACPICA's operand object types attached to a node, acobject.h).
 * What a run changes (a Name's value, a buffer field's binding, an event's count, a region's
 * evaluated address) is not here but in the run's {@link RunState}: these are the definitions,
 * fixed once the tables are loaded.
 */
sealed interface NsObject permits NsObject.Scope, NsObject.Device, NsObject.Processor, NsObject.PowerResource,
        NsObject.ThermalZone, AmlMethod, NsObject.NativeMethod, NsObject.Name, NsObject.Alias, NsObject.Mutex,
        NsObject.Event, NsObject.Region, NsObject.DataRegion, NsObject.FieldUnit, NsObject.BufferField,
        NsObject.Untyped {

    Kind kind();

    /** ObjectType() numbering (ACPI 6.5 section 19.6.97); a Name's depends on its current value. */
    int objectType();

    /** A predefined root scope (\_SB, \_GPE...) or the root itself. */
    /**
     * A scope with no object of its own: the root and the predefined \_GPE, \_PR, \_SI.
     * ObjectType gives objectType: 6 for the root, which ACPICA creates as a Device
     * (nsaccess.c acpi_ns_root_initialize), 0 for the others.
     */
    record Scope(int objectType) implements NsObject {
        public Kind kind() {
            return Kind.SCOPE;
        }
    }

    record Device() implements NsObject {
        public Kind kind() {
            return Kind.DEVICE;
        }

        public int objectType() {
            return 6;
        }
    }

    /** Processor (ProcID, PblkAddr, PblkLen), deprecated since ACPI 6.4 but in most tables. */
    record Processor(int id, long pblkAddress, int pblkLength) implements NsObject {
        public Kind kind() {
            return Kind.PROCESSOR;
        }

        public int objectType() {
            return 12;
        }
    }

    record PowerResource(int systemLevel, int resourceOrder) implements NsObject {
        public Kind kind() {
            return Kind.POWER_RESOURCE;
        }

        public int objectType() {
            return 11;
        }
    }

    record ThermalZone() implements NsObject {
        public Kind kind() {
            return Kind.THERMAL_ZONE;
        }

        public int objectType() {
            return 13;
        }
    }

    /** What a native method does when called (ACPICA's predefined methods implemented in C). */
    interface NativeBody {
        AmlValue call(AmlInterpreter ctx, List<AmlValue> args);
    }

    /** A method the OS implements, such as {@code \_OSI}: called like an AML method, run in Java. */
    record NativeMethod(String name, int argCount, NativeBody body) implements NsObject {
        public Kind kind() {
            return Kind.METHOD;
        }

        public int objectType() {
            return 8;
        }
    }

    /**
     * Name (NameString, DataRefObject): its initial value is evaluated on first use (a run's
     * later stores replace it in the run's state).
     */
    record Name(Term initializer) implements NsObject {
        public Kind kind() {
            return Kind.NAME;
        }

        public int objectType() {
            return 0;
        }
    }

    /** Alias (Source, Alias): the alias node names TARGET, looked up from SCOPE when used. */
    record Alias(Node scope, AmlName target) implements NsObject {
        public Kind kind() {
            return Kind.ALIAS;
        }

        public int objectType() {
            return 0;
        }
    }

    record Mutex(int syncLevel) implements NsObject {
        public Kind kind() {
            return Kind.MUTEX;
        }

        public int objectType() {
            return 9;
        }
    }

    record Event() implements NsObject {
        public Kind kind() {
            return Kind.EVENT;
        }

        public int objectType() {
            return 7;
        }
    }

    /** OperationRegion: the address space; offset and length are evaluated when it executes. */
    record Region(int space, Term offset, Term length) implements NsObject {
        public Kind kind() {
            return Kind.OPERATION_REGION;
        }

        public int objectType() {
            return 10;
        }
    }

    /** DataTableRegion (signature, OEM ID, OEM table ID): a region over a table's bytes. */
    record DataRegion(Term signature, Term oemId, Term oemTableId) implements NsObject {
        public Kind kind() {
            return Kind.DATA_REGION;
        }

        public int objectType() {
            return 10;
        }
    }

    /** A field unit of a Field, IndexField or BankField: where its bits are in its group's access. */
    record FieldUnit(FieldGroup group, long bitOffset, long bitLength, int flags) implements NsObject {
        public Kind kind() {
            return Kind.FIELD;
        }

        public int objectType() {
            return 5;
        }

        /** Access width in bytes: AnyAcc and ByteAcc 1, WordAcc 2, DWordAcc 4, QWordAcc 8, BufferAcc 1. */
        int accessBytes() {
            return switch (flags & 0x0F) {
                case 2 -> 2;
                case 3 -> 4;
                case 4 -> 8;
                default -> 1;
            };
        }

        /** UpdateRule: 0 Preserve, 1 WriteAsOnes, 2 WriteAsZeros. */
        int updateRule() {
            return (flags >>> 5) & 3;
        }
    }

    /** CreateXxxField's field: bound to a buffer when the Create operator executes. */
    record BufferField(AmlOp creator) implements NsObject {
        public Kind kind() {
            return Kind.BUFFER_FIELD;
        }

        public int objectType() {
            return 14;
        }
    }

    /**
     * A node with no object: what an {@code External} outside {@code If (Zero)} creates in
     * ACPICA (type ANY; a later definition of the name fails with AE_ALREADY_EXISTS).
     */
    record Untyped(int declaredType, int argCount) implements NsObject {
        public Kind kind() {
            return Kind.EXTERNAL;
        }

        public int objectType() {
            return 0;
        }
    }
}
