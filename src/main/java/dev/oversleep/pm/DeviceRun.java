package dev.oversleep.pm;

/**
 * One device's callback in one phase: when it was queued (async) or reached (sync), when it
 * started and ended, on which CPU, and what it waited for last (the previous sync callback, a
 * parent, child, supplier or consumer, or the kick that queued it).
 */
public record DeviceRun(String device, String phase, boolean async, long queuedNs, long startNs, long endNs, int cpu,
                        String waitedFor, String error) {
}
