package dev.oversleep.host;

import java.util.ArrayList;
import java.util.List;

/**
 * The conditions that change the numbers, read back on the measuring thread after its setup
 * (a policy change resets the slack, so the slack is read, not assumed).
 *
 * @param cpu                 the pinned CPU, or null when the thread could run anywhere
 * @param dmaLatencyNs        the /dev/cpu_dma_latency target held during the run, or null
 * @param signalInterruptions sleeps a signal interrupted (EINTR) that the shim resumed with the
 *                            remaining time; each one adds a signal delivery to a sample
 * @param busyFraction        all CPUs' busy share during the run (/proc/stat), or null
 * @param stealFraction       the share stolen by a hypervisor during the run, or null
 */
public record RunConditions(
        String schedPolicy,
        int schedPriority,
        Integer cpu,
        long timerSlackNs,
        Long dmaLatencyNs,
        String idleDriver,
        String clocksource,
        Long signalInterruptions,
        Double busyFraction,
        Double stealFraction) {

    /**
     * What was asked of the thread and is not in effect: a refused SCHED_FIFO or an unheld
     * /dev/cpu_dma_latency. Empty when the run had everything it asked for.
     */
    public List<String> unmet(ThreadSetup asked) {
        List<String> unmet = new ArrayList<>();
        if (asked.fifoPriority() != null && !SchedPolicy.SCHED_FIFO.name().equals(schedPolicy)) {
            unmet.add("SCHED_FIFO " + asked.fifoPriority() + " (ran " + schedPolicy + ")");
        }
        if (asked.dmaLatencyNs() != null && dmaLatencyNs == null) {
            unmet.add("/dev/cpu_dma_latency " + asked.dmaLatencyNs() / 1000 + " us (not held)");
        }
        return unmet;
    }
}
