package dev.oversleep.cli;

import dev.oversleep.input.BadInputException;
import dev.oversleep.input.BadValueException;
import dev.oversleep.kernel.LoopMode;
import dev.oversleep.kernel.SleepCall;
import java.util.List;
import picocli.CommandLine.Option;

/** The options of a sweep: the call, the lengths, iterations and how they are armed. */
public final class SweepOptions {
    /** msecs_to_jiffies() turns 2^31 ms and more into MAX_JIFFY_OFFSET: a sleep without end. */
    static final long MAX_MS = Integer.MAX_VALUE;
    /** The most sleeps a sweep runs (lengths times iterations): about half a minute of simulation. */
    static final long MAX_SLEEPS = 10_000_000;

    @Option(names = "--call", defaultValue = "msleep",
            description = "msleep, schedule-timeout, fsleep, udelay, usleep-range[:MIN_US-MAX_US|:+N%%|:+Nus|:xF], "
                    + "acpi-os-sleep[:POLICY] (default: ${DEFAULT-VALUE}).")
    String call;

    @Option(names = "--ms", split = ",", defaultValue = "1,2,5,10,20,100,1000",
            description = "Requested lengths in ms (default: ${DEFAULT-VALUE}).")
    List<Long> ms;

    @Option(names = "--iterations", defaultValue = "10", description = "Calls per length (default: ${DEFAULT-VALUE}).")
    int iterations;

    @Option(names = "--loop", defaultValue = "back-to-back",
            description = "back-to-back (each call right after the last wake-up), random-phase, or io-wait (each call "
                    + "after an idle gap that an I/O interrupt ends) (default: ${DEFAULT-VALUE}).")
    String loop;

    /** The call, checked against every length (a relative usleep_range window can end too late). */
    SleepCall sleepCall() {
        SleepCall c = Flags.value("--call", call, SleepCall::parse);
        try {
            lengths().forEach(c::check);
        } catch (BadValueException e) {
            throw e.relabeled("--call");
        }
        return c;
    }

    LoopMode loopMode() {
        return Flags.value("--loop", loop, LoopMode::parse);
    }

    List<Long> lengths() {
        if (ms == null || ms.isEmpty()) {
            throw new BadInputException("--ms: give at least one length");
        }
        for (long m : ms) {
            if (m < 0 || m > MAX_MS) {
                throw new BadInputException("--ms " + m + ": a length must be 0.." + MAX_MS + " (from 2^31 ms msecs_to_jiffies returns MAX_JIFFY_OFFSET: the sleep never ends)");
            }
        }
        if (iterations < 1 || iterations > 1_000_000) {
            throw new BadInputException("--iterations " + iterations + ": must be 1..1000000");
        }
        if ((long) ms.size() * iterations > MAX_SLEEPS) {
            throw new BadInputException("--ms and --iterations: " + ms.size() + " lengths of " + iterations
                    + " sleeps each make " + (long) ms.size() * iterations + " sleeps; at most " + MAX_SLEEPS);
        }
        return ms;
    }
}
