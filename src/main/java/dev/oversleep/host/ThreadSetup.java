package dev.oversleep.host;

import java.util.List;

/**
 * What a measuring thread asks of the host before its loops run. Each field is null when not
 * asked for. Applied in the order that keeps each setting: the scheduling policy first,
 * because changing policy resets the thread's timer slack (and RT tasks get none), then the
 * slack, then CPU affinity, then the /dev/cpu_dma_latency request.
 *
 * @param slackNs      PR_SET_TIMERSLACK value (&gt; 0; the kernel takes 0 as "reset to default")
 * @param cpu          the CPU to pin to
 * @param fifoPriority SCHED_FIFO priority 1..99
 * @param dmaLatencyNs the PM QoS latency target to hold, as cyclictest holds 0 by default; the
 *                     kernel takes it in whole µs (a 32-bit value written to /dev/cpu_dma_latency)
 */
public record ThreadSetup(Long slackNs, Integer cpu, Integer fifoPriority, Long dmaLatencyNs) {

    public static final ThreadSetup NONE = new ThreadSetup(null, null, null, null);

    /**
     * Applies the setup to the calling thread. A refused SCHED_FIFO (EPERM) or an unavailable
     * /dev/cpu_dma_latency is not fatal: it is recorded in {@code warnings} and the run goes on.
     *
     * @return the fd holding /dev/cpu_dma_latency, or -1
     */
    int apply(HostTimers timers, List<String> warnings) {
        if (fifoPriority != null) {
            try {
                timers.setFifo(fifoPriority);
            } catch (NativeCallException e) {
                warnings.add("SCHED_FIFO " + fifoPriority + " refused, running SCHED_OTHER: " + e.getMessage());
            }
        }
        if (slackNs != null) {
            timers.setTimerSlackNs(slackNs);
        }
        if (cpu != null) {
            timers.pinToCpu(cpu);
        }
        if (dmaLatencyNs != null) {
            try {
                return timers.holdDmaLatency(Math.toIntExact(dmaLatencyNs / 1000));
            } catch (NativeCallException e) {
                warnings.add("/dev/cpu_dma_latency not held: " + e.getMessage());
            }
        }
        return -1;
    }
}
