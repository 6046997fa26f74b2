package dev.oversleep.acpi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What {@code acpi load} and {@code acpi methods} report: the tables, the namespace as ACPICA
 * has it after loading them (object counts, the methods it counts), the methods with their
 * static Sleep and Stall sites, and every problem the load reported and went past.
 */
public record LoadReport(String schema, String file, List<Table> tables, int objects, Map<String, Integer> objectsByKind,
                         int methods, int sleepSites, int stallSites, int sleepingMethodCount, List<MethodSites> methodSites,
                         List<String> warnings) {

    public static final String SCHEMA = "oversleep.acpi.load/2";

    /**
     * One table. The RSDP and the FACS have no standard header: their OEM fields and revision
     * are null, and the FACS has no checksum (null), the RSDP its own.
     */
    public record Table(String signature, String oemId, String oemTableId, Integer revision, long length,
                        Boolean checksumOk) {
    }

    /** A method, how many arguments it takes, and its Sleep/Stall call sites. */
    public record MethodSites(String method, int argCount, List<SleepSite> sites) {
    }

    public static LoadReport of(String file, AcpiMachine m) {
        return of(file, m, true);
    }

    /**
     * @param sleepingOnly list only the methods with Sleep or Stall sites; otherwise every method
     *                     with a body, with its sites (often none)
     */
    public static LoadReport of(String file, AcpiMachine m, boolean sleepingOnly) {
        List<Table> tables = m.tables().stream().map(t -> t.hasStandardHeader()
                ? new Table(t.signature(), t.oemId(), t.oemTableId(), t.revision(), t.length(), t.checksumOk())
                : new Table(t.signature(), t.rsdpOemId(), null, null, t.length(), t.rsdpChecksumOk())).toList();
        Map<String, Integer> kinds = new java.util.TreeMap<>();
        m.objectCounts().forEach((k, v) -> kinds.put(k.name().toLowerCase(java.util.Locale.ROOT), v));
        List<MethodSites> listed = sleepingOnly
                ? m.sleepSites().entrySet().stream()
                        .map(e -> new MethodSites(e.getKey(), m.argCount(e.getKey()), e.getValue())).toList()
                : m.methods().stream()
                        .map(n -> new MethodSites(n.path(), n.argCount(), m.sleepSites().getOrDefault(n.path(), List.of())))
                        .sorted(java.util.Comparator.comparing(MethodSites::method)).toList();
        long sleeps = m.sleepSites().values().stream().flatMap(List::stream).filter(s -> s.op().equals("Sleep")).count();
        long stalls = m.sleepSites().values().stream().flatMap(List::stream).filter(s -> s.op().equals("Stall")).count();
        List<String> warnings = new ArrayList<>(m.warnings());
        m.loadFailures().forEach(f -> warnings.add(f + " (ignored, as ACPICA does)"));
        int objects = kinds.values().stream().mapToInt(Integer::intValue).sum();
        return new LoadReport(SCHEMA, file, tables, objects, kinds, m.methodCount(), (int) sleeps, (int) stalls,
                m.sleepSites().size(), listed, warnings);
    }
}
