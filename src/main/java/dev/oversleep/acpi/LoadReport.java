package dev.oversleep.acpi;

import java.util.List;
import java.util.Map;

/**
 * What {@code acpi load} and {@code acpi methods} report: the tables, namespace object counts,
 * and the methods with their static Sleep and Stall sites.
 */
public record LoadReport(String schema, String file, List<Table> tables, int objects, Map<String, Integer> objectsByKind,
                         int methods, int sleepSites, int stallSites, List<MethodSites> sleepingMethods,
                         List<String> warnings) {

    public static final String SCHEMA = "oversleep.acpi.load/1";

    public record Table(String signature, String oemId, String oemTableId, int revision, long length, boolean checksumOk) {
    }

    public record MethodSites(String method, List<SleepSite> sites) {
    }

    public static LoadReport of(String file, AcpiMachine m) {
        List<Table> tables = m.tables().stream().map(t -> new Table(t.signature(), t.oemId(), t.oemTableId(),
                t.revision(), t.length(), t.checksumOk())).toList();
        Map<String, Integer> kinds = new java.util.TreeMap<>();
        m.namespace().counts().forEach((k, v) -> kinds.put(k.name().toLowerCase(java.util.Locale.ROOT), v));
        List<MethodSites> sleeping = m.sleepSites().entrySet().stream()
                .map(e -> new MethodSites(e.getKey(), e.getValue())).toList();
        long sleeps = sleeping.stream().flatMap(s -> s.sites().stream()).filter(s -> s.op().equals("Sleep")).count();
        long stalls = sleeping.stream().flatMap(s -> s.sites().stream()).filter(s -> s.op().equals("Stall")).count();
        return new LoadReport(SCHEMA, file, tables, m.namespace().all().size(), kinds, m.methodCount(), (int) sleeps,
                (int) stalls, sleeping, m.warnings());
    }
}
