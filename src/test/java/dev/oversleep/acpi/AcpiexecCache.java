package dev.oversleep.acpi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * acpiexec's batch results kept on disk between runs of the linuxhw campaign
 * (bench/linuxhw-differential.sh), one file per machine, fill and method list: acpiexec and the
 * tables do not change when Oversleep does, and acpiexec's side is most of the campaign's time. Off unless a directory is given (the
 * suite in CI always runs acpiexec). The key includes acpiexec's size and time and a hash of
 * the preload library, so a different build of either is not served stale results.
 */
final class AcpiexecCache {
    static final AcpiexecCache OFF = new AcpiexecCache(null, "");

    private final Path dir;
    private final String version;

    private AcpiexecCache(Path dir, String version) {
        this.dir = dir;
        this.version = version;
    }

    /** A cache in DIR, or {@link #OFF} for null or blank. */
    static AcpiexecCache in(String dir) throws IOException {
        return in(dir, InterpreterMode.STRICT);
    }

    /** A cache in DIR of acpiexec's answers in MODE (part of the key), or {@link #OFF} for null or blank. */
    static AcpiexecCache in(String dir, InterpreterMode mode) throws IOException {
        if (dir == null || dir.isBlank()) {
            return OFF;
        }
        Path exe = Path.of("/usr/bin/acpiexec");
        String v;
        try {
            byte[] preload = MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(Acpiexec.PRELOAD));
            v = (Files.exists(exe) ? Files.size(exe) + "@" + Files.getLastModifiedTime(exe) : "?") + "/"
                    + HexFormat.of().formatHex(preload, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return new AcpiexecCache(Path.of(dir), mode == InterpreterMode.STRICT ? v : v + "/" + mode.cliName());
    }

    /** The batch result kept for these methods of MACHINE at FILL, or null. */
    AcpiexecBatch.Result get(String machine, int fill, List<String> methods) throws IOException {
        if (dir == null) {
            return null;
        }
        Path f = file(machine, fill, methods);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        if (lines.size() < 2 || !lines.get(0).equals("version " + version) || !lines.get(1).startsWith("chunks ")) {
            return null;
        }
        List<Integer> starts = new ArrayList<>();
        for (String n : lines.get(1).substring(7).trim().split(" ")) {
            starts.add(Integer.parseInt(n));
        }
        List<Observation> out = new ArrayList<>();
        List<String> result = null;
        List<String> debug = null;
        List<String> waits = null;
        for (String line : lines.subList(2, lines.size())) {
            int sp = line.indexOf(' ');
            String kind = sp < 0 ? line : line.substring(0, sp);
            String value = sp < 0 ? "" : unescape(line.substring(sp + 1));
            switch (kind) {
                case "method" -> {
                    if (result != null) {
                        out.add(new Observation(result, debug, waits));
                    }
                    result = new ArrayList<>();
                    debug = new ArrayList<>();
                    waits = new ArrayList<>();
                }
                case "result" -> result.add(value);
                case "debug" -> debug.add(value);
                case "wait" -> waits.add(value);
                default -> {
                    return null;
                }
            }
        }
        if (result != null) {
            out.add(new Observation(result, debug, waits));
        }
        return out.size() == methods.size() ? new AcpiexecBatch.Result(out, starts) : null;
    }

    void put(String machine, int fill, List<String> methods, AcpiexecBatch.Result r) throws IOException {
        if (dir == null || r.observations().stream().anyMatch(o -> o.result().equals(List.of(Observation.HUNG)))) {
            return; // a hang may be this machine's load, not acpiexec's answer: ask again next time
        }
        StringBuilder sb = new StringBuilder("version " + version + "\nchunks");
        r.chunkStarts().forEach(c -> sb.append(' ').append(c));
        sb.append('\n');
        for (int i = 0; i < methods.size(); i++) {
            Observation o = r.observations().get(i);
            sb.append("method ").append(escape(methods.get(i))).append('\n');
            o.result().forEach(t -> sb.append("result ").append(escape(t)).append('\n'));
            o.debug().forEach(t -> sb.append("debug ").append(escape(t)).append('\n'));
            o.waits().forEach(t -> sb.append("wait ").append(t).append('\n'));
        }
        Path f = file(machine, fill, methods);
        Files.createDirectories(f.getParent());
        Path tmp = Files.createTempFile(f.getParent(), "obs", ".tmp");
        Files.writeString(tmp, sb, StandardCharsets.UTF_8);
        Files.move(tmp, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    private Path file(String machine, int fill, List<String> methods) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(String.join("\n", methods).getBytes(StandardCharsets.UTF_8));
            return dir.resolve(machine).resolve(LinuxhwDifferences.fillName(fill) + "-" + HexFormat.of().formatHex(h, 0, 12));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One line per token: backslash, CR and LF escaped. */
    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
    }

    private static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(++i);
                out.append(n == 'n' ? '\n' : n == 'r' ? '\r' : n);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
