package dev.oversleep.pm;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.BadValueException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelVersion;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A machine for suspend/resume ({@code firmware-models/pm/*.json}): devices in dpm_list order —
 * registration order, because device_pm_add does {@code list_add_tail(&dev->power.entry,
 * &dpm_list)} (drivers/base/power/main.c), which device_add calls after bus_add_device and before
 * bus_probe_device (drivers/base/core.c), 2.6.32 to 2.6.34 alike, so a device is on the list before
 * its driver's probe registers children — each with
 * who registered it, its parent, its suppliers (device links), whether it opted in to async
 * suspend and resume, and what each phase's callback does ({@link CallbackStep}).
 *
 * <p>For callbacks that run AML, {@code acpidump} names the machine's ACPI tables and
 * {@code registers} a register script for the fields its AML polls; relative paths resolve
 * against the machine file's directory ({@link MachineFile}). {@code platform} holds the steps
 * the platform runs on the PM thread before a phase (phase key to steps, e.g. "resume_noirq":
 * "aml(\_WAK,3)": acpi_pm_finish runs _WAK before dpm_resume_noirq). {@code defaults} are the
 * kernel, HZ and CPU count the machine is meant to run with, used when the command line names
 * none.
 */
public record PmMachine(String schema, String name, String description, Defaults defaults, String acpidump,
                        String registers, Map<String, String> platform, String source, List<Device> devices)
        implements ModelFiles.Validated {
    public static final String SCHEMA = "oversleep.pm-machine/2";
    /** A bound on what a machine file may ask the simulation to hold. */
    public static final int MAX_DEVICES = 5000;
    /**
     * The most steps all callbacks of a machine may run, a repeat() counting as its MAX: a bound on
     * what one simulation does and records (each step is an interval on a CPU's timeline). Steps
     * and repeats were bounded per callback only, so 50 devices of 1,000 repeats of 1,000 took
     * gigabytes.
     */
    public static final long MAX_STEP_RUNS = 1_000_000;
    /** The most CPUs a machine may simulate (its defaults, or --cpus). */
    public static final int MAX_CPUS = 256;

    /** The kernel release, CONFIG_HZ and CPU count the machine runs with, and where they came from. */
    public record Defaults(String kernel, int hz, int cpus, String source) {
    }

    /**
     * One struct device: {@code registeredBy} names the code path whose device_add put it on
     * dpm_list (acpi_bus_scan, pci_bus_add_devices, usb_add_hcd, khubd, kseriod, ...);
     * {@code callbacks} maps a phase key ("resume", "suspend_noirq") to steps.
     */
    public record Device(String name, String registeredBy, String parent, List<String> suppliers, boolean async,
                         Map<String, String> callbacks) {
    }

    /** One callback's steps and where the file wrote them. */
    public record Callback(int device, String phase, String field, List<CallbackStep> steps) {
    }

    /** The same machine with its ACPI tables (and register script) taken from elsewhere. */
    public PmMachine withAcpi(String acpidumpPath, String registersPath) {
        return new PmMachine(schema, name, description, defaults, acpidumpPath, registersPath, platform, source, devices);
    }

    /** A field whose value a kernel type parses: its error is the file's, at that field. */
    private static void domainValue(String field, Runnable parse) {
        try {
            parse.run();
        } catch (BadInputException e) {
            throw new ModelFiles.InvalidFieldException(field, e instanceof BadValueException v
                    ? "'" + v.value() + "': " + v.problem() : e.getMessage());
        }
    }

    /**
     * Checks what the PM core relies on: unique names, parents and suppliers that exist, no
     * dependency cycle through them, each listed before the device (device_add puts a device on
     * dpm_list after its parent, device_link_add moves a consumer after its suppliers), who
     * registered each device, and callbacks that parse.
     */
    @Override
    public void validate() {
        if (devices == null || devices.isEmpty()) {
            throw new ModelFiles.InvalidFieldException("devices", "needs at least one device");
        }
        if (devices.size() > MAX_DEVICES) {
            throw new ModelFiles.InvalidFieldException("devices", devices.size() + " devices; at most " + MAX_DEVICES);
        }
        if (defaults != null) {
            if (defaults.kernel() == null || defaults.kernel().isBlank()) {
                throw new ModelFiles.InvalidFieldException("defaults.kernel", "expected a kernel release such as \"2.6.32\"");
            }
            domainValue("defaults.kernel", () -> KernelVersion.parse(defaults.kernel()));
            domainValue("defaults.hz", () -> Hz.of(defaults.hz()));
            if (defaults.cpus() < 1 || defaults.cpus() > MAX_CPUS) {
                throw new ModelFiles.InvalidFieldException("defaults.cpus", "expected 1 to " + MAX_CPUS);
            }
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            if (d.name() == null || d.name().isBlank()) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].name", "every device needs a name");
            }
            if (d.name().startsWith("[")) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].name", "'" + d.name()
                        + "': names starting with '[' are kept for results (" + PmSimulation.PLATFORM + ")");
            }
            if (index.put(d.name(), i) != null) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].name", "'" + d.name() + "' appears twice");
            }
            if (d.registeredBy() == null || d.registeredBy().isBlank()) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].registered_by",
                        "device '" + d.name() + "': expected the code path that registered it (e.g. pci_bus_add_devices)");
            }
            if (d.suppliers() == null) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].suppliers",
                        "device '" + d.name() + "': write [] for a device without suppliers");
            }
        }
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            for (String s : superiors(d)) {
                if (!index.containsKey(s)) {
                    throw new ModelFiles.InvalidFieldException("devices[" + i + "]." + (s.equals(d.parent()) ? "parent" : "suppliers"),
                            "device '" + d.name() + "': '" + s + "' is not a device of this machine");
                }
            }
        }
        rejectCycles();
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            String at = "devices[" + i + "]";
            for (String s : superiors(d)) {
                if (index.get(s) > i) {
                    throw new ModelFiles.InvalidFieldException(at + "." + (s.equals(d.parent()) ? "parent" : "suppliers"),
                            "device '" + d.name() + "': '" + s + "' comes after it in dpm_list; device_add puts a device "
                                    + "after its parent and device_link_add moves a consumer after its suppliers");
                }
            }
            if (d.callbacks() == null) {
                throw new ModelFiles.InvalidFieldException(at + ".callbacks",
                        "device '" + d.name() + "': write {} for a device without callbacks");
            }
        }
        if (platform == null) {
            throw new ModelFiles.InvalidFieldException("platform", "write {} for a machine without platform steps");
        }
        long runs = stepRuns();
        if (runs > MAX_STEP_RUNS) {
            throw new ModelFiles.InvalidFieldException("devices", "the callbacks run up to " + runs + " steps in all"
                    + " (a repeat() counts as its MAX); at most " + MAX_STEP_RUNS);
        }
    }

    /**
     * Every callback of the machine parsed, devices in list order then the platform's (device
     * -1); a callback that does not parse is an {@link ModelFiles.InvalidFieldException} naming
     * its field and device.
     */
    public List<Callback> callbacks() {
        List<Callback> out = new ArrayList<>();
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            for (Map.Entry<String, String> c : d.callbacks().entrySet()) {
                String field = "devices[" + i + "].callbacks." + c.getKey();
                out.add(new Callback(i, c.getKey(), field, steps(field, "device '" + d.name() + "': ", c.getKey(), c.getValue())));
            }
        }
        for (Map.Entry<String, String> c : platform.entrySet()) {
            String field = "platform." + c.getKey();
            List<CallbackStep> steps = steps(field, "", c.getKey(), c.getValue());
            if (steps.stream().anyMatch(s -> s instanceof CallbackStep.MutexLock)) {
                throw new ModelFiles.InvalidFieldException(field, "platform steps run alone on the PM thread and take no mutex");
            }
            out.add(new Callback(-1, c.getKey(), field, steps));
        }
        return out;
    }

    /** The most steps one simulation of the machine runs: every callback's, a repeat() counting as its MAX. */
    public long stepRuns() {
        long runs = 0;
        for (Callback c : callbacks()) {
            for (CallbackStep step : c.steps()) {
                runs += step instanceof CallbackStep.Repeat r ? r.max() : 1;
            }
        }
        return runs;
    }

    /** The first callback that runs AML, or null: such a machine needs ACPI tables. */
    public Callback firstAmlCallback() {
        return callbacks().stream().filter(c -> c.steps().stream().anyMatch(s -> s instanceof CallbackStep.Aml))
                .findFirst().orElse(null);
    }

    private static List<CallbackStep> steps(String field, String who, String phase, String text) {
        if (PmPhase.byKey(phase) == null) {
            throw new ModelFiles.InvalidFieldException(field, who + "'" + phase + "' is not a phase; phases are "
                    + java.util.Arrays.stream(PmPhase.values()).map(PmPhase::key).toList());
        }
        if (text == null) {
            throw new ModelFiles.InvalidFieldException(field, who + "expected steps such as \"msleep(10); 2ms\"");
        }
        try {
            return CallbackStep.parse(text);
        } catch (IllegalArgumentException e) {
            throw new ModelFiles.InvalidFieldException(field, who + e.getMessage());
        }
    }

    static List<String> superiors(Device d) {
        List<String> up = new ArrayList<>(d.suppliers() == null ? List.of() : d.suppliers());
        if (d.parent() != null) {
            up.add(0, d.parent());
        }
        return up;
    }

    /** A supplier link that closes a loop (A supplies B supplies ... A) is no valid device graph. */
    private void rejectCycles() {
        Map<String, List<String>> upstream = new HashMap<>();
        devices.forEach(d -> upstream.put(d.name(), superiors(d)));
        Set<String> done = new HashSet<>();
        for (Device d : devices) {
            List<String> path = new ArrayList<>();
            if (cycleFrom(d.name(), upstream, new HashSet<>(), done, path)) {
                throw new ModelFiles.InvalidFieldException("devices", "dependency cycle " + String.join(" -> ", path));
            }
        }
    }

    private static boolean cycleFrom(String n, Map<String, List<String>> up, Set<String> onPath, Set<String> done,
                                     List<String> path) {
        if (done.contains(n)) {
            return false;
        }
        path.add(n);
        if (!onPath.add(n)) {
            return true;
        }
        for (String u : up.get(n)) {
            if (cycleFrom(u, up, onPath, done, path)) {
                return true;
            }
        }
        onPath.remove(n);
        path.remove(path.size() - 1);
        done.add(n);
        return false;
    }
}
