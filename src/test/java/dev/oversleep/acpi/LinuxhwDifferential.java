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
 * Stall site (or a sample of them), at each region fill, run once by acpiexec under the
 * virtual-time preload and once by Oversleep set up as acpiexec runs ({@link OversleepMirror}):
 * acpiexec loads and initializes the tables for each method, Oversleep boots them once per fill
 * and runs each method on a fresh copy of the booted state ({@link AmlRunner}).
 */
final class LinuxhwDifferential {
    private LinuxhwDifferential() {
    }

    /** One method at one fill in both interpreters, with the wall time each took. */
    record Case(String method, int fill, Observation acpiexec, Observation oversleep, long acpiexecNs, long oversleepNs) {
        boolean agrees() {
            return oversleep.agreesWith(acpiexec);
        }

        /** Agrees only by one of {@link Observation#agreesWith}'s rules, not token for token. */
        boolean byRule() {
            return agrees() && !oversleep.equals(acpiexec);
        }
    }

    /**
     * A machine's run: the load failure when Oversleep does not load it (then no cases), how
     * many zero-argument sleeping methods it has, and the cases run.
     */
    record MachineRun(String machine, String loadError, int sleepingMethods, List<Case> cases) {
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
                          AcpiexecCache cache) throws IOException, InterruptedException {
        String machine = LinuxhwCorpus.name(dump);
        AcpiMachine probe;
        try {
            probe = AcpiMachine.load(dump);
        } catch (RuntimeException e) {
            return new MachineRun(machine, e.getMessage(), 0, List.of());
        }
        List<String> methods = probe.sleepSites().keySet().stream().filter(m -> probe.argCount(m) == 0).sorted().toList();
        List<String> picked = selection.pick(methods);
        Path dir = Files.createDirectories(work.resolve(machine));
        List<Path> tables = picked.isEmpty() ? List.of() : Acpiexec.extract(dump, dir);
        List<Future<Timed>> theirs = new ArrayList<>();
        for (int fill : fills) {
            for (String m : picked) {
                theirs.add(pool.submit(() -> acpiexec(machine, tables, m, fill, cache)));
            }
        }
        List<Case> cases = new ArrayList<>();
        try {
            int i = 0;
            for (int fill : fills) {
                AmlRunner booted = picked.isEmpty() ? null : boot(dump, fill);
                for (String m : picked) {
                    long t0 = System.nanoTime();
                    Observation ours = oversleep(booted, m);
                    long ns = System.nanoTime() - t0;
                    Timed t = theirs.get(i++).get();
                    cases.add(new Case(m, fill, t.observation(), ours, t.ns(), ns));
                }
            }
        } catch (ExecutionException e) {
            throw new AssertionError(machine + ": " + e.getCause(), e.getCause());
        } finally {
            theirs.forEach(f -> f.cancel(true));
        }
        return new MachineRun(machine, null, methods.size(), Collections.unmodifiableList(cases));
    }

    private record Timed(Observation observation, long ns) {
    }

    private static Timed acpiexec(String machine, List<Path> tables, String method, int fill, AcpiexecCache cache)
            throws IOException, InterruptedException {
        long t0 = System.nanoTime();
        Observation o = cache.get(machine, fill, method);
        if (o == null) {
            o = Acpiexec.run(tables, method, List.of(), fill);
            cache.put(machine, fill, method, o);
        }
        return new Timed(o, System.nanoTime() - t0);
    }

    /** The machine booted once per fill; each method then runs on a fresh copy of that state. */
    private static AmlRunner boot(Path dump, int fill) {
        return OversleepMirror.boot(AcpiMachine.load(dump), fill);
    }

    /** Oversleep's side; an exception that is not an AML status is an observation too (and a bug). */
    static Observation oversleep(AmlRunner booted, String method) {
        try {
            return OversleepMirror.run(booted, method, List.of());
        } catch (RuntimeException e) {
            return new Observation(List.of("internal " + e), List.of(), List.of());
        }
    }
}
