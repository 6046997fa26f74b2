/**
 * PowerPC RTAS and pseries DLPAR: a firmware model (an RTAS dispatcher with set-indicator,
 * get-sensor-state, ibm,configure-connector and query-cpu-stopped-state over a PAPR DRC state
 * machine, busy for as long as its profile says), and the OS side as the kernel has it
 * (arch/powerpc/kernel/rtas.c, arch/powerpc/platforms/pseries/dlpar.c, hotplug-memory.c,
 * hotplug-cpu.c): rtas_busy_delay by era, acquire and release of connectors, LMB add and
 * remove by count, index and indexed count, CPU add and remove.
 *
 * <p>Waits and CPU work go through {@link dev.oversleep.kernel.Kernel}; nothing here reads a
 * clock, formats output or touches the host.
 */
package dev.oversleep.rtas;
