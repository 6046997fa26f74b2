package dev.oversleep.host;

/** The clocks the shim reads, numbered as {@code enum ovs_clock}. */
public enum HostClock {
    MONOTONIC("CLOCK_MONOTONIC", 0),
    MONOTONIC_COARSE("CLOCK_MONOTONIC_COARSE", 1),
    MONOTONIC_RAW("CLOCK_MONOTONIC_RAW", 2),
    BOOTTIME("CLOCK_BOOTTIME", 3);

    private final String posixName;
    final int id;

    HostClock(String posixName, int id) {
        this.posixName = posixName;
        this.id = id;
    }

    public String posixName() {
        return posixName;
    }
}
