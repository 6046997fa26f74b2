package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Node;

/**
 * What acpi_evaluate_object hands to a caller that gave it a return buffer (nsxfeval.c, ACPICA
 * 20200925), as acpiexec's execute does and Linux's callers of a method's value do:
 * <ol>
 * <li>a namespace object returned itself (a Device, Mutex, Event, Region, ThermalZone: ACPICA
 * returns the node) has no external form; a PowerResource or Processor has one;</li>
 * <li>a reference made by Index or RefOf is replaced by what it refers to, once
 * (acpi_ns_resolve_references): a package element, or the named object's own object, so
 * RefOf of a Name gives its value and RefOf of a field unit, buffer field or method gives an
 * object with no external form, as does RefOf of a node only an External created (it has no
 * object to resolve to, and the RefOf that stays has none: "unsupported Reference Class
 * [RefOf]", AE_TYPE in acpiexec 20200925). An Index into a Buffer or String and a RefOf of a Local or Arg
 * leave ACPICA reading through a reference it does not set (acpiexec 20200925 dies of a
 * segmentation fault, corpus/external.asl); here they have no external form;</li>
 * <li>what is left must be an Integer, String, Buffer, PowerResource, Processor or a Package of
 * those, of packages and of name references (utobject.c acpi_ut_get_simple_object_size);
 * anything else fails with AE_TYPE.</li>
 * </ol>
 */
final class ExternalObject {
    /** ACPI_TYPE_POWER and ACPI_TYPE_PROCESSOR (actypes.h): the namespace objects with an external form. */
    private static final int ACPI_TYPE_POWER = 11;
    private static final int ACPI_TYPE_PROCESSOR = 12;

    private ExternalObject() {
    }

    /** The object handed over for the returned V, or null when it has no external form (AE_TYPE). */
    static AmlValue of(AmlValue v) {
        if (v instanceof AmlValue.Ref r && r.target() instanceof AmlLocations.PackageElement e) {
            AmlValue element = e.read();
            return element instanceof AmlValue.Obj || convertible(element) ? element : null; // Obj: a name reference
        }
        if (v instanceof AmlValue.Ref r) {
            v = named(r.target());
            if (v == null) {
                return null;
            }
        }
        if (v instanceof AmlValue.Obj o) {
            return o.type() == ACPI_TYPE_POWER || o.type() == ACPI_TYPE_PROCESSOR ? v : null;
        }
        return convertible(v) ? v : null;
    }

    /** What RefOf (NAME) refers to, read without running it; null for what has no external form. */
    private static AmlValue named(AmlValue.Location l) {
        if (!(l instanceof AmlLocations.Named n)) {
            return null; // a Local, an Arg, a Buffer or String byte, Debug
        }
        Node node = n.owner().named.dealiased(n.node()); // an Alias of a method must not run it
        NsObject o = node.object();
        if (o instanceof AmlMethod || o instanceof NsObject.NativeMethod || o instanceof NsObject.FieldUnit
                || o instanceof NsObject.BufferField || n.owner().named.bareExternal(node)) {
            return null; // a node only an External created: the RefOf stays one, which has no external form
        }
        return n.read();
    }

    /** An object with an external form: data, or a Package of data, packages and name references. */
    private static boolean convertible(AmlValue v) {
        if (v instanceof AmlValue.Pkg p) {
            for (AmlValue e : p.elements()) {
                if (!(e instanceof AmlValue.Obj) && !convertible(e)) {
                    return false;
                }
            }
            return true;
        }
        return !(v instanceof AmlValue.Ref);
    }
}
