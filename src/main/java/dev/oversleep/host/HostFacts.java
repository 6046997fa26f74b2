package dev.oversleep.host;

import java.util.Map;

/**
 * What the host says about its timers. Text fields read from files hold
 * {@value HostFactsReader#UNKNOWN} when the file is missing; numbers are null then.
 *
 * @param hz                 ticks per second, 1e9 / resolution of CLOCK_MONOTONIC_COARSE
 *                           (the kernel reports one tick, TICK_NSEC, as that clock's resolution)
 * @param configHz           CONFIG_HZ from the kernel's config when readable, to cross-check hz
 * @param cpus               online CPUs listed in /proc/cpuinfo
 * @param tickStoppedWhenIdle whether idle CPUs stop their tick (NOHZ idle), or null when the
 *                           kernel config is not readable
 * @param tickConfig         what decided it: CONFIG_NO_HZ_FULL, CONFIG_NO_HZ_IDLE,
 *                           CONFIG_HZ_PERIODIC or "nohz=off" (the command line), or null
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
        Boolean tickStoppedWhenIdle,
        String tickConfig) {
}
