package dev.oversleep.acpi;

import dev.oversleep.acpi.Namespace.Kind;
import dev.oversleep.acpi.Namespace.Node;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code _REG(space, 1)} calls that tell firmware an address space handler is connected
 * (ACPI 6.5 section 6.5.4). Firmware depends on them: the Dell dumps' EC {@code _REG} sets
 * {@code \ECRD}, and with it unset every EC read detours through an SMI mailbox.
 *
 * <p>Which {@code _REG} methods run is taken from acpiexec 20200925, measured with
 * src/test/resources/acpi/reg.asl (a differential test keeps it true): after module-level code
 * and before {@code _STA/_INI}, once per device and space, for every region in a device's scope
 * whose space has a handler installed by a driver — not SystemMemory, SystemIO or PCI_Config
 * (ACPICA's default handlers, for which acpiexec runs none), and EmbeddedControl only inside the
 * EC device ({@code _HID} PNP0C09), where Linux's EC driver (drivers/acpi/ec.c,
 * ec_install_handlers) connects it, where its {@code _REG} runs even when no EC region is
 * declared ({@link #orphanEcReg}). Regions at the root run no {@code _REG}.
 */
final class RegMethods {
    private static final int SYSTEM_MEMORY = 0;
    private static final int SYSTEM_IO = 1;
    private static final int PCI_CONFIG = 2;
    private static final int EMBEDDED_CONTROL = 3;
    private static final String EC_HID = "PNP0C09";

    private final AmlInterpreter interp;
    private final List<String> failures = new ArrayList<>();
    private final Set<String> connected = new HashSet<>();

    private RegMethods(AmlInterpreter interp) {
        this.interp = interp;
    }

    /** Runs the connect calls; returns one line per {@code _REG} that failed. */
    static List<String> connectAll(AmlInterpreter interp) {
        RegMethods reg = new RegMethods(interp);
        reg.walk(interp.ns.root());
        reg.orphanEcReg(interp.ns.root());
        return reg.failures;
    }

    /**
     * An EC device's {@code _REG} with no EmbeddedControl region under it runs all the same when
     * the EC handler is installed (evregion.c, acpi_ev_execute_reg_methods then
     * acpi_ev_orphan_ec_reg_method: "a _REG method exists with no corresponding region", which
     * Windows runs too). acpiexec installs an EC handler on every PNP0C09 device
     * (aehandlers.c) and Linux on its EC (ec_install_handlers), so firmware that sets its
     * "EC ready" flag in {@code _REG} sees it set.
     */
    private void orphanEcReg(Node scope) {
        for (Node n : scope.children()) {
            if (n.kind() == Kind.DEVICE && EC_HID.equals(hardwareId(n))) {
                connect(n, EMBEDDED_CONTROL);
            }
            orphanEcReg(n);
        }
    }

    private void walk(Node scope) {
        for (Node n : scope.children()) {
            if (n.object() instanceof NsObject.Region region && !n.methodLocal()) {
                connect(n.parent(), region.space());
            }
            walk(n);
        }
    }

    private void connect(Node device, int space) {
        if (device == null || device.parent() == null || space == SYSTEM_MEMORY || space == SYSTEM_IO || space == PCI_CONFIG
                || space == EMBEDDED_CONTROL && !EC_HID.equals(hardwareId(device))) {
            return;
        }
        Node reg = device.child("_REG");
        if (reg == null || reg.kind() != Kind.METHOD || !connected.add(device.path() + "/" + space)) {
            return;
        }
        try {
            interp.evaluate(reg, List.of(new AmlValue.Int(space), new AmlValue.Int(1)));
        } catch (AmlError e) {
            failures.add(reg.path() + ": " + e.getMessage());
        }
    }

    /** The device's _HID as a string, EISA ids decoded as ACPICA's acpi_ex_eisa_id_to_string does. */
    private String hardwareId(Node device) {
        Node hid = device.child("_HID");
        if (hid == null) {
            return null;
        }
        try {
            AmlValue v = interp.evaluate(hid, List.of());
            if (v instanceof AmlValue.Str s) {
                return s.value();
            }
            if (v instanceof AmlValue.Int i) {
                return eisaId(i.value());
            }
        } catch (AmlError e) {
            failures.add(hid.path() + ": " + e.getMessage());
        }
        return null;
    }

    static String eisaId(long value) {
        long id = Integer.reverseBytes((int) value) & 0xFFFFFFFFL;
        return new String(new char[] {(char) ('@' + ((id >> 26) & 0x1F)), (char) ('@' + ((id >> 21) & 0x1F)),
                (char) ('@' + ((id >> 16) & 0x1F))}) + String.format("%04X", id & 0xFFFF);
    }
}
