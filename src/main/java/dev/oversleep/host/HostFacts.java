package dev.oversleep.host;

import java.util.Map;

/**
 * What the host says about its timers. Text fields read from files hold
 * {@value HostFactsReader#UNKNOWN} when the file is missing; numbers are null then.
 *
 * @param hz                 ticks per second, 1e9 / resolution of CLOCK_MONOTONIC_COARSE
 *                           (the kernel reports one tick, TICK_NSEC, as that clock's resolution)
 * @param configHz           CONFIG_HZ from the kernel's config when readable, to cross-check hz
 * @param tickStoppedWhenIdle "yes (CONFIG_NO_HZ_IDLE)", "no (...)" or "unknown"
 */
public record HostFacts(
        String kernelRelease,
        Integer hz,
        Integer configHz,
        Map<String, Long> clockResolutionNs,
        Long timerSlackNs,
        String clocksource,
        String idleDriver,
        String cpuModel,
        int cpus,
        String tickStoppedWhenIdle) {
}
