/**
 * Virtual time: a nanosecond clock, the one seeded random source of a run, and the duration
 * statistics every command reports ({@link dev.oversleep.sim.DurationStats}).
 *
 * <p>Knows nothing of the kernel's rules, firmware, the host or output formats; the kernel
 * model and the firmware models build on it. The CPUs of a machine are the kernel model's
 * ({@code dev.oversleep.kernel.Machine}): their state changes only where the modelled task touches
 * them, so no event queue is needed. Same seed and inputs give the same results, always.
 */
package dev.oversleep.sim;
