package dev.oversleep.rtas.lpar;

/**
 * CPU costs of the kernel work along the DLPAR paths (ns on an unloaded core), and the few
 * facts of the partition the memory-hotplug path depends on. Values come from the firmware
 * profile, each with its note there; the partition's vCPUs are {@link Vcpus}.
 *
 * @param addMemoryNs        add_memory_resource(): memblock, arch_add_memory() (hash page table
 *                           bolting, vmemmap), memory block device
 * @param onlinePagesNs      online_pages(): memmap init, freeing the pages to the buddy allocator,
 *                           zone and watermark updates
 * @param offlinePagesNs     offline_pages() of a block holding no movable pages: isolation, scan,
 *                           test, taking the pages out of the buddy allocator
 * @param removeMemoryNs     try_remove_memory(): memory block device, arch_remove_memory()
 * @param configureStepNs    parsing one configure-connector answer into a node or property
 * @param associativityNs    find_aa_index() and freeing the configured node
 * @param updateDtNs         drmem_update_dt(): rebuilding ibm,dynamic-memory once per request
 * @param ueventNs           kobject_uevent(): building and broadcasting one uevent
 * @param cpusetHotplugNs    cpuset_hotplug_workfn() / cpuset_handle_hotplug() after a memory event
 * @param queueWorkNs        queue_work_on() of one per-CPU work item
 * @param drainCpuNs         one CPU's pcp or LRU drain work function
 * @param slabCaches         kmem_caches on slab_caches (one flush and shrink each on MEM_GOING_OFFLINE)
 * @param slabCpuFraction    share of a cache's (CPU, cache) pairs holding a per-CPU slab to flush
 * @param slabFlushCpuNs     flush_cpu_slab() on one CPU
 * @param slabShrinkNs       __kmem_cache_do_shrink() of one cache
 * @param cpuAddNs           attaching a CPU's node and bringing its thread online
 * @param cpuRemoveNs        taking a thread offline and detaching its node
 */
public record OsCosts(long addMemoryNs, long onlinePagesNs, long offlinePagesNs, long removeMemoryNs,
                      long configureStepNs, long associativityNs, long updateDtNs, long ueventNs,
                      long cpusetHotplugNs, long queueWorkNs, long drainCpuNs, int slabCaches,
                      double slabCpuFraction, long slabFlushCpuNs, long slabShrinkNs, long cpuAddNs,
                      long cpuRemoveNs) {
}
