package dev.oversleep.sim;

import java.util.Arrays;

/** Durations collected one by one (a growing array), summarized as {@link DurationStats}. */
public final class DurationSamples {
    private long[] samples = new long[16];
    private int size;

    public void add(long ns) {
        if (size == samples.length) {
            samples = Arrays.copyOf(samples, size * 2);
        }
        samples[size++] = ns;
    }

    public int size() {
        return size;
    }

    public DurationStats stats() {
        return DurationStats.of(Arrays.copyOf(samples, size));
    }
}
