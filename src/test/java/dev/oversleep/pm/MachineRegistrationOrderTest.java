package dev.oversleep.pm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shipped machines list their devices as boot registers them (device_pm_add:
 * list_add_tail from device_add): the ACPI namespace devices (acpi_bus_scan) before the PCI
 * host bridge, every PCI function enumerated at boot before anything a driver probe creates,
 * a bus's functions before those behind its bridges (pci_bus_add_devices), a root hub before the
 * USB devices found on it, i8042 before its serio ports — and each device names who registered
 * it.
 */
class MachineRegistrationOrderTest {

    private static int first(List<PmMachine.Device> ds, Predicate<PmMachine.Device> p) {
        for (int i = 0; i < ds.size(); i++) {
            if (p.test(ds.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static int last(List<PmMachine.Device> ds, Predicate<PmMachine.Device> p) {
        int at = -1;
        for (int i = 0; i < ds.size(); i++) {
            if (p.test(ds.get(i))) {
                at = i;
            }
        }
        return at;
    }

    private static boolean by(PmMachine.Device d, String registrar) {
        return d.registeredBy().startsWith(registrar);
    }

    private static boolean usb(PmMachine.Device d) {
        return d.name().matches("usb\\d+|\\d+-\\d+.*");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hp-nx6325", "dell-xps-13-7390"})
    void devicesAreInRegistrationOrder(String name) {
        List<PmMachine.Device> ds = MachineFile.load(name).machine().devices();
        ds.forEach(d -> assertFalse(d.registeredBy().isBlank(), d.name()));
        int lastAcpi = last(ds, d -> by(d, "acpi_bus_scan"));
        int hostBridge = first(ds, d -> d.name().equals("pci0000:00"));
        int lastPci = last(ds, d -> by(d, "pci_bus_add_devices"));
        assertTrue(lastAcpi >= 0 && lastAcpi < hostBridge, name + ": ACPI namespace devices come first");
        assertTrue(first(ds, d -> by(d, "pci_bus_add_devices")) > hostBridge, name + ": functions after their host bridge");
        assertTrue(lastPci < first(ds, MachineRegistrationOrderTest::usb), name + ": USB after every boot-time PCI function");
        assertTrue(lastPci < first(ds, d -> d.name().startsWith("serio")), name + ": serio after every PCI function");
        assertTrue(first(ds, d -> d.name().equals("i8042")) < first(ds, d -> d.name().startsWith("serio")),
                name + ": kseriod registers the ports i8042_init queued");
        int lastRootHub = last(ds, d -> d.name().matches("usb\\d+"));
        int firstUsbDevice = first(ds, d -> d.name().matches("\\d+-\\d+( .*)?"));
        assertTrue(lastRootHub < firstUsbDevice, name + ": the hub driver finds devices only on registered root hubs");
        // pci_bus_add_devices: all functions of a bus, then the buses behind its bridges
        List<PmMachine.Device> pci = ds.stream().filter(d -> by(d, "pci_bus_add_devices")).toList();
        int lastBus0 = last(pci, d -> d.name().startsWith("0000:00:"));
        int firstChild = first(pci, d -> !d.name().startsWith("0000:00:"));
        assertTrue(lastBus0 < firstChild, name + ": bus 0 before its child buses");
        for (int i = 1; i < pci.size(); i++) {
            String a = pci.get(i - 1).name().split(" ")[0];
            String b = pci.get(i).name().split(" ")[0];
            if (a.substring(0, 7).equals(b.substring(0, 7))) {
                assertTrue(a.compareTo(b) < 0, name + ": " + a + " before " + b + " on one bus (device, function order)");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"hp-nx6325"})
    void theTestedAsyncSetIsUsbSerioBatteryAndUsbControllers(String name) {
        for (PmMachine.Device d : MachineFile.load(name).machine().devices()) {
            boolean expected = usb(d) || d.name().startsWith("serio") || d.name().contains("battery")
                    || d.name().contains("hci_hcd");
            assertEquals(expected, d.async(), d.name());
        }
    }
}
