package dev.oversleep.rtas;

import dev.oversleep.kernel.Kernel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pseries DLPAR flows (arch/powerpc/platforms/pseries/dlpar.c, hotplug-memory.c,
 * hotplug-cpu.c) over the firmware, with the OS work between RTAS calls costed on the kernel.
 * Return values are the kernel's: 0 or a negative errno ({@link Errno}).
 */
public final class PseriesDlpar {
    private final PseriesRtas rtas;
    private final RtasFirmware firmware;
    private final Kernel kernel;
    private final FirmwareProfile.OsWork os;
    /** The OS's view of its LMBs (drmem): DRCONF_MEM_ASSIGNED and DRCONF_MEM_RESERVED, by DRC. */
    private final Map<Integer, Lmb> lmbs = new LinkedHashMap<>();
    /** CPUs the OS has in its device tree, and whether online. */
    private final Map<Integer, Boolean> cpus = new LinkedHashMap<>();

    private static final class Lmb {
        final int drc;
        boolean assigned;
        boolean reserved;

        Lmb(int drc, boolean assigned) {
            this.drc = drc;
            this.assigned = assigned;
        }
    }

    public PseriesDlpar(RtasFirmware firmware, PseriesRtas rtas, Kernel kernel, FirmwareProfile profile) {
        this.firmware = firmware;
        this.rtas = rtas;
        this.kernel = kernel;
        this.os = profile.os();
        for (int drc : firmware.connectors(DrcKind.LMB)) {
            lmbs.put(drc, new Lmb(drc, firmware.state(drc) == DrcState.CONFIGURED));
        }
        for (int drc : firmware.connectors(DrcKind.CPU)) {
            if (firmware.state(drc) == DrcState.CONFIGURED) {
                cpus.put(drc, true);
            }
        }
    }

    /** Handles a request as /sys/kernel/dlpar does; returns 0 or -errno. */
    public int handle(DlparRequest r) {
        if (r.resource() == DrcKind.CPU) {
            return r.add() ? cpuAdd(r.drcIndex()) : cpuRemove(r.drcIndex());
        }
        return switch (r.id()) {
            case COUNT -> r.add() ? memoryAddByCount(r.count()) : memoryRemoveByCount(r.count());
            case INDEX -> r.add() ? memoryAddByIndex(r.drcIndex()) : memoryRemoveByIndex(r.drcIndex());
            case INDEXED_COUNT -> r.add() ? memoryAddByIc(r.count(), r.drcIndex())
                    : memoryRemoveByIc(r.count(), r.drcIndex());
        };
    }

    public long assignedLmbs() {
        return lmbs.values().stream().filter(l -> l.assigned).count();
    }

    public long onlineCpus() {
        return cpus.values().stream().filter(Boolean::booleanValue).count();
    }

    /** dlpar_acquire_drc(): sense must say unusable → allocation usable → unisolate (undo allocation on failure). */
    int acquireDrc(int drc) {
        int[] sense = new int[1];
        int rc = rtas.getSensor(RtasFirmware.DR_ENTITY_SENSE, drc, sense);
        if (rc != 0 || sense[0] != 2) {
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

    /** dlpar_release_drc(): sense must say present → isolate → allocation unusable (unisolate again on failure). */
    int releaseDrc(int drc) {
        int[] sense = new int[1];
        int rc = rtas.getSensor(RtasFirmware.DR_ENTITY_SENSE, drc, sense);
        if (rc != 0 || sense[0] != 1) {
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
     * dlpar_add_lmb(): update_lmb_associativity_index() walks configure-connector for the
     * LMB's node (failure: release the connector, -ENODEV); __add_memory() and onlining are
     * OS work and cross-CPU synchronizations.
     */
    int addLmb(Lmb lmb) {
        if (lmb.assigned) {
            return Errno.EINVAL;
        }
        if (rtas.configureConnector(lmb.drc) != 0) {
            releaseDrc(lmb.drc);
            return Errno.ENODEV;
        }
        osWork(os.lmbAddCpuNs().value(), os.lmbAddSyncs().value());
        lmb.assigned = true;
        return 0;
    }

    /** dlpar_remove_lmb(): offline and remove the memory (OS work); the connector is released by the caller. */
    int removeLmb(Lmb lmb) {
        if (!lmb.assigned || lmb.reserved) {
            return Errno.EINVAL;
        }
        osWork(os.lmbRemoveCpuNs().value(), os.lmbRemoveSyncs().value());
        lmb.assigned = false;
        return 0;
    }

    private void osWork(double cpuNs, double syncs) {
        kernel.work(Math.round(cpuNs));
        for (int i = 0; i < Math.round(syncs); i++) {
            kernel.synchronizeCpus(Math.round(os.syncBaseNs().value()));
        }
    }

    /**
     * dlpar_memory_add_by_count(): refuses (-EINVAL) unless N unassigned LMBs exist; tries them
     * in order, skipping any that fail; if fewer than N were added, removes and releases every
     * one it added.
     */
    int memoryAddByCount(int n) {
        long available = lmbs.values().stream().filter(l -> !l.reserved && !l.assigned).count();
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
                lmb.reserved = false;
                if (removeLmb(lmb) == 0) {
                    releaseDrc(lmb.drc);
                }
            }
            return Errno.EINVAL;
        }
        reserved().forEach(l -> l.reserved = false);
        return 0;
    }

    /**
     * dlpar_memory_remove_by_count(): refuses unless N removable LMBs exist; removes them in
     * order; releases the connectors only after all N are removed, or adds them back.
     */
    int memoryRemoveByCount(int n) {
        long removable = lmbs.values().stream().filter(l -> l.assigned && !l.reserved).count();
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

    /** The N LMBs from drc on, or null when the range leaves the partition's LMBs. */
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

    /** dlpar_memory_add_by_ic(): all or nothing over a range; already assigned LMBs are skipped. */
    int memoryAddByIc(int n, int drc) {
        List<Lmb> range = range(n, drc);
        if (n == 0 || range == null || range.stream().anyMatch(l -> l.reserved)) {
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

    /** dlpar_memory_remove_by_ic(): all or nothing over a range of assigned LMBs. */
    int memoryRemoveByIc(int n, int drc) {
        List<Lmb> range = range(n, drc);
        if (n == 0 || range == null || range.stream().anyMatch(l -> l.reserved || !l.assigned)) {
            return Errno.EINVAL;
        }
        int rc = 0;
        for (Lmb lmb : range) {
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
     * configure-connector (failure: release, -EINVAL), attach the node and online it (OS work).
     */
    int cpuAdd(int drc) {
        if (!firmware.connectors(DrcKind.CPU).contains(drc) || cpus.containsKey(drc)) {
            return Errno.EINVAL;
        }
        if (acquireDrc(drc) != 0) {
            return Errno.EINVAL;
        }
        if (rtas.configureConnector(drc) != 0) {
            releaseDrc(drc);
            return Errno.EINVAL;
        }
        kernel.work(Math.round(os.cpuAddCpuNs().value()));
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
        kernel.work(Math.round(os.cpuRemoveCpuNs().value()));
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
