package dev.oversleep.kernel;

/**
 * The hardware threads of a machine as the scheduler sees them: {@code cpus} threads, numbered
 * so that the {@code threadsPerCore} SMT siblings of a core are consecutive, and the last-level
 * cache domain (sd_llc, the highest domain with SD_SHARE_PKG_RESOURCES) spanning {@code llcCpus}
 * consecutive threads. cpus_share_cache(a, b) is true within one such span. On POWER8 the LLC
 * domain is the core: powerpc_topology has an SMT level with SD_SHARE_PKG_RESOURCES and a DIE
 * level without (arch/powerpc/kernel/smp.c, v4.10.17).
 */
public record CpuTopology(int cpus, int threadsPerCore, int llcCpus) {

    public CpuTopology {
        if (cpus < 1 || threadsPerCore < 1 || llcCpus < threadsPerCore || cpus % llcCpus != 0
                || llcCpus % threadsPerCore != 0) {
            throw new IllegalArgumentException("inconsistent topology: " + cpus + " CPUs, " + threadsPerCore
                    + " threads per core, " + llcCpus + " CPUs per LLC");
        }
    }

    /** The same machine with n CPUs: cores and LLC spans kept where they divide n, else shrunk. */
    public CpuTopology withCpus(int n) {
        int smt = n % threadsPerCore == 0 ? threadsPerCore : 1;
        int llc = n % llcCpus == 0 ? llcCpus : n;
        if (llc % smt != 0) {
            llc = n;
        }
        return new CpuTopology(n, smt, llc);
    }

    public int cores() {
        return cpus / threadsPerCore;
    }

    public int coreOf(int cpu) {
        return cpu / threadsPerCore;
    }

    /** cpus_share_cache(): the same sd_llc span. */
    public boolean sharesCache(int a, int b) {
        return a / llcCpus == b / llcCpus;
    }
}
