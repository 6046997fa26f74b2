package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Namespace initialization after the tables load: the {@code _STA}/{@code _INI} pass that
 * ACPICA runs from acpi_initialize_objects (drivers/acpi/acpica/nsinit.c,
 * acpi_ns_initialize_devices and acpi_ns_init_one_device). Firmware keeps state in Names set by
 * {@code _INI} (the 7390's NVMe {@code CNRS} reads {@code NITV}, written only by its device's
 * {@code _INI}), so a method run without this pass takes paths no booted machine takes.
 *
 * <p>Rules, as in nsinit.c: {@code \_INI} and then {@code \_SB._INI} run first; the walk then
 * visits Devices, Processors and Thermal Zones depth first in namespace order, only those with
 * an {@code _INI} somewhere in their subtree (ANOBJ_SUBTREE_HAS_INI): the others' {@code _STA}
 * is left to the OS's scan ({@link DeviceScan}). A missing
 * {@code _STA} means present and functioning (0x0F). Not present but functioning, or a failing
 * {@code _STA}: no {@code _INI}, children still visited. Neither present nor functioning: the
 * subtree is skipped. {@code \_SB} is a Device: its {@code _STA} counts, its {@code _INI} is
 * not run twice. Failures are reported and the walk goes on, as ACPICA ignores them.
 */
final class DeviceInit {
    static final long STA_PRESENT = 0x01;
    static final long STA_FUNCTIONING = 0x08;

    private final AmlInterpreter interp;
    private final List<String> failures = new ArrayList<>();

    private DeviceInit(AmlInterpreter interp) {
        this.interp = interp;
    }

    /** Runs the pass; returns one line per {@code _STA}/{@code _INI} that failed. */
    static List<String> run(AmlInterpreter interp) {
        DeviceInit init = new DeviceInit(interp);
        Node root = interp.ns.root();
        init.runIni(root);
        Node sb = root.child("_SB_");
        if (sb != null) {
            init.runIni(sb);
        }
        init.walk(root, subtreesWithIni(root));
        return init.failures;
    }

    /**
     * The nodes ACPICA flags ANOBJ_SUBTREE_HAS_INI before its walk (nsinit.c,
     * acpi_ns_find_ini_methods): for every {@code _INI} whose parent is a Device, Processor or
     * ThermalZone, that parent and each node above it.
     */
    static Set<Node> subtreesWithIni(Node root) {
        Set<Node> marked = new HashSet<>();
        markIni(root, marked);
        return marked;
    }

    private static void markIni(Node scope, Set<Node> marked) {
        if (isDevice(scope) && scope.child("_INI") != null) {
            for (Node up = scope; up != null && marked.add(up); up = up.parent()) {
                // up to the root, or to a node an earlier _INI marked
            }
        }
        for (Node n : scope.children()) {
            markIni(n, marked);
        }
    }

    static boolean isDevice(Node n) {
        return n.kind() == Kind.DEVICE || n.kind() == Kind.PROCESSOR || n.kind() == Kind.THERMAL_ZONE;
    }

    /**
     * acpi_ns_init_one_device for each node depth first: a device with no {@code _INI} in its
     * subtree is passed over with its children, its {@code _STA} not run (AE_CTRL_DEPTH).
     */
    private void walk(Node scope, Set<Node> withIni) {
        for (Node n : scope.children()) {
            if (isDevice(n)) {
                if (!withIni.contains(n)) {
                    continue;
                }
                Long sta = status(n);
                if (sta != null && (sta & STA_PRESENT) != 0) {
                    if (!isRootSb(n)) {
                        runIni(n);
                    }
                } else if (sta != null && (sta & STA_FUNCTIONING) == 0) {
                    continue;
                }
            }
            walk(n, withIni);
        }
    }

    /**
     * {@code \_SB} is a Device (ACPICA's predefined names): the walk checks its {@code _STA} like
     * any device's but does not run its {@code _INI} again (acpi_ns_init_one_device skips
     * {@code _SB_} under the root; it ran first).
     */
    private static boolean isRootSb(Node n) {
        return n.path().equals("\\_SB");
    }

    private Long status(Node device) {
        return status(interp, device, failures);
    }

    /**
     * The device's _STA (nsinit.c and nsxfeval.c both through acpi_ut_execute_STA): 0x0F without
     * one; null when it fails, with the failure added to FAILURES.
     */
    static Long status(AmlInterpreter interp, Node device, List<String> failures) {
        Node sta = device.child("_STA");
        if (sta == null) {
            return 0x0FL;
        }
        try {
            if (interp.evaluate(sta, List.of()) instanceof AmlValue.Int i) {
                return i.value();
            }
            failures.add(sta.path() + ": AE_TYPE, _STA returned no Integer");
        } catch (AmlError e) {
            failures.add(sta.path() + ": " + e.getMessage());
        }
        return null;
    }

    private void runIni(Node device) {
        Node ini = device.child("_INI");
        if (ini == null || ini.kind() != Kind.METHOD) {
            return;
        }
        try {
            interp.evaluate(ini, List.of());
        } catch (AmlError e) {
            failures.add(ini.path() + ": " + e.getMessage());
        }
    }
}
