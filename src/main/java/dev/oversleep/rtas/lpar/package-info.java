/**
 * The Linux side of a pseries partition as a DLPAR request drives it: the caller's CPU (its
 * run queue with the per-CPU kworker, a CPU hog under load, need_resched() and its sources,
 * CFS or EEVDF by era, PowerVM's ceded-vCPU wake-up), tree RCU's grace periods and the
 * rcu_sync state machine of the percpu rw-semaphores the memory-hotplug path takes, flushes of
 * per-CPU work, and the mm/memory_hotplug.c sequence of adding, onlining, offlining and
 * removing one memory block. Every wait and every piece of CPU work reaches time through
 * {@link dev.oversleep.kernel.Kernel} and is accounted by kind, so a run explains its elapsed
 * time as a sum.
 *
 * <p>Owns no firmware (that is {@code dev.oversleep.rtas}), no output formats, no host access.
 */
package dev.oversleep.rtas.lpar;
