package dev.oversleep.host;

/**
 * The conditions that change the numbers, read back on the measuring thread after its setup
 * (a policy change resets the slack, so the slack is read, not assumed).
 *
 * @param cpu            the pinned CPU, or null when the thread could run anywhere
 * @param dmaLatencyUs   the /dev/cpu_dma_latency target held during the run, or null
 * @param busyFraction   all CPUs' busy share during the run (/proc/stat), or null
 * @param stealFraction  the share stolen by a hypervisor during the run, or null
 */
public record RunConditions(
        String schedPolicy,
        int schedPriority,
        Integer cpu,
        long timerSlackNs,
        Integer dmaLatencyUs,
        String idleDriver,
        String clocksource,
        Double busyFraction,
        Double stealFraction) {
}
