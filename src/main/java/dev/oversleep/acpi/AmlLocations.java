package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;

/**
 * The places a reference can point to, one record each, as ACPICA's reference classes
 * (ACPI_REFCLASS_LOCAL, _ARG, _NAME, _INDEX, _DEBUG in acobject.h). Being values rather than
 * closures lets an initialized namespace be copied with its references re-pointed into the copy.
 */
final class AmlLocations {
    private AmlLocations() {
    }

    /** LocalN of a method frame. */
    record LocalSlot(AmlFrame frame, int index, String where) implements AmlValue.Location {
        public AmlValue read() {
            AmlValue v = frame.locals[index];
            return v instanceof AmlValue.Uninitialized
                    ? StoreOps.FrameSlot.unset(frame.ctx, frame.locals, index, true, where + ": Local" + index) : v;
        }

        /**
         * A Local is overwritten even when it holds a reference; only an Arg holding a RefOf
         * stores through it (ACPICA dsmthdat.c, acpi_ds_store_object_to_local).
         */
        public void write(AmlValue v) {
            frame.locals[index] = frame.ctx.copy(v);
        }
    }

    /**
     * ArgN of a method frame. A store to an Arg that holds a RefOf reference stores through it
     * (dsmthdat.c, acpi_ds_store_object_to_local: "Weird, but true"), without implicit
     * conversion (acpi_ex_store_object_to_node, ACPI_NO_IMPLICIT_CONVERSION); an Arg holding
     * anything else, an Index reference included, is replaced.
     */
    record ArgSlot(AmlFrame frame, int index, String where) implements AmlValue.Location {
        public AmlValue read() {
            AmlValue v = frame.args[index];
            return v instanceof AmlValue.Uninitialized
                    ? StoreOps.FrameSlot.unset(frame.ctx, frame.args, index, false, where + ": Arg" + index) : v;
        }

        public void write(AmlValue v) {
            store(v, false);
        }

        /** A Store (or, COPY_OBJECT, a CopyObject) of V to this Arg. */
        void store(AmlValue v, boolean copyObject) {
            if (frame.args[index] instanceof AmlValue.Ref r) {
                if (r.target() instanceof Named named) {
                    named.owner().named.storeThroughArg(named.node(), v, copyObject);
                    return;
                }
                if (r.target() instanceof LocalSlot local) {
                    local.write(v);
                    return;
                }
                if (r.target() instanceof ArgSlot arg) {
                    // RefOf (ArgN): the store goes to that Arg's own slot, not on through what it holds
                    arg.frame.args[arg.index] = arg.frame.ctx.copy(v);
                    return;
                }
            }
            frame.args[index] = frame.ctx.copy(v);
        }
    }

    /** A named object, read and written through the interpreter that owns its state. */
    record Named(Node node, AmlInterpreter owner) implements AmlValue.Location {
        public AmlValue read() {
            return owner.named.read(node, null, null);
        }

        public void write(AmlValue v) {
            owner.named.write(node, v, null, null);
        }
    }

    /** The Debug object: a store is recorded, a read gives nothing. */
    record DebugSink(AmlInterpreter owner) implements AmlValue.Location {
        public AmlValue read() {
            return AmlValue.UNINITIALIZED;
        }

        public void write(AmlValue v) {
            owner.recordDebug(v);
        }
    }

    /** Index(Package, i): an element, replaced by a copy of what is stored. */
    record PackageElement(AmlValue.Pkg pkg, int index, AmlInterpreter owner) implements AmlValue.Location {
        public AmlValue read() {
            return pkg.elements().get(index);
        }

        public void write(AmlValue v) {
            pkg.elements().set(index, owner.copy(v));
        }
    }

    /** Index(Buffer, i): one byte, read as an Integer; a store writes the low byte. */
    record BufferByte(AmlValue.Buf buf, int index, AmlConvert convert, String where) implements AmlValue.Location {
        public AmlValue read() {
            return new AmlValue.Int(buf.bytes()[index] & 0xFF);
        }

        public void write(AmlValue v) {
            buf.bytes()[index] = convert.elementByte(v, where);
        }
    }

    /** Index of a String that no name holds: a character that cannot be written. */
    record StringChar(AmlValue.Str str, int index, String where) implements AmlValue.Location {
        public AmlValue read() {
            return new AmlValue.Int(str.value().charAt(index));
        }

        public void write(AmlValue v) {
            throw new AmlError("AE_AML_OPERAND_TYPE", where + ": a String element cannot be written");
        }
    }

    /**
     * Index of a String held by a local, argument or name: reads one character, and a store
     * replaces that character in the holder's string, as ACPICA stores into a String's element
     * (exstore.c, acpi_ex_store_object_to_index).
     */
    record HeldStringChar(AmlValue.Location holder, int index, AmlConvert convert, String where, AmlInterpreter owner)
            implements AmlValue.Location {
        public AmlValue read() {
            return new AmlValue.Int(held().charAt(index));
        }

        public void write(AmlValue v) {
            String s = held();
            owner.allocation(s.length(), null, null, "String");
            owner.work(s.length());
            char[] chars = s.toCharArray();
            // the holder may have been given a shorter string since the Index was taken
            chars[index] = (char) (convert.elementByte(v, where) & 0xFF);
            holder.write(new AmlValue.Str(new String(chars)));
        }

        private String held() {
            AmlValue v = holder.read();
            v = v instanceof AmlValue.Ref r ? r.target().read() : v;
            if (!(v instanceof AmlValue.Str s) || index >= s.value().length()) {
                throw new AmlError("AE_AML_STRING_LIMIT", where + ": Index " + index + " of what the holder holds now");
            }
            return s.value();
        }
    }
}
