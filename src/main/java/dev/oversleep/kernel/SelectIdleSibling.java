package dev.oversleep.kernel;

import java.util.function.IntPredicate;

/**
 * select_idle_sibling(p, prev, target) (kernel/sched/fair.c): keep target if it is idle, else
 * prev if it shares the cache and is idle, else look for an idle CPU in target's last-level
 * cache domain, by era. On the otherwise idle machine of the model the first test always holds;
 * the search matters once other work keeps CPUs busy.
 */
public enum SelectIdleSibling {
    /**
     * Before v4.9: for each domain from sd_llc down, the first sched group entirely idle (the
     * target's own group never counts), its first CPU — at the LLC level the cores after the
     * target's, then the target core's other threads (v4.7.4).
     */
    IDLE_GROUP,
    /**
     * Since v4.9 ("sched/core: Rewrite and improve select_idle_siblings()"): select_idle_core()
     * — the first core of the LLC, wrapping from target, whose threads are all idle;
     * select_idle_cpu() — the first idle CPU of the LLC wrapping from target; select_idle_smt()
     * — an idle sibling of target (v4.10.17). select_idle_cpu()'s cost cut-off (avg_idle against
     * the domain's scan cost) is not modelled: the scan always runs.
     */
    IDLE_CORE_CPU_SMT;

    public static SelectIdleSibling of(KernelVersion v) {
        return v.atLeast(4, 9) ? IDLE_CORE_CPU_SMT : IDLE_GROUP;
    }

    public int select(CpuTopology t, int prev, int target, IntPredicate idle) {
        if (idle.test(target)) {
            return target;
        }
        if (prev != target && t.sharesCache(prev, target) && idle.test(prev)) {
            return prev;
        }
        int llcFirst = target / t.llcCpus() * t.llcCpus();
        int smt = t.threadsPerCore();
        int coreFirst = t.coreOf(target) * smt;
        if (this == IDLE_GROUP) {
            int cores = t.llcCpus() / smt;
            if (cores > 1) {
                for (int k = 1; k < cores; k++) {
                    int first = llcFirst + Math.floorMod(t.coreOf(target) - llcFirst / smt + k, cores) * smt;
                    if (allIdle(first, smt, idle)) {
                        return first;
                    }
                }
            }
            for (int k = 1; k < smt; k++) {
                int cpu = coreFirst + (target - coreFirst + k) % smt;
                if (idle.test(cpu)) {
                    return cpu;
                }
            }
            return target;
        }
        if (smt > 1) {
            for (int k = 0; k < t.llcCpus(); k++) {
                int cpu = llcFirst + (target - llcFirst + k) % t.llcCpus();
                if (allIdle(t.coreOf(cpu) * smt, smt, idle)) {
                    return cpu;
                }
            }
        }
        for (int k = 0; k < t.llcCpus(); k++) {
            int cpu = llcFirst + (target - llcFirst + k) % t.llcCpus();
            if (idle.test(cpu)) {
                return cpu;
            }
        }
        for (int k = 0; k < smt; k++) {
            if (idle.test(coreFirst + k)) {
                return coreFirst + k;
            }
        }
        return target;
    }

    private static boolean allIdle(int first, int n, IntPredicate idle) {
        for (int i = 0; i < n; i++) {
            if (!idle.test(first + i)) {
                return false;
            }
        }
        return true;
    }
}
