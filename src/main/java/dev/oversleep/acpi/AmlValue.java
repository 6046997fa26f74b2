package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;

/** Runtime values of the AML interpreter (ACPI 6.x section 19.3.5 object types). */
public sealed interface AmlValue {

    /** ObjectType() numbering (ACPI 6.x 19.6.96). */
    int objectType();

    record Uninitialized() implements AmlValue {
        public int objectType() {
            return 0;
        }
    }

    record Int(long value) implements AmlValue {
        public int objectType() {
            return 1;
        }
    }

    record Str(String value) implements AmlValue {
        public int objectType() {
            return 2;
        }
    }

    /** A buffer; its bytes are shared by references and buffer fields into it. */
    record Buf(byte[] bytes) implements AmlValue {
        public int objectType() {
            return 3;
        }
    }

    /** A package; its element list is shared by references into it. */
    record Pkg(List<AmlValue> elements) implements AmlValue {
        public int objectType() {
            return 4;
        }

        static Pkg of(int size) {
            List<AmlValue> l = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                l.add(new Uninitialized());
            }
            return new Pkg(l);
        }
    }

    /** A named object that is not data (device, method, mutex, region...), by path and type. */
    record Obj(String path, int type) implements AmlValue {
        public int objectType() {
            return type;
        }
    }

    /** A reference (RefOf, Index, CondRefOf result) to somewhere a value can be read and stored. */
    record Ref(Location target) implements AmlValue {
        public int objectType() {
            return 20;
        }
    }

    /**
     * Where a reference points: a local, an argument, a named object, an element of a package,
     * buffer or string, or the Debug object ({@link AmlLocations}).
     */
    sealed interface Location permits AmlLocations.LocalSlot, AmlLocations.ArgSlot, AmlLocations.Named,
            AmlLocations.DebugSink, AmlLocations.PackageElement, AmlLocations.BufferByte, AmlLocations.StringChar,
            AmlLocations.HeldStringChar {
        AmlValue read();

        void write(AmlValue v);
    }

    Uninitialized UNINITIALIZED = new Uninitialized();
    Int ZERO = new Int(0);
    Int ONE = new Int(1);
}
