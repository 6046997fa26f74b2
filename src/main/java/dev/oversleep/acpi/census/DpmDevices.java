package dev.oversleep.acpi.census;

import java.util.ArrayList;
import java.util.List;

/**
 * The ACPI devices Linux can move between D0 and D3 over a suspend, in dpm_list order.
 *
 * <ul>
 * <li>Which: devices the namespace scan creates (drivers/acpi/scan.c, acpi_bus_check_add with
 * acpi_bus_get_status: {@code _STA} bit 0 present, a missing {@code _STA} meaning 0x0F; not
 * present but functioning (bit 3): the device is left out but its children are scanned; neither:
 * the subtree is skipped; a failing {@code _STA} counts as 0), and of those the
 * power-manageable ones: a {@code _PS0} or a {@code _PR0} (acpi_bus_get_power_flags).</li>
 * <li>Order: the scan walks the namespace depth first and a device is added before its
 * children; device_add puts each at the end of dpm_list, so suspend (which walks dpm_list from
 * the end) reaches children before parents and resume parents before children.</li>
 * <li>Each device's {@code _PR0} names the power resources it needs in D0
 * (acpi_extract_power_resources); the resources it names are added to the global list when the
 * scan meets the device.</li>
 * </ul>
 */
final class DpmDevices {
    /** A power-manageable device and the power resources of its {@code _PR0}. */
    record Device(String path, boolean hasPs0, boolean hasPs3, List<String> resources) {
    }

    private static final long STA_PRESENT = 0x01;
    private static final long STA_FUNCTIONING = 0x08;

    private DpmDevices() {
    }

    /** Scans the namespace as Linux does at boot; every power resource met goes into RESOURCES. */
    static List<Device> scan(S3Steps steps, PowerResources resources) {
        List<Device> out = new ArrayList<>();
        walk(steps.root(), steps, resources, out);
        return out;
    }

    private static void walk(CensusFirmware.NsObject scope, S3Steps steps, PowerResources resources, List<Device> out) {
        for (CensusFirmware.NsObject o : scope.children()) {
            if (o.kind() == CensusFirmware.Kind.POWER_RESOURCE) {
                resources.add(o.path());
            } else if (o.kind() == CensusFirmware.Kind.DEVICE) {
                long sta = status(o, steps);
                if ((sta & STA_PRESENT) != 0) {
                    Device d = device(o, steps, resources);
                    if (d != null) {
                        out.add(d);
                    }
                } else if ((sta & STA_FUNCTIONING) == 0) {
                    continue;
                }
            }
            walk(o, steps, resources, out);
        }
    }

    /** The device's {@code _STA}; 0x0F without one; 0 when it fails (acpi_bus_type_and_status). */
    private static long status(CensusFirmware.NsObject device, S3Steps steps) {
        String sta = device.path() + "._STA";
        if (!steps.exists(sta)) {
            return 0x0F;
        }
        Long v = steps.integer(sta);
        return v == null ? 0 : v;
    }

    private static Device device(CensusFirmware.NsObject o, S3Steps steps, PowerResources resources) {
        boolean ps0 = steps.exists(o.path() + "._PS0");
        boolean pr0 = steps.exists(o.path() + "._PR0");
        if (!ps0 && !pr0) {
            return null;
        }
        List<String> needed = new ArrayList<>();
        if (pr0) {
            for (String r : steps.references(o.path() + "._PR0")) {
                CensusFirmware.NsObject target = steps.object(r);
                if (target != null && target.kind() == CensusFirmware.Kind.POWER_RESOURCE && !needed.contains(r)) {
                    resources.add(r);
                    needed.add(r);
                }
            }
        }
        return new Device(o.path(), ps0, steps.exists(o.path() + "._PS3"), List.copyOf(needed));
    }
}
