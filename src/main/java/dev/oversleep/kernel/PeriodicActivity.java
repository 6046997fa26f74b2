package dev.oversleep.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * When the platform's {@link PeriodicTimer}s interrupt each CPU. Phases are drawn per timer and
 * CPU from the run's seed by a fixed hash, so they do not depend on the order in which the model
 * looks at CPUs. Wheel timers expire at tick starts.
 */
final class PeriodicActivity {
    /** One CPU's view of one timer: an expiry every periodNs, the first at phaseNs. */
    private record Stream(long periodNs, long phaseNs, boolean wheel) {
        long lastAtOrBefore(long t) {
            return phaseNs + Math.floorDiv(t - phaseNs, periodNs) * periodNs;
        }
    }

    private final List<PeriodicTimer> timers;
    private final int cpus;
    private final long seed;
    private final TickClock ticks;
    private final Stream[][] streams;

    PeriodicActivity(List<PeriodicTimer> timers, int cpus, long seed, TickClock ticks) {
        this.timers = timers.stream().filter(PeriodicTimer::wakesIdleCpu).toList();
        this.cpus = cpus;
        this.seed = seed;
        this.ticks = ticks;
        this.streams = new Stream[cpus][];
    }

    private Stream[] streams(int cpu) {
        Stream[] s = streams[cpu];
        if (s == null) {
            List<Stream> out = new ArrayList<>();
            for (int i = 0; i < timers.size(); i++) {
                PeriodicTimer t = timers.get(i);
                long p = Math.round(t.periodNs().value());
                boolean wheel = "timer".equals(t.kind());
                switch (t.placement()) {
                    case "each" -> out.add(new Stream(p, mix(i, cpu) % p, wheel));
                    case "rotating" -> {
                        long first = mix(i, -1) % p;
                        int startCpu = (int) (mix(i, -2) % cpus);
                        out.add(new Stream(p * cpus, first + Math.floorMod(cpu - startCpu, cpus) * p, wheel));
                    }
                    default -> {
                        if (t.fixedCpu() == cpu) {
                            out.add(new Stream(p, mix(i, cpu) % p, wheel));
                        }
                    }
                }
            }
            s = out.toArray(Stream[]::new);
            streams[cpu] = s;
        }
        return s;
    }

    /** splitmix64 of (seed, timer, cpu), non-negative. */
    private long mix(int timer, int cpu) {
        long z = seed + 0x9E3779B97F4A7C15L * (timer * 1_000_003L + cpu + 7);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) & Long.MAX_VALUE;
    }

    /** Whether the event last returned by {@link #lastBetween} or {@link #nextAfter} was a wheel timer's. */
    private boolean lastWheel;

    boolean lastWasWheel() {
        return lastWheel;
    }

    /**
     * The latest expiry on cpu in (after, t], or {@link Long#MIN_VALUE} when there is none;
     * {@link #lastWasWheel} then says whether it was a wheel timer's.
     */
    long lastBetween(int cpu, long after, long t) {
        long best = Long.MIN_VALUE;
        for (Stream s : streams(cpu)) {
            long e = s.lastAtOrBefore(t);
            if (s.wheel) {
                e = ticks.tickStart(ticks.jiffiesAt(e));
            }
            if (e > after && e > best) {
                best = e;
                lastWheel = s.wheel;
            }
        }
        return best;
    }

    /** How many timers interrupt cpu: each interrupt stepped through looks at every one of them. */
    int timersOn(int cpu) {
        return streams(cpu).length;
    }

    /**
     * How many interrupts the timers make on cpu in (after, t]: what stepping through them one by
     * one costs. A wheel timer interrupts at most once a tick, however short its period.
     */
    long countBetween(int cpu, long after, long t) {
        long n = 0;
        for (Stream s : streams(cpu)) {
            long k = Math.floorDiv(t - s.phaseNs, s.periodNs) - Math.floorDiv(after - s.phaseNs, s.periodNs);
            if (s.wheel) {
                k = Math.min(k, ticks.jiffiesAt(t) - ticks.jiffiesAt(after) + 1);
            }
            n = Math.max(n, n + k); // saturates instead of wrapping
        }
        return n;
    }

    /** The first expiry on cpu after t ({@link Long#MAX_VALUE} if none); see {@link #lastWasWheel}. */
    long nextAfter(int cpu, long t) {
        long best = Long.MAX_VALUE;
        for (Stream s : streams(cpu)) {
            long e = s.lastAtOrBefore(t) + s.periodNs;
            if (s.wheel) {
                // delivered at the start of its tick: the first instant whose tick starts after t
                // (a period shorter than a jiffy puts several instants in one tick)
                long raw = e;
                e = ticks.tickStart(ticks.jiffiesAt(raw));
                while (e <= t) {
                    raw += s.periodNs;
                    e = ticks.tickStart(ticks.jiffiesAt(raw));
                }
            }
            if (e < best) {
                best = e;
                lastWheel = s.wheel;
            }
        }
        return best;
    }

    /** The next hrtimer expiry on cpu after t ({@link TickSched#NONE} if none): the device's other events. */
    long nextHrtimerAfter(int cpu, long t) {
        long best = TickSched.NONE;
        for (Stream s : streams(cpu)) {
            if (!s.wheel) {
                best = Math.min(best, s.lastAtOrBefore(t) + s.periodNs);
            }
        }
        return best;
    }
}
