package dev.oversleep.rtas;

import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.rtas.lpar.Lpar;

/**
 * The kernel's RTAS helpers the DLPAR paths use, with their era differences:
 * rtas_set_indicator() always loops on rtas_busy_delay() (arch/powerpc/kernel/rtas.c);
 * dlpar.c's acquire and release use rtas_get_sensor(), which loops the same way, since
 * "powerpc/pseries/dlpar: use rtas_get_sensor()" (v5.14; before, a bare
 * rtas_call(get-sensor-state) whose busy answer failed the caller);
 * dlpar_configure_connector() passes each answer through rtas_busy_delay() since v5.12
 * (before, -2 was retried at once as CALL_AGAIN and a 990x answer aborted the walk).
 * A 990x answer retried at once is the RTAS time this task spends spinning.
 */
public final class PseriesRtas {
    private final RtasFirmware firmware;
    private final Lpar os;
    private final BusyDelayEra busyDelay;
    private final boolean sensorLoops;
    private final boolean configureConnectorDelays;

    public PseriesRtas(RtasFirmware firmware, Lpar os) {
        this.firmware = firmware;
        this.os = os;
        KernelVersion v = os.version();
        this.busyDelay = BusyDelayEra.of(v);
        this.sensorLoops = v.atLeast(5, 14);
        this.configureConnectorDelays = v.atLeast(5, 12);
    }

    public BusyDelayEra busyDelay() {
        return busyDelay;
    }

    /** rtas_busy_delay() after a call; marks a 990x retried without sleeping as spinning. */
    private boolean again(int rc) {
        BusyDelayEra.Outcome o = busyDelay.delay(rc, os);
        if (o == BusyDelayEra.Outcome.AT_ONCE && RtasStatus.isExtendedDelay(rc)) {
            os.lastCallWasSpin();
        }
        return o != BusyDelayEra.Outcome.NOT_BUSY;
    }

    /** rtas_set_indicator(): {@code do rc = rtas_call(...); while (rtas_busy_delay(rc));} */
    public int setIndicator(int indicator, int drcIndex, int value) {
        int rc;
        do {
            rc = firmware.setIndicator(indicator, drcIndex, value);
        } while (again(rc));
        return rc;
    }

    /** rtas_get_sensor() (a bare call before 5.14): the status; the sense value in {@code state[0]}. */
    public int getSensor(int sensor, int drcIndex, int[] state) {
        int rc;
        do {
            rc = firmware.getSensorState(sensor, drcIndex, state);
        } while (sensorLoops && again(rc));
        return rc;
    }

    /**
     * dlpar_configure_connector(): calls ibm,configure-connector until COMPLETE, parsing each
     * node and property it describes. Returns 0, or the status that ended the walk.
     */
    public int configureConnector(int drcIndex) {
        while (true) {
            int rc = firmware.configureConnector(drcIndex);
            if (configureConnectorDelays && again(rc)) {
                continue;
            }
            switch (rc) {
                case RtasFirmware.CC_COMPLETE:
                    return 0;
                case RtasFirmware.CC_NEXT_SIBLING, RtasFirmware.CC_NEXT_CHILD, RtasFirmware.CC_NEXT_PROPERTY,
                        RtasFirmware.CC_PREV_PARENT:
                    os.work(os.costs().configureStepNs());
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
            os.condResched();
        }
    }
}
