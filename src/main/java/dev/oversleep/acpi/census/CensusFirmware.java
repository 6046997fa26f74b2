package dev.oversleep.acpi.census;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlError;
import dev.oversleep.acpi.AmlInterpreter;
import dev.oversleep.acpi.AmlValue;
import dev.oversleep.acpi.Namespace;
import dev.oversleep.acpi.RegionSpace;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place the census touches the interpreter: a machine's tables, and runs of them, each
 * on its own virtual kernel under one acpi_os_sleep policy, initialized as Linux initializes
 * the namespace after loading (module-level code, {@code _REG}, the {@code _STA}/{@code _INI}
 * pass). Everything else in this package sees only {@link Run}.
 */
final class CensusFirmware {
    private final Path file;

    private CensusFirmware(Path file) {
        this.file = file;
    }

    /** Loads the tables once to check they load; a failure is the exception's message. */
    static CensusFirmware load(Path file) {
        AcpiMachine.load(file);
        return new CensusFirmware(file);
    }

    /** A fresh, initialized copy of the machine on its own kernel. */
    Run start(KernelProfile profile, PlatformProfile platform, AcpiOsSleepPolicy policy, long seed, int fill) {
        AcpiMachine machine = AcpiMachine.load(file);
        Kernel kernel = Kernel.seeded(profile, platform, new VirtualTimebase(0), seed);
        AmlInterpreter interp = new AmlInterpreter(machine, kernel, policy, new RegionSpace(fill, null),
                AmlInterpreter.Limits.DEFAULT);
        interp.initializeNamespace(true);
        return new Run(machine, kernel, interp);
    }

    /** What the census reads of a namespace object: its path, what it is and what is under it. */
    enum Kind { DEVICE, POWER_RESOURCE, METHOD, OTHER }

    /** One namespace object with the objects declared under it, in namespace order. */
    record NsObject(String path, Kind kind, List<NsObject> children) {
    }

    /**
     * What evaluating an object gave: an Integer, the paths a Package of object references
     * names (a {@code _PR0}), or the ACPICA status it failed with, with where.
     */
    record Outcome(Long integer, List<String> references, String status, String error) {
        boolean failed() {
            return error != null;
        }
    }

    /** One Sleep or Stall as the kernel model served it. */
    record Wait(boolean sleep, long requested, long ns) {
    }

    /** One running copy of a machine. */
    static final class Run {
        private final AcpiMachine machine;
        private final Kernel kernel;
        private final AmlInterpreter interp;

        private Run(AcpiMachine machine, Kernel kernel, AmlInterpreter interp) {
            this.machine = machine;
            this.kernel = kernel;
            this.interp = interp;
        }

        long now() {
            return kernel.now();
        }

        /** The namespace below the root, as it stands after initialization. */
        NsObject root() {
            return snapshot(machine.namespace().root());
        }

        private static NsObject snapshot(Namespace.Node n) {
            List<NsObject> children = new ArrayList<>();
            for (Namespace.Node c : n.children()) {
                if (!c.declaredOnly()) {
                    children.add(snapshot(c));
                }
            }
            Kind kind = switch (n.kind()) {
                case DEVICE -> Kind.DEVICE;
                case POWER_RESOURCE -> Kind.POWER_RESOURCE;
                case METHOD -> Kind.METHOD;
                default -> Kind.OTHER;
            };
            return new NsObject(n.path(), kind, List.copyOf(children));
        }

        /** Evaluates PATH with integer arguments (excess ones are dropped, as ACPICA warns and drops them). */
        Outcome evaluate(String path, long... args) {
            List<AmlValue> values = new ArrayList<>();
            for (long a : args) {
                values.add(new AmlValue.Int(a));
            }
            try {
                AmlValue v = interp.call(path, values);
                if (v instanceof AmlValue.Ref r) {
                    v = r.target().read();
                }
                if (v instanceof AmlValue.Int i) {
                    return new Outcome(i.value(), null, null, null);
                }
                if (v instanceof AmlValue.Pkg p) {
                    List<String> refs = new ArrayList<>();
                    for (AmlValue e : p.elements()) {
                        if (e instanceof AmlValue.Obj o) {
                            refs.add(o.path());
                        }
                    }
                    return new Outcome(null, List.copyOf(refs), null, null);
                }
                return new Outcome(null, null, null, null);
            } catch (AmlError e) {
                return new Outcome(null, null, e.status(), e.getMessage());
            }
        }

        /** The Sleeps and Stalls since the last call, in order. */
        List<Wait> drainWaits() {
            List<Wait> out = new ArrayList<>();
            for (AmlInterpreter.OsCall c : interp.drainOsCalls()) {
                out.add(new Wait(c.op().equals("Sleep"), c.requested(), c.modeledNs()));
            }
            return out;
        }
    }
}
