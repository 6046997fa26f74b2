package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What {@code acpi load} reports: the tables, the namespace as ACPICA has it after loading them
 * (object counts, the methods it counts), how many static Sleep and Stall sites the methods
 * have, and every problem the load reported and went past ({@link MethodsReport} lists the
 * methods).
 */
public record LoadReport(String schema, String file, String interpreter, List<Table> tables, int objects, Map<String, Integer> objectsByKind,
                         int methods, int sleepSites, int stallSites, int sleepingMethodCount, List<String> warnings) {

    public static final String SCHEMA = "oversleep.acpi.load/2";

    /**
     * One table. The RSDP and the FACS have no standard header: their OEM fields and revision
     * are null, and the FACS has no checksum (null), the RSDP its own.
     */
    public record Table(String signature, String oemId, String oemTableId, Integer revision, long length,
                        Boolean checksumOk) {
    }

    public static LoadReport of(String file, AcpiMachine m) {
        List<Table> tables = m.tables().stream().map(t -> t.hasStandardHeader()
                ? new Table(t.signature(), t.oemId(), t.oemTableId(), t.revision(), t.length(), t.checksumOk())
                : new Table(t.signature(), t.rsdpOemId(), null, null, t.length(), t.rsdpChecksumOk())).toList();
        Map<String, Integer> kinds = new java.util.TreeMap<>();
        m.objectCounts().forEach((k, v) -> kinds.put(k.name().toLowerCase(java.util.Locale.ROOT), v));
        List<String> warnings = new ArrayList<>(m.warnings());
        m.loadFailures().forEach(f -> warnings.add(f + " (ignored, as ACPICA does)"));
        int objects = kinds.values().stream().mapToInt(Integer::intValue).sum();
        return new LoadReport(SCHEMA, file, m.interpreterMode().cliName(), tables, objects, kinds, m.methodCount(), MethodsReport.count(m, "Sleep"),
                MethodsReport.count(m, "Stall"), m.sleepSites().size(), warnings);
    }
}
