package dev.oversleep.acpi.census;

import dev.oversleep.acpi.InterpreterMode;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Hz;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import java.util.List;

/**
 * What every machine of a census runs under: the kernel release and CONFIG_NO_HZ_IDLE, the
 * platform, the seed of each run's kernel, the byte unset region memory reads as, and the HZ
 * values and acpi_os_sleep policies crossed.
 */
public record CensusConfig(KernelVersion kernel, boolean nohz, PlatformProfile platform, String platformName, long seed,
                           int fill, InterpreterMode interpreter, List<Integer> hz, List<AcpiOsSleepPolicy> policies) {

    KernelProfile profile(int hzValue) {
        return nohz ? KernelProfile.nohzIdle(kernel, Hz.of(hzValue)) : KernelProfile.periodicTick(kernel, Hz.of(hzValue));
    }
}
