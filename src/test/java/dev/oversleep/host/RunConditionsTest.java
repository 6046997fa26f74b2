package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a run asked for and did not get makes the command exit 1 (HostMeasureCommand). */
class RunConditionsTest {
    private static RunConditions ran(String policy, Long dmaLatencyNs) {
        return new RunConditions(policy, 0, null, 50_000, dmaLatencyNs, "intel_idle", "tsc", 0L, null, null);
    }

    @Test
    void aRefusedFifoAndAnUnheldDmaLatencyAreUnmet() {
        ThreadSetup asked = new ThreadSetup(null, null, 50, 0L);
        assertEquals(List.of("SCHED_FIFO 50 (ran SCHED_OTHER)", "/dev/cpu_dma_latency 0 us (not held)"),
                ran("SCHED_OTHER", null).unmet(asked));
        assertEquals(List.of(), ran("SCHED_FIFO", 0L).unmet(asked));
    }

    @Test
    void whatWasNotAskedForIsNeverUnmet() {
        assertEquals(List.of(), ran("SCHED_OTHER", null).unmet(ThreadSetup.NONE));
        assertEquals(List.of(), ran("SCHED_OTHER", null).unmet(new ThreadSetup(1000L, 0, null, null)));
    }
}
