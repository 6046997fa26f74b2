/**
 * Host binding: the only package that touches the native timer shim ({@code native/}).
 *
 * <p>Owns the JNA interface and its loading with an ABI check, facts about the host's
 * timers (kernel release, HZ read from {@code CLOCK_MONOTONIC_COARSE}, slack, clocksource,
 * idle driver, NOHZ), the measurement campaigns whose timed loops run entirely in C, the
 * latency distributions they produce (HdrHistogram, reported as {@code sim}'s
 * {@link dev.oversleep.sim.DurationStats}), the CI gate, merging, the result of a sweep
 * realized on the host, and {@link dev.oversleep.host.HostTimebase}, the
 * {@link dev.oversleep.kernel.Timebase} that realizes the kernel model's waits for real (the
 * kernel owns the interface and never imports this package; the CLI plugs it in).
 *
 * <p>Uses from above only the {@code Timebase} seam and the {@code DurationStats} value. Must
 * not touch: kernel or firmware models, JSON or terminal formatting, the CLI, flag names (errors
 * are {@link dev.oversleep.input.BadValueException}s the CLI relabels). Nothing outside this
 * package may require the shim; every other command runs without it.
 */
package dev.oversleep.host;
