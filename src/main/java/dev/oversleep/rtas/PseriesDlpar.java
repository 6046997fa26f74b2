package dev.oversleep.rtas;

import dev.oversleep.rtas.lpar.Lpar;
import dev.oversleep.rtas.lpar.MemoryHotplug;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pseries DLPAR flows as the kernel has them (arch/powerpc/platforms/pseries/dlpar.c,
 * hotplug-memory.c, hotplug-cpu.c; read in v5.1x copies and the 5.14-to-6.3 patches named in
 * {@link PseriesRtas}), on the firmware and the partition's OS model. dlpar_store() parses the
 * request and calls handle_dlpar_errorlog() → dlpar_memory() / dlpar_cpu() in the writing task,
 * so every RTAS call and every wait below is that task's. dlpar_memory() holds
 * lock_device_hotplug() throughout and calls drmem_update_dt() once after a request that
 * succeeded. Return values are the kernel's: 0 or a negative errno ({@link Errno}).
 */
public final class PseriesDlpar {
    private final PseriesRtas rtas;
    private final RtasFirmware firmware;
    private final Lpar os;
    private final MemoryHotplug mm;
    /** The OS's view of its LMBs (drmem): DRCONF_MEM_ASSIGNED and the DRMEM_LMB_RESERVED mark, by DRC. */
    private final Map<Integer, Lmb> lmbs = new LinkedHashMap<>();
    /** CPUs the OS has in its device tree, and whether online. */
    private final Map<Integer, Boolean> cpus = new LinkedHashMap<>();

    private static final class Lmb {
        final int drc;
        boolean assigned;
        boolean reserved;
        /** Holds unmovable kernel memory: offline_pages() cannot isolate it. */
        final boolean unmovable;

        Lmb(int drc, boolean assigned, boolean unmovable) {
            this.drc = drc;
            this.assigned = assigned;
            this.unmovable = unmovable;
        }
    }

    public PseriesDlpar(RtasFirmware firmware, PseriesRtas rtas, Lpar os, MemoryHotplug mm, FirmwareProfile profile) {
        this.firmware = firmware;
        this.rtas = rtas;
        this.os = os;
        this.mm = mm;
        int unmovable = (int) Math.round(profile.partition().unmovableLmbs().value());
        int seen = 0;
        for (int drc : firmware.connectors(DrcKind.LMB)) {
            boolean assigned = firmware.state(drc) == DrcState.CONFIGURED;
            lmbs.put(drc, new Lmb(drc, assigned, assigned && seen++ < unmovable));
        }
        for (int drc : firmware.connectors(DrcKind.CPU)) {
            if (firmware.state(drc) == DrcState.CONFIGURED) {
                cpus.put(drc, true);
            }
        }
    }

    /** Handles a request as /sys/kernel/dlpar does; returns 0 or -errno. */
    public int handle(DlparRequest r) {
        int rc;
        if (r.resource() == DrcKind.CPU) {
            rc = r.add() ? cpuAdd(r.drcIndex()) : cpuRemove(r.drcIndex());
        } else {
            rc = switch (r.id()) {
                case COUNT -> r.add() ? memoryAddByCount(r.count()) : memoryRemoveByCount(r.count());
                case INDEX -> r.add() ? memoryAddByIndex(r.drcIndex()) : memoryRemoveByIndex(r.drcIndex());
                case INDEXED_COUNT -> r.add() ? memoryAddByIc(r.count(), r.drcIndex())
                        : memoryRemoveByIc(r.count(), r.drcIndex());
            };
            if (rc == 0) {
                os.phase("drmem_update_dt", null);
                os.work(os.costs().updateDtNs());
            }
        }
        os.endPhase();
        return rc;
    }

    public long assignedLmbs() {
        return lmbs.values().stream().filter(l -> l.assigned).count();
    }

    public long onlineCpus() {
        return cpus.values().stream().filter(Boolean::booleanValue).count();
    }

    private static String hex(int drc) {
        return "0x" + Integer.toHexString(drc);
    }

    /**
     * dlpar_acquire_drc(): get-sensor-state must say DR_ENTITY_UNUSABLE, then set-indicator
     * allocation-state usable, then isolation-state unisolate (undoing the allocation if that
     * fails). -1 when the sensor says otherwise.
     */
    int acquireDrc(int drc) {
        os.phase("dlpar_acquire_drc", hex(drc));
        int[] sense = new int[1];
        int rc = rtas.getSensor(RtasFirmware.DR_ENTITY_SENSE, drc, sense);
        if (rc != 0 || sense[0] != RtasFirmware.DR_ENTITY_UNUSABLE) {
            return -1;
        }
        rc = rtas.setIndicator(RtasFirmware.ALLOCATION_STATE, drc, RtasFirmware.ALLOC_USABLE);
        if (rc != 0) {
            return rc;
        }
        rc = rtas.setIndicator(RtasFirmware.ISOLATION_STATE, drc, RtasFirmware.UNISOLATE);
        if (rc != 0) {
            rtas.setIndicator(RtasFirmware.ALLOCATION_STATE, drc, RtasFirmware.ALLOC_UNUSABLE);
            return rc;
        }
        return 0;
    }

