package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelVersion;

/**
 * The kernel's RTAS helpers the DLPAR paths use, with their era differences:
 * rtas_set_indicator() always loops on rtas_busy_delay(); rtas_get_sensor() loops since v5.14
 * (before, one bare call: a busy answer failed the caller); dlpar_configure_connector() handles
 * the busy statuses through rtas_busy_delay() since v5.12 (before, -2 was retried at once and a
 * 990x answer aborted the walk as an unexpected error).
 */
public final class PseriesRtas {
    private final RtasFirmware firmware;
    private final Kernel kernel;
    private final BusyDelayEra busyDelay;
    private final boolean sensorLoops;
    private final boolean configureConnectorDelays;

    public PseriesRtas(RtasFirmware firmware, Kernel kernel) {
        this.firmware = firmware;
        this.kernel = kernel;
        KernelVersion v = kernel.profile().version();
        this.busyDelay = BusyDelayEra.of(v);
        this.sensorLoops = v.atLeast(5, 14);
        this.configureConnectorDelays = v.atLeast(5, 12);
    }

    /** rtas_set_indicator(): {@code do rc = rtas_call(...); while (rtas_busy_delay(rc));} */
    public int setIndicator(int indicator, int drcIndex, int value) {
        int rc;
        do {
            rc = firmware.setIndicator(indicator, drcIndex, value);
        } while (busyDelay.delay(rc, kernel));
        return rc;
    }

    /** rtas_get_sensor(): the status; the sense value in {@code state[0]}. */
    public int getSensor(int sensor, int drcIndex, int[] state) {
        int rc;
        do {
            rc = firmware.getSensorState(sensor, drcIndex, state);
        } while (sensorLoops && busyDelay.delay(rc, kernel));
        return rc;
    }

    /**
     * dlpar_configure_connector(): calls ibm,configure-connector until COMPLETE. Returns 0, or
     * the status that ended the walk.
     */
    public int configureConnector(int drcIndex) {
        while (true) {
            int rc = firmware.configureConnector(drcIndex);
            if (configureConnectorDelays && busyDelay.delay(rc, kernel)) {
                continue;
            }
            switch (rc) {
                case RtasFirmware.CC_COMPLETE:
                    return 0;
                case RtasFirmware.CC_NEXT_SIBLING, RtasFirmware.CC_NEXT_CHILD, RtasFirmware.CC_NEXT_PROPERTY,
                        RtasFirmware.CC_PREV_PARENT:
                    continue;
                case RtasStatus.BUSY:
                    continue;
                default:
                    return rc;
            }
        }
    }

    /** query-cpu-stopped-state, polled with cond_resched() until the thread has stopped. */
    public int waitCpuStopped(int cpuDrc) {
        int[] state = new int[1];
        while (true) {
            int rc = firmware.queryCpuStoppedState(cpuDrc, state);
            if (rc != RtasStatus.SUCCESS || state[0] == RtasFirmware.QCSS_STOPPED) {
                return rc;
            }
            kernel.condResched();
        }
    }
}
