package dev.oversleep.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The aggregate "cpu" line of /proc/stat, in USER_HZ ticks (Documentation/filesystems/proc.rst):
 * user nice system idle iowait irq softirq steal. Guest time is already inside user.
 */
public record CpuTimes(long total, long idle, long steal) {

    /** Reads the line, or empty when /proc/stat is missing or unparseable. */
    public static Optional<CpuTimes> read(Path procStat) {
        try {
            for (String line : Files.readAllLines(procStat)) {
                if (line.startsWith("cpu ")) {
                    return Optional.of(parse(line));
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    static CpuTimes parse(String line) {
        String[] f = line.trim().split("\\s+");
        long[] v = new long[8];
        for (int i = 0; i < v.length && i + 1 < f.length; i++) {
            v[i] = Long.parseLong(f[i + 1]);
        }
        long total = 0;
        for (long x : v) {
            total += x;
        }
        return new CpuTimes(total, v[3] + v[4], v[7]);
    }

    /** Busy and steal fractions between two readings; empty when no time passed. */
    public static Optional<CpuLoad> between(CpuTimes before, CpuTimes after) {
        long total = after.total - before.total;
        if (total <= 0) {
            return Optional.empty();
        }
        long steal = after.steal - before.steal;
        long busy = total - (after.idle - before.idle) - steal;
        return Optional.of(new CpuLoad((double) busy / total, (double) steal / total));
    }

    /** Fractions of all CPUs' time: busy (not idle, iowait or stolen) and stolen by the hypervisor. */
    public record CpuLoad(double busyFraction, double stealFraction) {
    }
}
