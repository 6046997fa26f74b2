package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.oversleep.rtas.lpar.TimeKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The blocking waits of one LMB's kernel path, in the order mm/memory_hotplug.c (v5.16 to 5.18
 * copy: add_memory_resource(), online_pages(), offline_pages(), try_remove_memory()) and its
 * callees take them, on a fresh idle partition whose rcu_syncs are idle:
 * <ul>
 * <li>add: add_memory_resource()'s mem_hotplug_begin() waits a grace period (rcu_sync_enter()
 * from GP_IDLE); online_pages()'s, a moment after mem_hotplug_done(), finds GP_EXIT and does
 * not wait.</li>
 * <li>remove, 5.16: offline_pages()'s mem_hotplug_begin() (a grace period), zone_pcp_disable()
 * (__drain_all_pages(): flush_work() of drain_local_pages_wq), lru_cache_disable()
 * (__lru_add_drain_all(true): flush_work() of lru_add_drain_per_cpu), then MEM_GOING_OFFLINE's
 * SLUB callback, one flush_all_cpus_locked() per kmem_cache (the caller's CPU always holds a
 * slab, so every cache waits); try_remove_memory()'s mem_hotplug_begin() finds GP_EXIT.</li>
 * <li>remove, 5.18 to 6.0: lru_cache_disable() waits a full grace period instead of its flush.</li>
 * <li>remove, 6.13: the pcp lists are drained from the caller (no work), lru_cache_disable() is
 * synchronize_rcu_expedited() and drains only CPUs holding batches (none here).</li>
 * </ul>
 */
class KernelWaitsTest {
    private static final int SLAB_CACHES = 120;

    private static List<String> waits(String version, String request) {
        DlparRun.Partition p = TestPartitions.partition(TestPartitions.shipped(), version, LoadKind.IDLE, 3);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse(request)));
        return p.os().waits();
    }

    /** The waits of offline_pages() before MEM_GOING_OFFLINE, then one SLUB flush per cache. */
    private static List<String> removeWaits(String... beforeNotifier) {
        List<String> expected = new ArrayList<>(List.of(beforeNotifier));
        expected.addAll(Collections.nCopies(SLAB_CACHES, "flush_work:flush_cpu_slab"));
        return expected;
    }

    @Test
    void addingAnLmbWaitsOneGracePeriodForMemHotplugBeginOnly() {
        for (String v : List.of("5.16", "5.17", "6.13")) {
            assertEquals(List.of("synchronize_rcu:mem_hotplug_lock"), waits(v, "memory add index 0x80000020"), v);
        }
    }

    @Test
    void removingAnLmbIn516WaitsAGracePeriodThenThePcpAndLruDrainsThenOneSlubFlushPerCache() {
        List<String> expected = removeWaits("synchronize_rcu:mem_hotplug_lock", "flush_work:drain_local_pages_wq",
                "flush_work:lru_add_drain_per_cpu");
        assertEquals(expected, waits("5.16", "memory remove index 0x80000001"));
        assertEquals(expected, waits("5.17", "memory remove index 0x80000001"));
    }

    /**
     * 5.18 to 6.0: lru_cache_disable() is a full synchronize_rcu() (ff042f4a9b05); the pcp lists
     * are drained remotely only from 6.0.
     */
    @Test
    void removingAnLmbIn518WaitsASecondFullGracePeriodInLruCacheDisable() {
        assertEquals(removeWaits("synchronize_rcu:mem_hotplug_lock", "flush_work:drain_local_pages_wq",
                "synchronize_rcu"), waits("5.18", "memory remove index 0x80000001"));
    }

    @Test
    void removingAnLmbIn613WaitsAGracePeriodAnExpeditedOneAndTheSlubFlushes() {
        assertEquals(removeWaits("synchronize_rcu:mem_hotplug_lock", "synchronize_rcu_expedited"),
                waits("6.13", "memory remove index 0x80000001"));
    }

    /**
     * A grace period costs at HZ=100 from 30 to 40 ms: the next tick, the scan two jiffies on, the
     * callback's tick. On dedicated processors the tick that runs the callback finds the caller's
     * thread ceded and adds the CEDE exit (10 us) before the task runs.
     */
    @Test
    void theGracePeriodOfAnLmbAddLastsThreeToFourJiffies() {
        FirmwareProfile dedicated = TestPartitions.neverBusy(TestPartitions::dedicated);
        for (long seed = 1; seed <= 20; seed++) {
            DlparRun.Partition p = TestPartitions.partition(dedicated, "5.16", LoadKind.IDLE, seed);
            assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory add index 0x80000020")));
            long rcu = p.os().time().get(TimeKind.SYNCHRONIZE_RCU);
            assertTrue(rcu > 30_000_000 && rcu <= 40_010_000, "seed " + seed + ": " + rcu);
        }
    }

    /**
     * flush_work() calls of "memory remove count 2" by work function, on 8 CPUs whose every CPU
     * holds a per-CPU slab of every cache at the start (slab_cpu_fraction 1): remove by count
     * tries the lowest LMB first, which holds unmovable memory, so offline_pages() drains pcp
     * (__drain_all_pages(zone, true): every online CPU) and LRU (__lru_add_drain_all(true):
     * every online CPU) and fails isolation before any notifier; then two LMBs succeed, each
     * with both drains and MEM_GOING_OFFLINE's flush_all_cpus_locked() of every cache on the CPUs
     * where has_cpu_slab() holds (mm/slub.c, v5.16): all 8 for the first, only the caller's for
     * the second, the others having been flushed and running nothing that allocates.
     */
    @Test
    void aRemoveFlushesEveryCpusDrainsPerAttemptAndEachCachesSlabsWhereTheyAre() {
        FirmwareProfile everywhere = TestPartitions.neverBusy(root -> TestPartitions.set(root,
                "os.slab_cpu_fraction", 1.0));
        DlparRun.Partition p = TestPartitions.partition(everywhere, "5.16", LoadKind.IDLE, 5);
        assertEquals(0, p.dlpar().handle(DlparRequest.parse("memory remove count 2")));
        int cpus = 8;
        assertEquals(java.util.Map.of("drain_local_pages_wq", 3L * cpus, "lru_add_drain_per_cpu", 3L * cpus,
                "flush_cpu_slab", (long) SLAB_CACHES * cpus + SLAB_CACHES), p.os().flushWorkCalls());
    }
}
