package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code _REG(space, 1)} calls that tell firmware an address space handler is connected
 * (ACPI 6.5 section 6.5.4). Firmware depends on them: the Dell dumps' EC {@code _REG} sets
 * {@code \ECRD}, and with it unset every EC read detours through an SMI mailbox.
 *
 * <p>Which {@code _REG} methods run, and in which order, is acpiexec 20200925's: after
 * module-level code and before {@code _STA/_INI}, acpiexec installs its late handlers
 * (aehandlers.c, AeInstallLateHandlers) and each installation runs the {@code _REG} methods of
 * its space (evxfregn.c, AcpiInstallAddressSpaceHandler then evregion.c,
 * AcpiEvExecuteRegMethods), once per region, in the scope that holds the region:
 * <ol>
 *   <li>EmbeddedControl, on each device that acpi_get_devices ("PNP0C09") finds (_HID or _CID
 *       PNP0C09, and a {@code _STA} that says present or functioning: nsxfeval.c,
 *       AcpiNsGetDeviceCallback), as Linux's EC driver finds the EC of a machine without an ECDT
 *       (drivers/acpi/ec.c, acpi_ec_dsdt_probe goes through acpi_get_devices too; with an ECDT,
 *       Linux connects the EC the ECDT names whatever its {@code _STA}, which neither acpiexec
 *       nor Oversleep models): the EC regions of the device's subtree, then the device's own
 *       {@code _REG} if no EC region is declared directly in it ({@link #orphanEcReg});</li>
 *   <li>each of the spaces acpiexec serves from the root (aeinstall.c, SpaceIdList): every
 *       region of the space, at the root too.</li>
 * </ol>
 * SystemMemory, SystemIO and PCI_Config regions run none (acpiexec replaces the default
 * handlers before the tables load, and AcpiEvInitializeOpRegions runs only default ones), nor
 * do EC regions outside a present EC device. src/test/resources/acpi/reg.asl is measured
 * against acpiexec by a differential test.
 */
final class RegMethods {
    private static final int EMBEDDED_CONTROL = 3;
    private static final String EC_HID = "PNP0C09";
    /** aeinstall.c SpaceIdList: SMBus, CMOS, PCI BAR, IPMI, GPIO, GSBus, PCC, FFixedHW, 0x80, 0xE4. */
    private static final int[] ROOT_SPACES = {4, 5, 6, 7, 8, 9, 0x0A, 0x7F, 0x80, 0xE4};

    private final AmlInterpreter interp;
    private final List<String> failures = new ArrayList<>();

    private RegMethods(AmlInterpreter interp) {
        this.interp = interp;
    }

    /** Runs the connect calls; returns one line per {@code _REG} (or {@code _HID}, {@code _STA}) that failed. */
    static List<String> connectAll(AmlInterpreter interp) {
        RegMethods reg = new RegMethods(interp);
        Node root = interp.ns.root();
        reg.ecDevices(root);
        for (int space : ROOT_SPACES) {
            reg.regions(root, space);
        }
        return reg.failures;
    }

    /**
     * acpi_get_devices ("PNP0C09") over SCOPE's subtree: a device whose _HID fails is skipped
     * with its subtree; one that matches but is neither present nor functioning too.
     */
    private void ecDevices(Node scope) {
        for (Node n : scope.children()) {
            if (n.methodLocal()) {
                continue;
            }
            if (n.kind() == Kind.DEVICE) {
                Match m = matchesEc(n);
                if (m == Match.SKIP_SUBTREE) {
                    continue;
                }
                if (m == Match.YES) {
                    Long sta = DeviceInit.status(interp, n, failures); // null: failed, skipped
                    if (sta == null || (sta & (DeviceInit.STA_PRESENT | DeviceInit.STA_FUNCTIONING)) == 0) {
                        continue;
                    }
                    regions(n, EMBEDDED_CONTROL);
                    orphanEcReg(n);
                }
            }
            ecDevices(n);
        }
    }

    private enum Match { YES, NO, SKIP_SUBTREE }

    private Match matchesEc(Node device) {
        Node hid = device.child("_HID");
        if (hid == null) {
            return Match.NO;
        }
        String id;
        try {
            id = deviceId(interp.evaluate(hid, List.of()));
        } catch (AmlError e) {
            failures.add(hid.path() + ": " + e.getMessage());
            return Match.SKIP_SUBTREE;
        }
        if (id == null) {
            return Match.SKIP_SUBTREE;
        }
        if (id.equals(EC_HID)) {
            return Match.YES;
        }
        Node cid = device.child("_CID");
        if (cid == null) {
            return Match.NO;
        }
        try {
            AmlValue v = interp.evaluate(cid, List.of());
            List<AmlValue> ids = v instanceof AmlValue.Pkg p ? p.elements() : List.of(v);
            for (AmlValue e : ids) {
                if (EC_HID.equals(deviceId(e))) {
                    return Match.YES;
                }
            }
            return Match.NO;
        } catch (AmlError e) {
            failures.add(cid.path() + ": " + e.getMessage());
            return Match.SKIP_SUBTREE;
        }
    }

    /** AcpiEvExecuteRegMethods (SCOPE, SPACE): each region of SPACE in the subtree, in namespace order. */
    private void regions(Node scope, int space) {
        for (Node n : scope.children()) {
            if (n.object() instanceof NsObject.Region region && !n.methodLocal() && region.space() == space) {
                connect(n.parent(), space);
            }
            regions(n, space);
        }
    }

    /**
     * An EC device's {@code _REG} with no EmbeddedControl region declared in it runs all the same
     * when the EC handler is installed (evregion.c, acpi_ev_orphan_ec_reg_method: "a _REG method
     * exists with no corresponding region", which Windows runs too), so firmware that sets its
     * "EC ready" flag in {@code _REG} sees it set.
     */
    private void orphanEcReg(Node device) {
        for (Node n : device.children()) {
            if (n.object() instanceof NsObject.Region region && !n.methodLocal() && region.space() == EMBEDDED_CONTROL) {
                return;
            }
        }
        connect(device, EMBEDDED_CONTROL);
    }

    private void connect(Node scope, int space) {
        Node reg = scope.child("_REG");
        if (reg == null || reg.kind() != Kind.METHOD) {
            return;
        }
        try {
            interp.evaluate(reg, List.of(new AmlValue.Int(space), new AmlValue.Int(1)));
        } catch (AmlError e) {
            failures.add(reg.path() + ": " + e.getMessage());
        }
    }

    /** A _HID or _CID value as a string, EISA ids decoded as ACPICA's acpi_ex_eisa_id_to_string does; null if neither. */
    private static String deviceId(AmlValue v) {
        if (v instanceof AmlValue.Str s) {
            return s.value();
        }
        if (v instanceof AmlValue.Int i) {
            return eisaId(i.value());
        }
        return null;
    }

    static String eisaId(long value) {
        long id = Integer.reverseBytes((int) value) & 0xFFFFFFFFL;
        return new String(new char[] {(char) ('@' + ((id >> 26) & 0x1F)), (char) ('@' + ((id >> 21) & 0x1F)),
                (char) ('@' + ((id >> 16) & 0x1F))}) + String.format("%04X", id & 0xFFFF);
    }
}
