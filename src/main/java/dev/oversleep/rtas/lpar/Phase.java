package dev.oversleep.rtas.lpar;

/**
 * One stretch of a request as the kernel code walks it: what it was doing, for which connector,
 * from when to when, and how many RTAS calls it made (zero for the memory-hotplug steps).
 */
public record Phase(String name, String drc, long startNs, long endNs, long rtasCalls) {
    public long durationNs() {
        return endNs - startNs;
    }
}
