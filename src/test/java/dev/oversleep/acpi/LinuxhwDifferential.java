package dev.oversleep.acpi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * One linuxhw machine through both interpreters: every zero-argument method with a Sleep or
 * Stall site (or a sample of them), in sorted order, at each region fill. acpiexec runs them
 * under the virtual-time preload in batches ({@link AcpiexecBatch}: one process per chunk of
 * methods, state carried from one method to the next); Oversleep boots the tables once per fill
 * ({@link AmlRunner}, set up as acpiexec runs: {@link OversleepMirror}) and runs each chunk on one
 * fresh copy of the booted state, in the same order.
 */
final class LinuxhwDifferential {
    private LinuxhwDifferential() {
    }

    /** One method at one fill in both interpreters. */
    record Case(String method, int fill, Observation acpiexec, Observation oversleep) {
        boolean agrees() {
            return oversleep.agreesWith(acpiexec) || acpiexecTimedOutOnRealTime();
        }

        /**
         * acpiexec's While timeout (10 s of AcpiOsGetTimer) counts the real time its interpreter
         * spends as well as the preload's virtual waits; on this shared machine a loop of a few
         * thousand Stalls can take 10 s of real time, so acpiexec stops a loop that Oversleep (and
         * an unloaded acpiexec) finishes. Equivalent when acpiexec's waits add up to no more than the
         * 10 s timeout (ACPICA stops a loop only once its timer is strictly past the limit,
         * ACPI_TIME_AFTER in dscontrol.c, so waits of exactly 10 s need real time on top) and they,
         * with its Debug output, are the start of Oversleep's: Oversleep times its loops out after
         * the same 10 s of virtual time and did not, so no loop of the method waits longer; or when both time
         * out and acpiexec's waits and Debug output are the start of Oversleep's (a loop that
         * stores to Debug on each iteration).
         */
        boolean acpiexecTimedOutOnRealTime() {
            if (!acpiexec.result().equals(List.of("AE_AML_LOOP_TIMEOUT"))) {
                return false;
            }
            if (oversleep.result().equals(acpiexec.result())) {
                // both timed out, acpiexec earlier; unlike Observation's rule, Debug stores in the loop may differ in count
                return startsWith(oversleep.waits(), acpiexec.waits()) && startsWith(oversleep.debug(), acpiexec.debug());
            }
            long waitedUs = 0;
            for (String w : acpiexec.waits()) {
                String[] f = w.split(" ");
                waitedUs += f[0].equals("sleep") ? Long.parseLong(f[1]) * 1000 : Long.parseLong(f[1]);
            }
            return waitedUs <= LOOP_TIMEOUT_US && startsWith(oversleep.waits(), acpiexec.waits())
                    && startsWith(oversleep.debug(), acpiexec.debug());
        }

        /** acpiexec's While timeout in 20200925 (and OversleepMirror's), in us. */
        static final long LOOP_TIMEOUT_US = 10_000_000;

        private static boolean startsWith(List<String> longer, List<String> prefix) {
            return longer.size() >= prefix.size() && longer.subList(0, prefix.size()).equals(prefix);
        }

        /** Agrees only by one of {@link Observation#agreesWith}'s rules, not token for token. */
        boolean byRule() {
            return agrees() && !oversleep.equals(acpiexec);
        }
    }

    /**
     * A machine's run: the load failure when Oversleep does not load it (then no cases), how
     * many zero-argument sleeping methods it has, the cases, and the wall time of each side.
     */
    record MachineRun(String machine, String loadError, int sleepingMethods, List<Case> cases, long acpiexecNs,
                      long oversleepNs) {
    }

    /** Which of a machine's zero-argument sleeping methods to run. */
    record Selection(int perMachine) {
        static final Selection ALL = new Selection(Integer.MAX_VALUE);

