package dev.oversleep.pm;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.VirtualTimebase;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a callback's steps into segments at the moment it starts. Kernel primitives run on a
 * virtual kernel whose clock starts at the callback's start, so msleep rounds to the ticks the
 * device would really see; udelay, mdelay and CPU work are busy, the sleeps are not.
 */
final class CallbackRunner {
    private final KernelProfile profile;
    private final PlatformProfile platform;
    private final long seed;
    private final AcpiFirmware firmware;

    /** What running a callback produced; {@code error} is set when an AML method failed. */
    record Outcome(List<Segment> segments, List<AmlSleep> amlSleeps, String error) {
    }

    CallbackRunner(KernelProfile profile, PlatformProfile platform, long seed, AcpiFirmware firmware) {
        this.profile = profile;
        this.platform = platform;
        this.seed = seed;
        this.firmware = firmware;
    }

    Outcome run(String device, int deviceIndex, PmPhase phase, List<CallbackStep> steps, long startNs) {
        Kernel k = Kernel.seeded(profile, platform, new VirtualTimebase(startNs),
                seed * 1_000_003L + deviceIndex * 31L + phase.ordinal());
        List<Segment> segments = new ArrayList<>();
        List<AmlSleep> sleeps = new ArrayList<>();
        String error = null;
        for (CallbackStep step : steps) {
            if (step instanceof CallbackStep.Busy b) {
                segments.add(new Segment(true, b.ns(), "work"));
            } else if (step instanceof CallbackStep.Primitive p) {
                long t0 = k.now();
                boolean busy = primitive(k, p);
                segments.add(new Segment(busy, k.now() - t0, p.name() + p.args()));
            } else if (step instanceof CallbackStep.Aml a) {
                if (firmware == null) {
                    throw new IllegalStateException(device + " " + phase.key() + " runs AML but the machine names no acpidump");
                }
                AcpiFirmware.Call call = firmware.call(a.method(), a.args());
                segments.addAll(call.segments());
                call.osCalls().forEach(c -> sleeps.add(new AmlSleep(device, phase.key(), c.method(), c.op(), c.requested(),
                        c.modeledNs())));
                if (call.error() != null && error == null) {
                    error = call.error();
                }
            }
        }
        return new Outcome(segments, sleeps, error);
    }

    /** Calls the primitive; true when it spins (udelay, mdelay) rather than sleeps. */
    private static boolean primitive(Kernel k, CallbackStep.Primitive p) {
        long a = p.args().get(0);
        switch (p.name()) {
            case "msleep" -> k.msleep(a);
            case "usleep_range" -> k.usleepRange(a, p.args().get(1));
            case "fsleep" -> k.fsleep(a);
            case "udelay" -> {
                k.udelay(a);
                return true;
            }
            case "mdelay" -> {
                k.mdelay(a);
                return true;
            }
            default -> throw new IllegalArgumentException("unknown primitive " + p.name());
        }
        return false;
    }
}
