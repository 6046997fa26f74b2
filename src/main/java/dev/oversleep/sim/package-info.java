/**
 * Virtual time: a nanosecond clock, a discrete-event queue whose ties are broken by a
 * per-simulator sequence number, simulated CPUs, and the one seeded random source of a run.
 *
 * <p>Knows nothing of the kernel's rules, firmware, the host or output formats; the kernel
 * model and the firmware models build on it. Same seed and inputs give the same sequence of
 * events, always.
 */
package dev.oversleep.sim;
