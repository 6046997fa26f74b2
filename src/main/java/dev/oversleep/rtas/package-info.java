/**
 * PowerPC RTAS and pseries DLPAR: a firmware model (an RTAS dispatcher with set-indicator,
 * get-sensor-state, ibm,configure-connector and query-cpu-stopped-state over a PAPR DRC state
 * machine; each operation work-conserving work answered -2, then a time-based wait answered
 * 990x with the status its profile's hint gives), and the OS side as the kernel has it (arch/powerpc/kernel/rtas.c,
 * arch/powerpc/platforms/pseries/dlpar.c, hotplug-memory.c, hotplug-cpu.c): rtas_busy_delay
 * by era, acquire and release of connectors, LMB add and remove by count, index and indexed
 * count with their rollbacks, CPU add and remove, and the most calls a profile and a request
 * may make ({@link dev.oversleep.rtas.CallBudget}). The partition's kernel services and the
 * caller's CPU are {@link dev.oversleep.rtas.lpar}.
 *
 * <p>Waits and CPU work go through {@link dev.oversleep.kernel.Kernel}; nothing here reads a
 * clock, formats output, names a command-line option or touches the host.
 */
package dev.oversleep.rtas;