        /** Up to perMachine methods spread evenly over the sorted list (all when it has no more). */
        List<String> pick(List<String> sorted) {
            if (sorted.size() <= perMachine) {
                return sorted;
            }
            List<String> out = new ArrayList<>();
            for (int i = 0; i < perMachine; i++) {
                out.add(sorted.get((int) ((long) i * sorted.size() / perMachine)));
            }
            return out;
        }
    }

    static MachineRun run(Path dump, List<Integer> fills, Selection selection, Path work, ExecutorService pool,
                          AcpiexecCache cache, InterpreterMode mode) throws IOException, InterruptedException {
        String machine = LinuxhwCorpus.name(dump);
        AcpiMachine probe;
        try {
            probe = AcpiMachine.load(dump);
        } catch (RuntimeException e) {
            return new MachineRun(machine, e.getMessage(), 0, List.of(), 0, 0);
        }
        List<String> methods = probe.sleepSites().keySet().stream().filter(m -> probe.argCount(m) == 0).sorted().toList();
        List<String> picked = selection.pick(methods);
        if (picked.isEmpty()) {
            return new MachineRun(machine, null, 0, List.of(), 0, 0);
        }
        List<Path> tables = Acpiexec.extract(dump, Files.createDirectories(work.resolve(machine)));
        long t0 = System.nanoTime();
        List<Future<AcpiexecBatch.Result>> theirs = new ArrayList<>();
        for (int fill : fills) {
            theirs.add(pool.submit(() -> acpiexec(machine, tables, picked, fill, cache, mode)));
        }
        List<Case> cases = new ArrayList<>();
        long acpiexecNs = 0;
        long oversleepNs = 0;
        try {
            for (int f = 0; f < fills.size(); f++) {
                AcpiexecBatch.Result reference = theirs.get(f).get();
                acpiexecNs = System.nanoTime() - t0;
                long t1 = System.nanoTime();
                List<Observation> ours = oversleep(dump, fills.get(f), picked, reference.chunkStarts(), mode);
                oversleepNs += System.nanoTime() - t1;
                for (int i = 0; i < picked.size(); i++) {
                    cases.add(new Case(picked.get(i), fills.get(f), reference.observations().get(i), ours.get(i)));
                }
            }
        } catch (ExecutionException e) {
            throw new AssertionError(machine + ": " + e.getCause(), e.getCause());
        } finally {
            theirs.forEach(f -> f.cancel(true));
        }
        return new MachineRun(machine, null, methods.size(), Collections.unmodifiableList(cases), acpiexecNs, oversleepNs);
    }

    private static AcpiexecBatch.Result acpiexec(String machine, List<Path> tables, List<String> methods, int fill,
                                                 AcpiexecCache cache, InterpreterMode mode)
            throws IOException, InterruptedException {
        AcpiexecBatch.Result r = cache.get(machine, fill, methods);
        if (r == null) {
            r = AcpiexecBatch.run(tables, methods, fill, mode);
            cache.put(machine, fill, methods, r);
        }
        return r;
    }

    /**
     * Oversleep's side: booted once, each chunk on a fresh copy, as acpiexec's processes ran
     * them. An exception that is not an AML status is an observation too (and a bug).
     */
    static List<Observation> oversleep(Path dump, int fill, List<String> methods, List<Integer> chunkStarts,
                                       InterpreterMode mode) {
        AmlRunner booted = OversleepMirror.boot(AcpiMachine.load(dump), fill, mode);
        List<Observation> out = new ArrayList<>();
        for (int c = 0; c < chunkStarts.size(); c++) {
            int from = chunkStarts.get(c);
            int to = c + 1 < chunkStarts.size() ? chunkStarts.get(c + 1) : methods.size();
            List<String> chunk = methods.subList(from, to);
            try {
                out.addAll(OversleepMirror.runInSequence(booted, chunk));
            } catch (RuntimeException e) {
                chunk.forEach(m -> out.add(new Observation(List.of("internal " + e), List.of(), List.of())));
            }
        }
        return out;
    }
}
