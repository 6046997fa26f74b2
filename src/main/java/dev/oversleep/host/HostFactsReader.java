package dev.oversleep.host;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

/**
 * Reads {@link HostFacts} from procfs/sysfs under a root (normally "/"), degrading every
 * missing or unreadable file to {@value #UNKNOWN} instead of failing.
 */
public final class HostFactsReader {
    public static final String UNKNOWN = "unknown";

    private final Path root;
    private final HostTimers timers;

    public HostFactsReader(Path root, HostTimers timers) {
        this.root = root;
        this.timers = timers;
    }

    public HostFacts read() {
        String release = firstLine("proc/sys/kernel/osrelease").orElse(UNKNOWN);
        Map<String, Long> res = new LinkedHashMap<>();
        for (HostClock c : HostClock.values()) {
            res.put(c.posixName(), timers.resolutionNs(c));
        }
        List<String> config = kernelConfig(release);
        TickMode tick = tickMode(config);
        return new HostFacts(
                release,
                hzFromTick(res.get(HostClock.MONOTONIC_COARSE.posixName())),
                configValue(config, "CONFIG_HZ").map(Integer::valueOf).orElse(null),
                res,
                timers.timerSlackNs(),
                firstLine("sys/devices/system/clocksource/clocksource0/current_clocksource").orElse(UNKNOWN),
                firstLine("sys/devices/system/cpu/cpuidle/current_driver").orElse(UNKNOWN),
                cpuModel(),
                cpuCount(),
                tick.stoppedWhenIdle(),
                tick.config());
    }

    /**
     * HZ from one tick in ns. The kernel's TICK_NSEC is (NSEC_PER_SEC + HZ/2) / HZ
     * (include/vdso/jiffies.h), so rounding 1e9 / tick recovers HZ exactly.
     */
    static Integer hzFromTick(Long tickNs) {
        if (tickNs == null || tickNs <= 0) {
            return null;
        }
        return (int) Math.round(1e9 / tickNs);
    }

    private String cpuModel() {
        return lines("proc/cpuinfo").stream()
                .filter(l -> l.startsWith("model name") || l.startsWith("cpu\t") || l.startsWith("Model"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst().orElse(UNKNOWN);
    }

    private int cpuCount() {
        long n = lines("proc/cpuinfo").stream().filter(l -> l.startsWith("processor")).count();
        return n > 0 ? (int) n : Runtime.getRuntime().availableProcessors();
    }

    /** NOHZ idle as the kernel was built and booted: nohz=off wins over the config (kernel/time/tick-sched.c). */
    private TickMode tickMode(List<String> config) {
        String cmdline = firstLine("proc/cmdline").orElse("");
        if ((" " + cmdline + " ").contains(" nohz=off ")) {
            return new TickMode(false, "nohz=off");
        }
        for (String option : List.of("CONFIG_NO_HZ_FULL", "CONFIG_NO_HZ_IDLE")) {
            if (config.contains(option + "=y")) {
                return new TickMode(true, option);
            }
        }
        if (config.contains("CONFIG_HZ_PERIODIC=y")) {
            return new TickMode(false, "CONFIG_HZ_PERIODIC");
        }
        return new TickMode(null, null);
    }

    private record TickMode(Boolean stoppedWhenIdle, String config) {
    }

    private static Optional<String> configValue(List<String> config, String key) {
        return config.stream().filter(l -> l.startsWith(key + "="))
                .map(l -> l.substring(key.length() + 1)).findFirst();
    }

    /** The kernel config from /proc/config.gz, else /boot/config-RELEASE, else empty. */
    private List<String> kernelConfig(String release) {
        Path gz = root.resolve("proc/config.gz");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            return lines("boot/config-" + release);
        }
    }

    private Optional<String> firstLine(String relative) {
        return lines(relative).stream().findFirst().map(String::trim).filter(s -> !s.isEmpty());
    }

    private List<String> lines(String relative) {
        try {
            return Files.readAllLines(root.resolve(relative), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
