package dev.oversleep.rtas.lpar;

import dev.oversleep.kernel.KernelVersion;
import java.util.List;

/**
 * Adding, onlining, offlining and removing one memory block, step by step as mm/memory_hotplug.c
 * does it (read in a v5.16-to-5.18 copy: online_pages(), offline_pages(), add_memory_resource(),
 * try_remove_memory()), with the callees whose cost or sleeps matter:
 * <ul>
 * <li>mem_hotplug_begin(): cpus_read_lock(); percpu_down_write(&amp;mem_hotplug_lock) — a
 * grace period when its rcu_sync was idle ({@link RcuSync}). mem_hotplug_done() releases.</li>
 * <li>offline_pages(): zone_pcp_disable() drains every online CPU's per-CPU page lists:
 * __drain_all_pages(zone, force_all_cpus=true) queues drain_local_pages_wq on every CPU and
 * flush_work()s each (mm/page_alloc.c, v5.11 to 5.19); Mel Gorman's "remotely drain per-cpu
 * lists" (2022) drains them from the caller, no work items, by 6.13. lru_cache_disable()
 * (mm/swap.c) is __lru_add_drain_all(force_all_cpus=true), work on every CPU, in 5.16/5.17;
 * Marcelo Tosatti's ff042f4a9b05 ("mm: lru_cache_disable: replace work queue synchronization
 * with synchronize_rcu", in 5.18: the release whose stress-ng regression it caused) makes it a
 * full synchronize_rcu() and a drain of only the CPUs holding LRU batches (none on an idle
 * partition, and stress-ng's CPU hogs add no pages either); his fix for that regression makes
 * it synchronize_rcu_expedited(), as in 6.13 (read in a 6.x mm/swap.c). Isolation of a block holding
 * unmovable pages fails before any notifier (start_isolate_page_range(), -EBUSY).</li>
 * <li>memory_notify() runs the memory notifier chain by priority: cpuset first
 * (cpuset_track_online_nodes(), priority 10): schedule_work(&amp;cpuset_hotplug_work) on the
 * caller's CPU for every event until Waiman Long's "Make cpuset hotplug processing
 * synchronous" (6.10) calls cpuset_handle_hotplug() in the caller; the work function takes
 * cpuset_rwsem, a percpu rw-semaphore, until cpuset_mutex replaced it (6.4). Then SLUB
 * (slab_memory_callback(), SLAB_CALLBACK_PRI 1): on MEM_GOING_OFFLINE
 * slab_mem_going_offline_callback() flushes and shrinks every kmem_cache:
 * flush_all_cpus_locked() queues flush_cpu_slab on every CPU holding a per-CPU slab of that
 * cache and flush_work()s them (mm/slub.c since 5.15), then __kmem_cache_do_shrink(). A CPU
 * other than the caller's that was flushed holds none again during the request
 * ({@link Lpar#slabCpus(int)}).</li>
 * <li>The migration loop of offline_pages() calls cond_resched() before each scan.</li>
 * <li>Uevents (KOBJ_ADD, KOBJ_ONLINE, KOBJ_OFFLINE, KOBJ_REMOVE) are built and broadcast by the
 * caller; udevd is woken by a netlink wake-up that select_idle_sibling() places on an idle CPU,
 * not on the caller's busy one, so on an idle partition it never sets need_resched() here.</li>
 * </ul>
 * The behaviour of each change was read in the source or its patch; the releases that gate them
 * here (remote drains from 6.0, lru_cache_disable() by a grace period from 5.18 and by an
 * expedited one from 6.1, cpuset_mutex from 6.4,
 * synchronous cpuset handling from 6.10) are from the changes' dates, not re-checked tag by
 * tag: 5.16, 5.17 and 6.13 fall clearly on one side of each.
 */
public final class MemoryHotplug {
    /** Memory notifier events (include/linux/memory.h). */
    enum Event {
        MEM_GOING_ONLINE, MEM_ONLINE, MEM_GOING_OFFLINE, MEM_OFFLINE, MEM_CANCEL_OFFLINE
    }

    /** -EBUSY, what offline_pages() returns when isolation fails. */
    static final int EBUSY = -16;

    private final Lpar lpar;
    private final OsCosts costs;
    private final RcuSync memHotplugLock;
    private final RcuSync cpusetRwsem;
    private final WorkItem cpusetWork;
    private final boolean cpusetSynchronous;
    private final boolean remotePcpDrain;
    private final boolean lruDisableByRcu;
    private final boolean lruDisableExpedited;

