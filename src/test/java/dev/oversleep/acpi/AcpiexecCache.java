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
 * acpiexec's observations kept on disk between runs of the linuxhw campaign
 * (bench/linuxhw-differential.sh): acpiexec and the tables do not change when Oversleep does,
 * and acpiexec's side is most of the campaign's time. Off unless a directory is given (the
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
        return new AcpiexecCache(Path.of(dir), v);
    }

    Observation get(String machine, int fill, String method) throws IOException {
        if (dir == null) {
            return null;
        }
        Path f = file(machine, fill, method);
        if (!Files.isRegularFile(f)) {
            return null;
        }
        List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals("version " + version) || !lines.get(1).equals("method " + method)) {
            return null;
        }
        List<String> result = new ArrayList<>();
        List<String> debug = new ArrayList<>();
        List<String> waits = new ArrayList<>();
        for (String line : lines.subList(2, lines.size())) {
            String value = unescape(line.substring(line.indexOf(' ') + 1));
            switch (line.substring(0, line.indexOf(' '))) {
                case "result" -> result.add(value);
                case "debug" -> debug.add(value);
                case "wait" -> waits.add(value);
                default -> {
                    return null;
                }
            }
        }
        return new Observation(result, debug, waits);
    }

    void put(String machine, int fill, String method, Observation o) throws IOException {
        if (dir == null || o.result().equals(List.of(Observation.HUNG))) {
            return; // a hang may be this machine's load, not acpiexec's answer: ask again next time
        }
        StringBuilder sb = new StringBuilder("version " + version + "\nmethod " + method + "\n");
        o.result().forEach(t -> sb.append("result ").append(escape(t)).append('\n'));
        o.debug().forEach(t -> sb.append("debug ").append(escape(t)).append('\n'));
        o.waits().forEach(t -> sb.append("wait ").append(t).append('\n'));
        Path f = file(machine, fill, method);
        Files.createDirectories(f.getParent());
        Path tmp = Files.createTempFile(f.getParent(), "obs", ".tmp");
        Files.writeString(tmp, sb, StandardCharsets.UTF_8);
        Files.move(tmp, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    private Path file(String machine, int fill, String method) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(method.getBytes(StandardCharsets.UTF_8));
            return dir.resolve(machine).resolve(LinuxhwDifferences.fillName(fill)).resolve(HexFormat.of().formatHex(h, 0, 12));
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