    /**
     * dlpar_release_drc(): get-sensor-state must say DR_ENTITY_PRESENT, then isolate, then
     * allocation-state unusable (unisolating again if that fails). -1 when the sensor says
     * otherwise.
     */
    int releaseDrc(int drc) {
        os.phase("dlpar_release_drc", hex(drc));
        int[] sense = new int[1];
        int rc = rtas.getSensor(RtasFirmware.DR_ENTITY_SENSE, drc, sense);
        if (rc != 0 || sense[0] != RtasFirmware.DR_ENTITY_PRESENT) {
            return -1;
        }
        rc = rtas.setIndicator(RtasFirmware.ISOLATION_STATE, drc, RtasFirmware.ISOLATE);
        if (rc != 0) {
            return rc;
        }
        rc = rtas.setIndicator(RtasFirmware.ALLOCATION_STATE, drc, RtasFirmware.ALLOC_UNUSABLE);
        if (rc != 0) {
            rtas.setIndicator(RtasFirmware.ISOLATION_STATE, drc, RtasFirmware.UNISOLATE);
            return rc;
        }
        return 0;
    }

    /**
     * dlpar_add_lmb(): update_lmb_associativity_index() has configure-connector describe the
     * LMB's node under "/" (failure: dlpar_release_drc() here — and again by the by-count
     * caller, a redundant release the 5.16 code makes — and -EINVAL); then __add_memory() and
     * dlpar_online_lmb().
     */
    int addLmb(Lmb lmb) {
        if (lmb.assigned) {
            return Errno.EINVAL;
        }
        os.phase("update_lmb_associativity_index", hex(lmb.drc));
        if (rtas.configureConnector(lmb.drc) != 0) {
            releaseDrc(lmb.drc);
            return Errno.EINVAL;
        }
        os.work(os.costs().associativityNs());
        os.phase("__add_memory", hex(lmb.drc));
        mm.addMemory();
        os.phase("dlpar_online_lmb", hex(lmb.drc));
        mm.onlinePages();
        lmb.assigned = true;
        return 0;
    }

    /**
     * dlpar_remove_lmb(): lmb_is_removable() (assigned), dlpar_offline_lmb() → offline_pages()
     * (-EBUSY for a block it cannot isolate), __remove_memory(). The connector is released by
     * the caller.
     */
    int removeLmb(Lmb lmb) {
        if (!lmb.assigned) {
            return Errno.EINVAL;
        }
        os.phase("dlpar_offline_lmb", hex(lmb.drc));
        int rc = mm.offlinePages(!lmb.unmovable);
        if (rc != 0) {
            return rc;
        }
        os.phase("__remove_memory", hex(lmb.drc));
        mm.removeMemory();
        lmb.assigned = false;
        return 0;
    }

    /**
     * dlpar_memory_add_by_count(): refuses (-EINVAL) unless N unassigned LMBs exist; then, in
     * order, acquires each unassigned LMB's connector and adds it, releasing and skipping any
     * that fail; if fewer than N were added, removes and releases every one it added.
     */
    int memoryAddByCount(int n) {
        long available = lmbs.values().stream().filter(l -> !l.assigned).count();
        if (n == 0 || available < n) {
            return Errno.EINVAL;
        }
        int added = 0;
        for (Lmb lmb : lmbs.values()) {
            if (lmb.assigned) {
                continue;
            }
            if (acquireDrc(lmb.drc) != 0) {
                continue;
            }
            if (addLmb(lmb) != 0) {
                releaseDrc(lmb.drc);
                continue;
            }
            lmb.reserved = true;
            if (++added == n) {
                break;
            }
        }
        if (added != n) {
            for (Lmb lmb : reserved()) {
                if (removeLmb(lmb) == 0) {
                    releaseDrc(lmb.drc);
                }
                lmb.reserved = false;
            }
            return Errno.EINVAL;
        }
        reserved().forEach(l -> l.reserved = false);
        return 0;
    }

    /**
     * dlpar_memory_remove_by_count(): refuses unless N removable (assigned) LMBs exist; removes
     * LMBs in order, skipping any that fail; releases the connectors only after all N are
     * removed — all of a removal's RTAS traffic comes at the end — or adds them back with
     * dlpar_add_lmb() (their connectors were never released) and fails with -EINVAL.
     */
    int memoryRemoveByCount(int n) {
        long removable = lmbs.values().stream().filter(l -> l.assigned).count();
        if (n == 0 || removable < n) {
            return Errno.EINVAL;
        }
        int removed = 0;
        for (Lmb lmb : lmbs.values()) {
            if (removeLmb(lmb) != 0) {
                continue;
            }
            lmb.reserved = true;
            if (++removed == n) {
                break;
            }
        }
        if (removed != n) {
            for (Lmb lmb : reserved()) {
                addLmb(lmb);
                lmb.reserved = false;
            }
            return Errno.EINVAL;
        }
        for (Lmb lmb : reserved()) {
            releaseDrc(lmb.drc);
            lmb.reserved = false;
        }
        return 0;
    }

