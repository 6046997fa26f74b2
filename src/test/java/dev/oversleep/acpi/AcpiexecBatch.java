package dev.oversleep.acpi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Many methods in few acpiexec processes: {@code acpiexec -b "execute A;execute B;..."} runs
 * them one after another on one namespace, as calls on a running machine, loading and
 * initializing the tables once (one process per method costs the load every time: a linuxhw
 * machine's 300 sleeping methods took five minutes that way on this shared machine, this way
 * seconds). acpiexec takes at most 1023 characters of batch commands, so a long list runs as
 * several <em>chunks</em>, each in a fresh process; a method that blocks for good (or kills
 * acpiexec) ends its chunk, and the next chunk starts after it. Oversleep mirrors the same
 * chunks ({@link OversleepMirror#runInSequence}).
 *
 * <p>stdout is made line-buffered (coreutils' libstdbuf next to the virtual-time preload) and
 * merged with stderr, so each wait the preload logs lands between the "Evaluating \M" line of
 * its method and that method's result, and a line acpiexec's notify thread prints cannot cut
 * into a Debug line of the method (unbuffered, it did once: the Inspiron 5537's _Q38).
 */
final class AcpiexecBatch {
    /** acpiexec 20200925 ignores a -b argument of 1024 characters or more (measured). */
    static final int MAX_BATCH_CHARS = 1000;
    static final Path STDBUF = Path.of("/usr/libexec/coreutils/libstdbuf.so");
    /** What acpiexec shows for a method during which it exited without a result. */
    static final String DIED = "acpiexec-died";
    /** No output for this long: the method blocks for good (its waits cost no real time). */
    private static final int HANG_SECONDS = 30;

    private AcpiexecBatch() {
    }

    /** Each method's observation, and the index of the first method of each chunk. */
    record Result(List<Observation> observations, List<Integer> chunkStarts) {
    }

    static Result run(List<Path> tables, List<String> methods, int fill) throws IOException, InterruptedException {
        return run(tables, methods, fill, InterpreterMode.STRICT);
    }

    /** {@link #run}, acpiexec in slack mode ({@code -es}) when MODE is SLACK. */
    static Result run(List<Path> tables, List<String> methods, int fill, InterpreterMode mode)
            throws IOException, InterruptedException {
        List<Observation> out = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        int i = 0;
        while (i < methods.size()) {
            starts.add(i);
            int end = i;
            int chars = 0;
            while (end < methods.size() && (end == i || chars + methods.get(end).length() + 9 < MAX_BATCH_CHARS)) {
                chars += methods.get(end).length() + 9;
                end++;
            }
            Chunk c = chunk(tables, methods.subList(i, end), fill, mode);
            out.addAll(c.done());
            if (c.done().size() == end - i) {
                i = end;
            } else {
                out.add(c.unfinished());
                i += c.done().size() + 1;
            }
        }
        return new Result(List.copyOf(out), List.copyOf(starts));
    }

    /** The methods a process finished, and the one it was in when it stopped (null if none). */
    record Chunk(List<Observation> done, Observation unfinished) {
    }

    private static Chunk chunk(List<Path> tables, List<String> methods, int fill, InterpreterMode mode)
            throws IOException, InterruptedException {
        StringBuilder cmd = new StringBuilder();
        methods.forEach(m -> cmd.append(cmd.length() > 0 ? ";" : "").append("execute ").append(m));
        List<String> argv = new ArrayList<>(List.of("acpiexec", "-fv", String.format("0x%02X", fill), "-b", cmd.toString()));
        if (mode == InterpreterMode.SLACK) {
            argv.add(1, "-es");
        }
        tables.forEach(t -> argv.add(t.toString()));
        Path out = Files.createTempFile("acpiexec-batch", ".out");
        try {
            ProcessBuilder pb = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectErrorStream(true).redirectOutput(out.toFile());
            pb.environment().put("LD_PRELOAD", Acpiexec.PRELOAD + ":" + STDBUF);
            pb.environment().put("_STDBUF_O", "L");
            Process p = pb.start();
            boolean hung = false;
            try {
                long size = -1;
                long quietSince = System.nanoTime();
                while (!p.waitFor(1, TimeUnit.SECONDS)) {
                    long now = Files.size(out);
                    if (now != size) {
                        size = now;
                        quietSince = System.nanoTime();
                    } else if (System.nanoTime() - quietSince > TimeUnit.SECONDS.toNanos(HANG_SECONDS)) {
                        hung = true;
                        break;
                    }
                }
            } finally {
                p.destroyForcibly().waitFor(); // also when this thread is interrupted
            }
            return parse(Files.readString(out), methods, hung);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    /** Splits the merged output at each "Evaluating \M" line; each piece reads as one run. */
    static Chunk parse(String merged, List<String> methods, boolean hung) {
        List<String> lines = AcpiexecOutput.withoutNotifies(merged).lines().toList();
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("Evaluating ")) {
                at.add(i);
            }
        }
        List<Observation> done = new ArrayList<>();
        Observation unfinished = null;
        for (int k = 0; k < at.size() && k < methods.size(); k++) {
            String piece = String.join("\n", lines.subList(at.get(k), k + 1 < at.size() ? at.get(k + 1) : lines.size()));
            Observation o = AcpiexecOutput.parse(piece, piece);
            if (o.result().isEmpty()) {
                unfinished = new Observation(List.of(hung ? Observation.HUNG : DIED), o.debug(), o.waits());
                break;
            }
            done.add(o);
        }
        if (unfinished == null && done.size() < methods.size()) {
            unfinished = new Observation(List.of(hung ? Observation.HUNG : DIED), List.of(), List.of());
        }
        return new Chunk(done, unfinished);
    }
}