    public MemoryHotplug(Lpar lpar) {
        this.lpar = lpar;
        this.costs = lpar.costs();
        KernelVersion v = lpar.version();
        RcuTree rcu = lpar.cpu().rcu();
        this.memHotplugLock = new RcuSync("mem_hotplug_lock", rcu);
        this.cpusetRwsem = new RcuSync("cpuset_rwsem", rcu);
        this.cpusetSynchronous = v.atLeast(6, 10);
        this.remotePcpDrain = v.atLeast(6, 0);
        this.lruDisableByRcu = v.atLeast(5, 18);
        this.lruDisableExpedited = v.atLeast(6, 1);
        long half = costs.cpusetHotplugNs() / 2;
        this.cpusetWork = v.atLeast(6, 4)
                ? new WorkItem("cpuset_hotplug_workfn", List.of(new WorkItem.Cpu(costs.cpusetHotplugNs())), null)
                : new WorkItem("cpuset_hotplug_workfn", List.of(new WorkItem.Cpu(half),
                new WorkItem.WriterEnter(cpusetRwsem), new WorkItem.Cpu(half), new WorkItem.WriterExit(cpusetRwsem)),
                null);
    }

    public RcuSync memHotplugLock() {
        return memHotplugLock;
    }

    public RcuSync cpusetRwsem() {
        return cpusetRwsem;
    }

    void memHotplugBegin() {
        lpar.writerEnter(memHotplugLock);
    }

    void memHotplugDone() {
        lpar.writerExit(memHotplugLock);
    }

    private void notify(Event e) {
        if (cpusetSynchronous) {
            lpar.work(costs.cpusetHotplugNs());
        } else {
            lpar.scheduleWork(cpusetWork);
        }
        if (e == Event.MEM_GOING_OFFLINE) {
            for (int i = 0; i < costs.slabCaches(); i++) {
                lpar.flushWork("flush_cpu_slab", lpar.slabCpus(i), costs.slabFlushCpuNs());
                lpar.work(costs.slabShrinkNs());
            }
        }
    }

    private void uevent() {
        lpar.work(costs.ueventNs());
    }

    /** __add_memory() → add_memory_resource(): the block exists, offline. */
    public void addMemory() {
        memHotplugBegin();
        lpar.work(costs.addMemoryNs());
        uevent();
        memHotplugDone();
    }

    /** device_online() of the block → memory_subsys_online() → online_pages(). */
    public void onlinePages() {
        memHotplugBegin();
        lpar.work(costs.onlinePagesNs() / 2);
        notify(Event.MEM_GOING_ONLINE);
        lpar.work(costs.onlinePagesNs() - costs.onlinePagesNs() / 2);
        notify(Event.MEM_ONLINE);
        memHotplugDone();
        uevent();
    }

    /**
     * device_offline() of the block → offline_pages(). Returns 0, or -EBUSY when the block holds
     * unmovable pages and isolation fails.
     */
    public int offlinePages(boolean movable) {
        memHotplugBegin();
        zonePcpDisable();
        lruCacheDisable();
        if (!movable) {
            lpar.work(costs.offlinePagesNs() / 4);
            memHotplugDone();
            return EBUSY;
        }
        lpar.work(costs.offlinePagesNs() / 2);
        notify(Event.MEM_GOING_OFFLINE);
        lpar.condResched();
        lpar.work(costs.offlinePagesNs() - costs.offlinePagesNs() / 2);
        notify(Event.MEM_OFFLINE);
        memHotplugDone();
        uevent();
        return 0;
    }

    private void zonePcpDisable() {
        if (remotePcpDrain) {
            lpar.work(costs.drainCpuNs() * lpar.cpus());
        } else {
            lpar.flushWork("drain_local_pages_wq", lpar.allCpus(), costs.drainCpuNs());
        }
    }

    private void lruCacheDisable() {
        if (lruDisableExpedited) {
            lpar.synchronizeRcuExpedited();
        } else if (lruDisableByRcu) {
            lpar.synchronizeRcu();
        } else {
            lpar.flushWork("lru_add_drain_per_cpu", lpar.allCpus(), costs.drainCpuNs());
        }
    }

    /** __remove_memory() → try_remove_memory() of an offline block. */
    public void removeMemory() {
        uevent();
        memHotplugBegin();
        lpar.work(costs.removeMemoryNs());
        memHotplugDone();
    }
}
