package dev.oversleep.pm;

import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.RunQueue;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.sim.SimRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a callback's steps into segments at the moment it starts. Kernel primitives run on a
 * virtual kernel whose clock starts at the callback's start and whose ticks are the machine's
 * one periodic tick ({@code tickPhaseNs}, the same for every callback of a run), so msleep rounds
 * to the tick boundaries the device really meets; udelay, mdelay and CPU work are busy, the
 * sleeps and hardware waits are not. AML runs on the firmware's kernel, whose clock is moved up
 * to the step's start first (it cannot move back: when callbacks' AML interleaves in time, a
 * later one keeps the firmware clock's tick phase, at most one tick's difference per Sleep).
 */
final class CallbackRunner {
    private final KernelProfile profile;
    private final PlatformProfile platform;
    private final long seed;
    private final long tickPhaseNs;
    private final AcpiFirmware firmware;
    private final Kernel firmwareKernel;

    /** What running a callback produced; {@code error} is set when an AML method failed. */
    record Outcome(List<Segment> segments, List<AmlSleep> amlSleeps, String error) {
    }

    CallbackRunner(KernelProfile profile, PlatformProfile platform, long seed, long tickPhaseNs, AcpiFirmware firmware,
                   Kernel firmwareKernel) {
        this.profile = profile;
        this.platform = platform;
        this.seed = seed;
        this.tickPhaseNs = tickPhaseNs;
        this.firmware = firmware;
        this.firmwareKernel = firmwareKernel;
    }

    /**
     * Runs STEPS (one piece of a callback: no mutex steps) from STARTNS. PIECE numbers the
     * pieces of a callback that takes a mutex; piece 0 keeps the seeding a whole callback had.
     */
    Outcome run(String device, int deviceIndex, PmPhase phase, List<CallbackStep> steps, long startNs, int piece) {
        Kernel k = new Kernel(profile, platform, new VirtualTimebase(startNs),
                new SimRandom(seed * 1_000_003L + deviceIndex * 31L + phase.ordinal() + piece * 7_919L), tickPhaseNs,
                RunQueue.IDLE);
        List<Segment> segments = new ArrayList<>();
        List<AmlSleep> sleeps = new ArrayList<>();
        String error = null;
        long t = startNs;
        for (CallbackStep step : steps) {
            if (step instanceof CallbackStep.Aml a) {
                if (firmware == null) {
                    throw new IllegalStateException(device + " " + phase.key() + " runs AML but no ACPI tables are loaded");
                }
                if (t > firmwareKernel.now()) {
                    firmwareKernel.timebase().idleUntil(t);
                }
                AcpiFirmware.Call call = firmware.call(a.method(), a.args());
                segments.addAll(call.segments());
                t += call.segments().stream().mapToLong(Segment::ns).sum();
                call.osCalls().forEach(c -> sleeps.add(new AmlSleep(device, phase.key(), c.method(), c.op(), c.requested(),
                        c.modeledNs())));
                if (call.error() != null && error == null) {
                    error = a.method() + ": " + call.error();
                }
            } else if (step instanceof CallbackStep.Repeat r) {
                long loopStart = t;
                int runs = 0;
                do {
                    Segment s = timed(k, r.step(), t);
                    segments.add(s);
                    t += s.ns();
                    runs++;
                } while (t - loopStart < r.windowNs() && runs < r.max());
            } else if (step instanceof CallbackStep.MutexLock || step instanceof CallbackStep.MutexUnlock) {
                throw new IllegalStateException(device + " " + phase.key() + ": mutex steps end a piece, PhaseRun takes them");
            } else {
                Segment s = timed(k, step, t);
                segments.add(s);
                t += s.ns();
            }
        }
        return new Outcome(segments, sleeps, error);
    }

    /** One step that takes time by itself, from T: CPU work, a hardware wait or a kernel primitive. */
    private static Segment timed(Kernel k, CallbackStep step, long t) {
        if (step instanceof CallbackStep.Busy b) {
            return new Segment(true, b.ns(), "work");
        } else if (step instanceof CallbackStep.Wait w) {
            return new Segment(false, w.ns(), "wait for the device");
        }
        CallbackStep.Primitive p = (CallbackStep.Primitive) step;
        k.timebase().idleUntil(t);
        long t0 = k.now();
        boolean busy = primitive(k, p);
        return new Segment(busy, k.now() - t0, p.name() + p.args());
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
