package dev.oversleep.pm;

import dev.oversleep.input.ModelFiles;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A machine for suspend/resume ({@code firmware-models/pm/*.json}): devices in dpm_list order,
 * each with its parent, its suppliers (device links), whether it opted in to async suspend and
 * resume, and what each phase's callback does ({@link CallbackStep}). For callbacks that run AML:
 * {@code acpidump} names the machine's ACPI tables (a path relative to the working directory),
 * {@code registers} a register script for the fields its AML polls (a file, or the same path among
 * the models shipped in the jar). {@code platform} holds the steps
 * the platform runs on the PM thread before a phase starts (phase key to steps, e.g.
 * "resume_noirq": "aml(\_WAK,3)": acpi_pm_finish runs _WAK before dpm_resume_noirq).
 */
public record PmMachine(String schema, String name, String description, String acpidump, String registers,
                        Map<String, String> platform, String source, List<Device> devices)
        implements ModelFiles.Validated {
    public static final String SCHEMA = "oversleep.pm-machine/1";
    public static final List<String> BUILT_INS = List.of("hp-nx6325", "dell-xps-13-7390");

    /** One struct device: {@code callbacks} maps a phase key ("resume", "suspend_noirq") to steps. */
    public record Device(String name, String parent, List<String> suppliers, boolean async,
                         Map<String, String> callbacks) {
    }

    public static PmMachine load(String fileOrName) {
        return ModelFiles.loadFileOrBuiltIn(fileOrName, "--machine", "firmware-models/pm/", BUILT_INS, SCHEMA,
                PmMachine.class);
    }

    /**
     * Checks what the PM core relies on: unique names, parents and suppliers that exist, no
     * dependency cycle through them, each listed before the device (device_add puts a device on
     * dpm_list after its parent, device_link_add moves a consumer after its suppliers), and
     * callbacks that parse.
     */
    @Override
    public void validate() {
        if (devices == null || devices.isEmpty()) {
            throw new ModelFiles.InvalidFieldException("devices", "needs at least one device");
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            if (d.name() == null || d.name().isBlank()) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].name", "every device needs a name");
            }
            if (index.put(d.name(), i) != null) {
                throw new ModelFiles.InvalidFieldException("devices[" + i + "].name", "'" + d.name() + "' appears twice");
            }
        }
        for (int i = 0; i < devices.size(); i++) {
            Device d = devices.get(i);
            for (String s : superiors(d)) {
                if (!index.containsKey(s)) {
                    throw new ModelFiles.InvalidFieldException("devices[" + i + "]." + (s.equals(d.parent()) ? "parent" : "suppliers"),
                            "'" + s + "' is not a device of this machine");
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
                            "'" + s + "' comes after '" + d.name() + "' in dpm_list; device_add puts a device after its "
                                    + "parent and device_link_add moves a consumer after its suppliers");
                }
            }
            if (d.callbacks() == null) {
                throw new ModelFiles.InvalidFieldException(at + ".callbacks", "write {} for a device without callbacks");
            }
            for (Map.Entry<String, String> c : d.callbacks().entrySet()) {
                checkSteps(at + ".callbacks." + c.getKey(), c.getKey(), c.getValue());
            }
        }
        if (platform == null) {
            throw new ModelFiles.InvalidFieldException("platform", "write {} for a machine without platform steps");
        }
        for (Map.Entry<String, String> c : platform.entrySet()) {
            checkSteps("platform." + c.getKey(), c.getKey(), c.getValue());
        }
    }

    private static List<String> superiors(Device d) {
        List<String> up = new ArrayList<>(d.suppliers() == null ? List.of() : d.suppliers());
        if (d.parent() != null) {
            up.add(0, d.parent());
        }
        return up;
    }

    private static void checkSteps(String field, String phase, String text) {
        if (phase != null && PmPhase.byKey(phase) == null) {
            throw new ModelFiles.InvalidFieldException(field, "not a phase; phases are "
                    + java.util.Arrays.stream(PmPhase.values()).map(PmPhase::key).toList());
        }
        try {
            CallbackStep.parse(text, field);
        } catch (IllegalArgumentException e) {
            throw new ModelFiles.InvalidFieldException(field, e.getMessage());
        }
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
