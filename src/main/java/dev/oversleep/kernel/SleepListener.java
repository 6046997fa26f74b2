package dev.oversleep.kernel;

/** Receives every primitive call a kernel completes, in order. */
@FunctionalInterface
public interface SleepListener {
    void completed(SleepRecord record);
}
