package dev.oversleep.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HostFactsReaderTest {
    private final HostTimers timers = HostTimers.load();

    /** TICK_NSEC = (1e9 + HZ/2) / HZ (include/vdso/jiffies.h): 10000000, 4000000, 3333333, 1000000. */
    @ParameterizedTest
    @CsvSource({"10000000,100", "4000000,250", "3333333,300", "1000000,1000", "3333334,300"})
    void hzIsRecoveredFromOneTick(long tickNs, int hz) {
        assertEquals(hz, HostFactsReader.hzFromTick(tickNs));
    }

    @Test
    void anEmptyRootDegradesToUnknownWithoutThrowing(@TempDir Path root) {
        HostFacts f = new HostFactsReader(root, timers).read();
        assertEquals("unknown", f.kernelRelease());
        assertEquals("unknown", f.clocksource());
        assertEquals("unknown", f.idleDriver());
        assertEquals("unknown", f.cpuModel());
        assertNull(f.tickStoppedWhenIdle());
        assertNull(f.tickConfig());
        assertNull(f.configHz());
        assertEquals(Runtime.getRuntime().availableProcessors(), f.cpus());
    }

    @Test
    void factsAreReadFromProcAndSys(@TempDir Path root) throws IOException {
        write(root, "proc/sys/kernel/osrelease", "6.1.0-test\n");
        write(root, "sys/devices/system/clocksource/clocksource0/current_clocksource", "tsc\n");
        write(root, "sys/devices/system/cpu/cpuidle/current_driver", "intel_idle\n");
        write(root, "proc/cpuinfo", "processor\t: 0\nmodel name\t: Test CPU\nprocessor\t: 1\nmodel name\t: Test CPU\n");
        write(root, "boot/config-6.1.0-test", "CONFIG_HZ_1000=y\nCONFIG_HZ=1000\nCONFIG_NO_HZ_IDLE=y\n");
        HostFacts f = new HostFactsReader(root, timers).read();
        assertEquals("6.1.0-test", f.kernelRelease());
        assertEquals("tsc", f.clocksource());
        assertEquals("intel_idle", f.idleDriver());
        assertEquals("Test CPU", f.cpuModel());
        assertEquals(2, f.cpus());
        assertEquals(1000, f.configHz());
        assertEquals(true, f.tickStoppedWhenIdle());
        assertEquals("CONFIG_NO_HZ_IDLE", f.tickConfig());
    }

    @Test
    void procConfigGzWinsAndNohzOffOnTheCommandLineOverridesIt(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("proc"));
        try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(root.resolve("proc/config.gz")))) {
            o.write("CONFIG_HZ=250\nCONFIG_NO_HZ_FULL=y\n".getBytes(StandardCharsets.UTF_8));
        }
        HostFacts full = new HostFactsReader(root, timers).read();
        assertEquals(true, full.tickStoppedWhenIdle());
        assertEquals("CONFIG_NO_HZ_FULL", full.tickConfig());
        write(root, "proc/cmdline", "root=/dev/vda nohz=off quiet\n");
        HostFacts f = new HostFactsReader(root, timers).read();
        assertEquals(250, f.configHz());
        assertEquals(false, f.tickStoppedWhenIdle());
        assertEquals("nohz=off", f.tickConfig());
    }

    private static void write(Path root, String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }
}
