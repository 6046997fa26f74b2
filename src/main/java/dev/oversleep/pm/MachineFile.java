package dev.oversleep.pm;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AmlName;
import dev.oversleep.acpi.Namespace;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.input.BadInputException;
import dev.oversleep.input.LoadedModel;
import dev.oversleep.input.ModelKind;
import dev.oversleep.input.ModelSource;
import dev.oversleep.kernel.KernelProfile;

/**
 * A machine as the user named it: a file, or a built-in shipped in the jar. {@code label} says
 * which in messages ("machines/my.json", "built-in dell-xps-13-7390"). A file's acpidump and
 * register script resolve against the file's directory, as every model file names another
 * ({@link LoadedModel}); the register script may also be a built-in name. Both are checked when
 * the machine is loaded, before any run. A built-in names no acpidump: the product carries no
 * machine's tables, the user passes theirs.
 */
public record MachineFile(String label, PmMachine machine) {
    /** Machine files: a path, or a built-in name from firmware-models/pm/. */
    public static final ModelKind<PmMachine> KIND = new ModelKind<>("machine", PmMachine.SCHEMA, "firmware-models/pm/",
            PmMachine.class);

    public static MachineFile load(String fileOrName) {
        LoadedModel<PmMachine> loaded = KIND.open(fileOrName);
        PmMachine m = loaded.model();
        String dump = m.acpidump() == null ? null : loaded.file("acpidump", m.acpidump()).toString();
        String regs = m.registers() == null ? null : locator(loaded.reference("registers", m.registers(), RegisterScript.KIND));
        return new MachineFile(ModelKind.isPath(fileOrName) ? fileOrName : "built-in " + fileOrName,
                m.withAcpi(dump, regs));
    }

    /** Where {@link RegisterScript#load} finds a resolved script: its file, or its resource in the jar. */
    private static String locator(LoadedModel<RegisterScript> script) {
        return script.source() instanceof ModelSource.BuiltIn b ? b.resource()
                : ((ModelSource.File) script.source()).path().toString();
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
