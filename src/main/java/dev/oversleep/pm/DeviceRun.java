package dev.oversleep.pm;

/**
 * One device's callback in one phase: when it was queued (async) or reached by the walk
 * (sync), when it started and ended, on which CPU, what it waited for last (the previous sync
 * callback, a parent, child, supplier or consumer, an async thread, or what queued it), and
 * whether it lies on the critical path that set the phase's end.
 */
public record DeviceRun(String device, String phase, boolean async, long queuedNs, long startNs, long endNs, int cpu,
                        String waitedFor, boolean critical, String error) {

    public long durationNs() {
        return endNs - startNs;
    }

    DeviceRun onCriticalPath() {
        return new DeviceRun(device, phase, async, queuedNs, startNs, endNs, cpu, waitedFor, true, error);
    }
}
