package dev.oversleep.rtas;

import java.util.EnumMap;
import java.util.Map;

/** One connector as the firmware keeps it: its state, its configure-connector cursor, its operations under way. */
final class Drc {
    final int index;
    final DrcKind kind;
    DrcState state;
    /** Position in the configure-connector step sequence. */
    int ccStep;
    /** Operations the OS has started and not yet seen complete. */
    final Map<Job, Progress> underWay = new EnumMap<>(Job.class);
    /** CPU only: the instant its thread reaches the RTAS stopped state, or -1 when running. */
    long stopsAt = -1;

    Drc(int index, DrcKind kind, DrcState state) {
        this.index = index;
        this.kind = kind;
        this.state = state;
    }

    /** Firmware work one connector operation needs. */
    enum Job {
        SENSE, ALLOCATE, UNALLOCATE, UNISOLATE, ISOLATE, CONFIGURE_STEP
    }

    /**
     * An operation under way: work still to do (ns on an unloaded core, done only while the OS
     * is inside a call for it), and, once the work is done, the instant its time-based wait ends
     * (-1 before it has started).
     */
    static final class Progress {
        double workLeftNs;
        long waitUntilNs = -1;

        Progress(double workNs) {
            this.workLeftNs = workNs;
        }
    }
}
