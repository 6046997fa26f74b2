package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlName;
import dev.oversleep.acpi.Namespace;
import dev.oversleep.input.BadInputException;
import dev.oversleep.input.ModelFiles;
import dev.oversleep.kernel.KernelProfile;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A machine as the user named it: a file, or a built-in shipped in the jar. {@code label} says
 * which in messages ("machines/my.json", "built-in dell-xps-13-7390"). The acpidump and
 * register-script paths of a file resolve against the file's directory; a register script not
 * found there is looked up as written (the working directory, then the shipped models). A
 * built-in names no acpidump: the product carries no machine's tables, the user passes theirs.
 */
public record MachineFile(String label, PmMachine machine) {

    public static MachineFile load(String fileOrName) {
        PmMachine m = ModelFiles.loadFileOrBuiltIn(fileOrName, "--machine", "firmware-models/pm/", PmMachine.BUILT_INS,
                PmMachine.SCHEMA, PmMachine.class);
        if (!(fileOrName.contains("/") || fileOrName.endsWith(".json"))) {
            return new MachineFile("built-in " + fileOrName, m);
        }
        Path dir = Path.of(fileOrName).toAbsolutePath().getParent();
        String dump = m.acpidump() == null ? null : dir.resolve(m.acpidump()).normalize().toString();
        String regs = m.registers();
        if (regs != null && Files.isRegularFile(dir.resolve(regs))) {
            regs = dir.resolve(regs).normalize().toString();
        }
        return new MachineFile(fileOrName, m.withAcpi(dump, regs));
    }

    /** The same machine with the ACPI tables the user passed (--acpidump), resolved as given. */
    public MachineFile withAcpidump(String path) {
        return new MachineFile(label, machine.withAcpi(path, machine.registers()));
    }

    /** Where a callback is written, for messages: "hp.json: devices[3] 'usb1' callbacks.resume". */
    public String where(PmMachine.Callback c) {
        return label + ": " + (c.device() < 0 ? c.field()
                : "devices[" + c.device() + "] '" + machine.devices().get(c.device()).name() + "' callbacks." + c.phase());
    }

    /** fsleep exists from 5.8 (include/linux/delay.h): a machine that calls it cannot run on an older kernel. */
    public void checkKernel(KernelProfile kernel) {
        if (kernel.fsleepRules() != null) {
            return;
        }
        for (PmMachine.Callback c : machine.callbacks()) {
            for (CallbackStep step : c.steps()) {
                CallbackStep s = step instanceof CallbackStep.Repeat r ? r.step() : step;
                if (s instanceof CallbackStep.Primitive p && p.name().equals("fsleep")) {
                    throw new BadInputException(where(c) + ": fsleep does not exist in kernel " + kernel.version()
                            + " (added in 5.8)");
                }
            }
        }
    }

    /**
     * Every aml() step must name an object of the loaded tables before the run starts; a method
     * missing from TABLES (read from TABLES_LABEL) is a machine-file error.
     */
    public void checkAml(AcpiMachine tables, String tablesLabel) {
        Namespace ns = tables.namespace();
        for (PmMachine.Callback c : machine.callbacks()) {
            for (CallbackStep s : c.steps()) {
                if (s instanceof CallbackStep.Aml a) {
                    Namespace.Node node;
                    try {
                        node = ns.lookup(ns.root(), AmlName.parse(a.method()));
                    } catch (RuntimeException e) {
                        node = null;
                    }
                    if (node == null) {
                        throw new BadInputException(where(c) + ": aml(" + a.method() + "): no such object in "
                                + tablesLabel + " (AE_NOT_FOUND)");
                    }
                }
            }
        }
    }
}
