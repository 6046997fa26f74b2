package dev.oversleep.rtas;

import dev.oversleep.input.CliNamed;
import dev.oversleep.kernel.CpuHogsRunQueue;
import dev.oversleep.kernel.IdleRunQueue;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.SchedSlice;
import dev.oversleep.kernel.TickClock;

/** The partition's load during a DLPAR request. */
public enum LoadKind implements CliNamed {
    /** Nothing else runs but the partition's background kernel work. */
    IDLE("idle"),
    /** Every CPU runs a CPU hog (stress-ng --cpu N). */
    BUSY("busy");

    private final String cliName;

    LoadKind(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static LoadKind parse(String s) {
        return CliNamed.parse(LoadKind.class, s, "--load");
    }

    /** The run queue of this load; a busy CPU is shared by the task and one hog (two runnable). */
    RunQueue runQueue(FirmwareProfile fw, PlatformProfile platform, KernelProfile kp, TickClock ticks) {
        if (this == IDLE) {
            return new IdleRunQueue(fw.load().idleReschedRateHz().value());
        }
        int cpus = (int) platform.cpus().value();
        return new CpuHogsRunQueue(cpus, SchedSlice.sliceNs(kp.version(), cpus, 2), ticks,
                fw.load().busySmtCpuTimeFactor().value());
    }
}
