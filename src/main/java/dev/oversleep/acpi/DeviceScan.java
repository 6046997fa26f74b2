package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * The OS's scan of the initialized namespace: every Device's {@code _STA}, depth first in
 * namespace order, a device neither present nor functioning, or whose {@code _STA} fails,
 * passed over with its subtree. That is acpi_get_devices with no _HID (nsxfeval.c,
 * acpi_ns_get_device_callback), which acpiexec runs after initialization (aetests.c,
 * AeMiscellaneousTests), and what Linux's device enumeration does at the same point
 * (drivers/acpi/scan.c, acpi_bus_scan evaluates each device's {@code _STA}). The
 * initialization pass ({@link DeviceInit}) runs {@code _STA} only where a subtree has an
 * {@code _INI}, so without the scan a device's {@code _STA} would run on a booted machine only
 * when a method asks for it.
 */
final class DeviceScan {
    private final AmlInterpreter interp;
    private final List<String> failures = new ArrayList<>();

    private DeviceScan(AmlInterpreter interp) {
        this.interp = interp;
    }

    /**
     * Runs the scan; returns one line per {@code _STA} that failed, "PATH in the device scan:
     * STATUS ..." (a {@code _STA} the initialization pass ran can fail again here).
     */
    static List<String> run(AmlInterpreter interp) {
        DeviceScan scan = new DeviceScan(interp);
        scan.walk(interp.ns.root());
        return scan.failures.stream().map(f -> f.replaceFirst(": ", " in the device scan: ")).toList();
    }

    private void walk(Node scope) {
        for (Node n : scope.children()) {
            if (n.kind() == Kind.DEVICE) {
                Long sta = DeviceInit.status(interp, n, failures);
                if (sta == null || (sta & (DeviceInit.STA_PRESENT | DeviceInit.STA_FUNCTIONING)) == 0) {
                    continue;
                }
            }
            walk(n);
        }
    }
}
