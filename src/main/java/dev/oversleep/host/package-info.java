/**
 * Host binding: the only package that touches the native timer shim ({@code native/}).
 *
 * <p>Owns the JNA interface and its loading with an ABI check, facts about the host's
 * timers (kernel release, HZ read from {@code CLOCK_MONOTONIC_COARSE}, slack, clocksource,
 * idle driver), the measurement campaigns whose timed loops run entirely in C, and the
 * latency distributions they produce (HdrHistogram).
 *
 * <p>Must not touch: kernel or firmware models, JSON or terminal formatting, the CLI. Nothing
 * outside this package may require the shim; every other command runs without it.
 */
package dev.oversleep.host;