    /** dlpar_memory_add_by_index(): acquire, add (releasing on failure). */
    int memoryAddByIndex(int drc) {
        Lmb lmb = lmbs.get(drc);
        if (lmb == null) {
            return Errno.EINVAL;
        }
        int rc = acquireDrc(drc);
        if (rc == 0) {
            rc = addLmb(lmb);
            if (rc != 0) {
                releaseDrc(drc);
            }
        }
        return rc == 0 ? 0 : Errno.EINVAL;
    }

    /** dlpar_memory_remove_by_index(): remove, then release. */
    int memoryRemoveByIndex(int drc) {
        Lmb lmb = lmbs.get(drc);
        if (lmb == null) {
            return Errno.EINVAL;
        }
        int rc = removeLmb(lmb);
        if (rc == 0) {
            releaseDrc(drc);
        }
        return rc;
    }

    /** The N LMBs from drc on (get_lmb_range()), or null when the range leaves the partition's LMBs. */
    private List<Lmb> range(int n, int drc) {
        List<Lmb> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Lmb l = lmbs.get(drc + i);
            if (l == null) {
                return null;
            }
            out.add(l);
        }
        return out;
    }

    /**
     * dlpar_memory_add_by_ic(): all or nothing over a range; assigned LMBs are skipped; the
     * first failure stops the walk and every LMB added is removed and released again.
     */
    int memoryAddByIc(int n, int drc) {
        List<Lmb> range = range(n, drc);
        if (n == 0 || range == null) {
            return Errno.EINVAL;
        }
        int rc = 0;
        for (Lmb lmb : range) {
            if (lmb.assigned) {
                continue;
            }
            rc = acquireDrc(lmb.drc);
            if (rc != 0) {
                break;
            }
            rc = addLmb(lmb);
            if (rc != 0) {
                releaseDrc(lmb.drc);
                break;
            }
            lmb.reserved = true;
        }
        for (Lmb lmb : range) {
            if (!lmb.reserved) {
                continue;
            }
            lmb.reserved = false;
            if (rc != 0 && removeLmb(lmb) == 0) {
                releaseDrc(lmb.drc);
            }
        }
        return rc == 0 ? 0 : Errno.EINVAL;
    }

    /**
     * dlpar_memory_remove_by_ic(): over a range, removes every assigned LMB; the first failure
     * stops the walk and every LMB removed is added back; on success releases them all.
     */
    int memoryRemoveByIc(int n, int drc) {
        List<Lmb> range = range(n, drc);
        if (n == 0 || range == null) {
            return Errno.EINVAL;
        }
        int rc = 0;
        for (Lmb lmb : range) {
            if (!lmb.assigned) {
                continue;
            }
            rc = removeLmb(lmb);
            if (rc != 0) {
                break;
            }
            lmb.reserved = true;
        }
        for (Lmb lmb : range) {
            if (lmb.reserved) {
                lmb.reserved = false;
                if (rc != 0) {
                    addLmb(lmb);
                } else {
                    releaseDrc(lmb.drc);
                }
            }
        }
        return rc == 0 ? 0 : Errno.EINVAL;
    }

    private List<Lmb> reserved() {
        return lmbs.values().stream().filter(l -> l.reserved).toList();
    }

    /**
     * dlpar_cpu_add(): the index must be a CPU connector not already present (-EINVAL); acquire,
     * configure-connector (failure: release, -EINVAL), attach the node and online it.
     */
    int cpuAdd(int drc) {
        if (!firmware.connectors(DrcKind.CPU).contains(drc) || cpus.containsKey(drc)) {
            return Errno.EINVAL;
        }
        if (acquireDrc(drc) != 0) {
            return Errno.EINVAL;
        }
        os.phase("dlpar_configure_connector", hex(drc));
        if (rtas.configureConnector(drc) != 0) {
            releaseDrc(drc);
            return Errno.EINVAL;
        }
        os.phase("dlpar_online_cpu", hex(drc));
        os.work(os.costs().cpuAddNs());
        firmware.running(drc);
        cpus.put(drc, true);
        return 0;
    }

    /**
     * dlpar_cpu_remove(): the CPU must be present (-ENODEV) and not the last online one
     * (cpu_down refuses it: -EBUSY); offline it (its thread stops itself while the OS polls
     * query-cpu-stopped-state with cond_resched()), release the connector (failure: online
     * again), detach the node.
     */
    int cpuRemove(int drc) {
        if (!cpus.containsKey(drc)) {
            return Errno.ENODEV;
        }
        if (cpus.get(drc) && onlineCpus() == 1) {
            return Errno.EBUSY;
        }
        os.phase("dlpar_offline_cpu", hex(drc));
        os.work(os.costs().cpuRemoveNs());
        firmware.stopSelf(drc);
        rtas.waitCpuStopped(drc);
        cpus.put(drc, false);
        int rc = releaseDrc(drc);
        if (rc != 0) {
            firmware.running(drc);
            cpus.put(drc, true);
            return rc;
        }
        cpus.remove(drc);
        return 0;
    }
}
