package dev.oversleep.kernel;

import dev.oversleep.input.ModelFiles;
import dev.oversleep.input.ModelKind;
import dev.oversleep.input.Param;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Platform behaviour the kernel does not decide, read from
 * {@code firmware-models/platforms/*.json}. Every value carries the note saying where it came
 * from; a profile measured on a host by {@code oversleep host profile} is one too.
 *
 * @param cpus                 hardware threads
 * @param threadsPerCore       SMT siblings per core (consecutive CPU numbers)
 * @param llcCpus              CPUs sharing the last-level cache domain (sd_llc), which decides
 *                             cpus_share_cache() in the wake-up path
 * @param irqCpu               the CPU that takes device and firmware completion interrupts (an
 *                             I2C controller's, OPAL's), and so wakes a task waiting for them
 * @param wakeupLatencyMinNs   the least time from a timer's interrupt to the woken task
 *                             running (interrupt entry, idle-state exit, context switch)
 * @param wakeupLatencyMeanNs  the mean of that time; the model draws min + an exponential tail
 * @param hrtimerEventRateHz   other hrtimer expiries per second on the sleeping task's CPU; one
 *                             inside a usleep_range window wakes the sleeper early (never
 *                             before its minimum)
 * @param spuriousWakeupRateHz wake-ups per second of a TASK_INTERRUPTIBLE sleeper by anything
 *                             but its timer (signals, wake_up_process); they end
 *                             schedule_timeout_interruptible early
 * @param periodicTimers       background timers of the idle machine that interrupt idle CPUs
 * @param cpuidle              the cpuidle driver's states and governor, or null: a platform that
 *                             declares them is simulated CPU by CPU ({@link dev.oversleep.kernel.percpu}),
 *                             one that does not in closed form ({@link Machine})
 * @param clockevent           each CPU's clockevent device; required with {@code cpuidle}
 */
public record PlatformProfile(
        String schema,
        String name,
        String description,
        Param cpus,
        Param threadsPerCore,
        Param llcCpus,
        Param irqCpu,
        Param wakeupLatencyMinNs,
        Param wakeupLatencyMeanNs,
        Param hrtimerEventRateHz,
        Param spuriousWakeupRateHz,
        List<PeriodicTimer> periodicTimers,
        CpuIdleDriver cpuidle,
        ClockEventSpec clockevent) implements ModelFiles.Validated {
    /**
     * The most CPUs a platform may have: CONFIG_NR_CPUS's upper end, 8192 (arch/powerpc
     * Kconfig.cputype "range 2 8192"; x86 with MAXSMP), the most any kernel of these eras boots.
     */
    public static final int MAX_CPUS = 8192;


    public static final String SCHEMA = "oversleep.platform/3";
    /** The second schema, without cpuidle states or a clockevent device: still read. */
    public static final String SCHEMA_V2 = "oversleep.platform/2";
    /** The first schema, without topology, interrupt CPU or periodic timers: still read. */
    public static final String SCHEMA_V1 = "oversleep.platform/1";
    public static final String DEFAULT = "generic-x86-laptop";
    static final String RESOURCE_DIR = "firmware-models/platforms/";
    /** Platform profiles: the built-ins are the files of firmware-models/platforms/ of this schema. */
    public static final ModelKind<PlatformProfile> KIND = new ModelKind<>("platform profile", SCHEMA, RESOURCE_DIR,
            PlatformProfile.class);
    private static final ModelKind<V1> V1_KIND = new ModelKind<>("platform profile", SCHEMA_V1, RESOURCE_DIR, V1.class);
    private static final ModelKind<V2> V2_KIND = new ModelKind<>("platform profile", SCHEMA_V2, RESOURCE_DIR, V2.class);

    /**
     * A profile without topology or background timers (as {@code host profile} measures one):
     * one thread per core, one LLC, interrupts on CPU 0, no periodic timers.
     */
    public PlatformProfile(String schema, String name, String description, Param cpus, Param wakeupLatencyMinNs,
                           Param wakeupLatencyMeanNs, Param hrtimerEventRateHz, Param spuriousWakeupRateHz) {
        this(schema, name, description, cpus,
                new Param(1, "not measured: every CPU taken as its own core"),
                new Param(cpus.value(), "not measured: one last-level cache domain for all CPUs"),
                new Param(0, "not measured: device interrupts taken by CPU 0"),
                wakeupLatencyMinNs, wakeupLatencyMeanNs, hrtimerEventRateHz, spuriousWakeupRateHz, List.of(), null, null);
    }

    @Override
    public void validate() {
        if (name == null || name.isBlank()) {
            throw new ModelFiles.InvalidFieldException("name", "missing");
        }
        whole("cpus", cpus, 1, MAX_CPUS);
        whole("threads_per_core", threadsPerCore, 1, MAX_CPUS);
        whole("llc_cpus", llcCpus, 1, MAX_CPUS);
        whole("irq_cpu", irqCpu, 0, MAX_CPUS);
        int n = (int) cpus.value();
        if (n % (int) threadsPerCore.value() != 0) {
            throw new ModelFiles.InvalidFieldException("threads_per_core.value", "must divide cpus (" + n + ")");
        }
        if (n % (int) llcCpus.value() != 0 || (int) llcCpus.value() % (int) threadsPerCore.value() != 0) {
            throw new ModelFiles.InvalidFieldException("llc_cpus.value", "must divide cpus and be whole cores");
        }
        if (irqCpu.value() >= n) {
            throw new ModelFiles.InvalidFieldException("irq_cpu.value", "must be a CPU below " + n);
        }
        Param.require("wakeup_latency_min_ns", wakeupLatencyMinNs, 0);
        Param.require("wakeup_latency_mean_ns", wakeupLatencyMeanNs, wakeupLatencyMinNs.value());
        Param.require("hrtimer_event_rate_hz", hrtimerEventRateHz, 0);
        Param.require("spurious_wakeup_rate_hz", spuriousWakeupRateHz, 0);
        if (periodicTimers == null) {
            throw new ModelFiles.InvalidFieldException("periodic_timers", "missing (use [] for none)");
        }
        for (int i = 0; i < periodicTimers.size(); i++) {
            PeriodicTimer t = periodicTimers.get(i);
            if (t == null) {
                throw new ModelFiles.InvalidFieldException("periodic_timers[" + i + "]", "missing");
            }
            t.validate("periodic_timers[" + i + "]");
            if (t.fixedCpu() >= n) {
                throw new ModelFiles.InvalidFieldException("periodic_timers[" + i + "].placement",
                        "CPU " + t.fixedCpu() + " does not exist (" + n + " CPUs)");
            }
        }
        if (cpuidle != null) {
            cpuidle.validate();
            if (clockevent == null) {
                throw new ModelFiles.InvalidFieldException("clockevent", "missing (a platform with cpuidle states needs its clockevent device)");
            }
        }
        if (clockevent != null) {
            clockevent.validate();
        }
    }

    /** Whether its CPUs are simulated one by one: it declares cpuidle states. */
    public boolean simulatesEachCpu() {
        return cpuidle != null;
    }

    private static void whole(String field, Param p, double min, double max) {
        Param.require(field, p, min, max);
        if (p.value() != Math.rint(p.value())) {
            throw new ModelFiles.InvalidFieldException(field + ".value", p.value() + " must be a whole number");
        }
    }

    /** The machine's threads, cores and cache domains. */
    public CpuTopology topology() {
        return new CpuTopology((int) cpus.value(), (int) threadsPerCore.value(), (int) llcCpus.value());
    }

    /** This platform with {@code n} CPUs (cores and cache domains kept where they divide n). */
    public PlatformProfile withCpus(int n) {
        CpuTopology t = topology().withCpus(n);
        String why = "set to " + n + " CPUs for this run";
        return new PlatformProfile(schema, name, description, new Param(n, why), new Param(t.threadsPerCore(), why),
                new Param(t.llcCpus(), why), new Param(Math.min(irqCpu.value(), n - 1), irqCpu.source()),
                wakeupLatencyMinNs, wakeupLatencyMeanNs, hrtimerEventRateHz, spuriousWakeupRateHz,
                periodicTimers.stream().filter(p -> p.fixedCpu() < n).toList(), cpuidle, clockevent);
    }

    /**
     * Loads a profile: a path to a JSON file, or the name of a built-in one. A profile of the
     * first schema ({@code oversleep.platform/1}, e.g. written by an earlier {@code host
     * profile}) is read as one thread per core, one cache domain, interrupts on CPU 0, no periodic
     * timers.
     */
    public static PlatformProfile load(String fileOrName) {
        if (ModelKind.isPath(fileOrName) && declares(Path.of(fileOrName), SCHEMA_V1)) {
            return V1_KIND.load(fileOrName).upgrade();
        }
        if (ModelKind.isPath(fileOrName) && declares(Path.of(fileOrName), SCHEMA_V2)) {
            return V2_KIND.load(fileOrName).upgrade();
        }
        return KIND.load(fileOrName);
    }

    /**
     * Whether the file declares an earlier schema (a text test: the strict reader of that schema
     * then checks the whole file). An unreadable file is left to the reader, which says why.
     */
    private static boolean declares(Path path, String schema) {
        try {
            return Pattern.compile("\"schema\"\\s*:\\s*\"" + Pattern.quote(schema) + "\"")
                    .matcher(Files.readString(path)).find();
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The fields of {@code oversleep.platform/1}. */
    record V1(String schema, String name, String description, Param cpus, Param wakeupLatencyMinNs,
              Param wakeupLatencyMeanNs, Param hrtimerEventRateHz, Param spuriousWakeupRateHz)
            implements ModelFiles.Validated {
        @Override
        public void validate() {
            whole("cpus", cpus, 1, MAX_CPUS);
        }

        PlatformProfile upgrade() {
            PlatformProfile p = new PlatformProfile(SCHEMA, name, description, cpus, wakeupLatencyMinNs,
                    wakeupLatencyMeanNs, hrtimerEventRateHz, spuriousWakeupRateHz);
            p.validate();
            return p;
        }
    }

    /** The fields of {@code oversleep.platform/2}: no cpuidle states, no clockevent device. */
    record V2(String schema, String name, String description, Param cpus, Param threadsPerCore, Param llcCpus,
              Param irqCpu, Param wakeupLatencyMinNs, Param wakeupLatencyMeanNs, Param hrtimerEventRateHz,
              Param spuriousWakeupRateHz, List<TimerV2> periodicTimers) implements ModelFiles.Validated {
        /** A periodic timer of the second schema: no thread it wakes. */
        record TimerV2(String name, String kind, Param periodNs, String placement) {
        }

        @Override
        public void validate() {
            upgrade();
        }

        PlatformProfile upgrade() {
            List<PeriodicTimer> timers = periodicTimers == null ? null : periodicTimers.stream()
                    .map(t -> t == null ? null : new PeriodicTimer(t.name(), t.kind(), t.periodNs(), t.placement()))
                    .toList();
            PlatformProfile p = new PlatformProfile(SCHEMA, name, description, cpus, threadsPerCore, llcCpus, irqCpu,
                    wakeupLatencyMinNs, wakeupLatencyMeanNs, hrtimerEventRateHz, spuriousWakeupRateHz, timers,
                    null, null);
            p.validate();
            return p;
        }
    }
}
