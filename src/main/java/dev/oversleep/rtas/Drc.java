package dev.oversleep.rtas;

import java.util.EnumMap;
import java.util.Map;

/** One connector as the firmware keeps it: its state, its configure-connector cursor, its jobs. */
final class Drc {
    final int index;
    final DrcKind kind;
    DrcState state;
    /** Position in the configure-connector step sequence. */
    int ccStep;
    /** Busy-until instants of operations under way, by operation. */
    final Map<Job, Long> busyUntil = new EnumMap<>(Job.class);
    /** CPU only: the instant its thread reaches the RTAS stopped state, or -1 when running. */
    long stopsAt = -1;

    Drc(int index, DrcKind kind, DrcState state) {
        this.index = index;
        this.kind = kind;
        this.state = state;
    }

    /** Firmware work that can keep a connector busy. */
    enum Job {
        SENSE, ALLOCATE, UNALLOCATE, UNISOLATE, ISOLATE, CONFIGURE_STEP
    }
}
