package dev.oversleep.acpi;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import java.util.List;

/**
 * A machine's firmware as Linux has it after boot: the tables loaded, module-level code run,
 * the {@code _REG} connect calls made and (unless told not to) the {@code _STA}/{@code _INI}
 * pass done, once. It then hands out {@link AmlRun}s: each works on its own copy of the
 * initialized namespace state, on a {@link Kernel} and acpi_os_sleep policy of its own, so one
 * boot serves every policy, HZ and call sequence compared. This is how {@code acpi run},
 * {@code acpi replay}, the pm model and the tests run AML.
 *
 * <p>The runner owns the {@link AcpiMachine} it boots (initialization takes the objects of
 * untaken module-level If blocks out of its namespace). Runs of one runner may be used one
 * after another, not at the same time.
 */
public final class AmlRunner {
    /**
     * How the firmware is booted and run.
     *
     * @param fill            the byte unset region memory reads as (acpiexec's -fv)
     * @param registers       a register script standing in for hardware, or null
     * @param registersSource where the script came from, for messages
     * @param deviceInit      run the {@code _STA}/{@code _INI} pass (off: as acpiexec -di)
     * @param trace           record every field and region access of each call
     * @param limits          bounds for untrusted AML
     * @param records         how much of each call's records is kept in lists
     */
    public record Options(int fill, RegisterScript registers, String registersSource, boolean deviceInit, boolean trace,
                          AmlLimits limits, RecordBudget records) {
        public static final Options DEFAULT = new Options(0x00, null, null, true, false, AmlLimits.DEFAULT,
                RecordBudget.DEFAULT);

        public Options {
            if (fill < 0 || fill > 0xFF) {
                throw new IllegalArgumentException("fill is a byte, 0x00..0xFF: " + fill);
            }
        }

        public Options withFill(int b) {
            return new Options(b, registers, registersSource, deviceInit, trace, limits, records);
        }

        public Options withRegisters(RegisterScript script, String source) {
            return new Options(fill, script, source, deviceInit, trace, limits, records);
        }

        public Options withDeviceInit(boolean on) {
            return new Options(fill, registers, registersSource, on, trace, limits, records);
        }

        public Options withTrace(boolean on) {
            return new Options(fill, registers, registersSource, deviceInit, on, limits, records);
        }

        public Options withLimits(AmlLimits l) {
            return new Options(fill, registers, registersSource, deviceInit, trace, l, records);
        }

        public Options withRecords(RecordBudget r) {
            return new Options(fill, registers, registersSource, deviceInit, trace, limits, r);
        }
    }

    private final AcpiMachine tables;
    private final Options options;
    private final AmlInterpreter booted;
    private final List<String> initFailures;

    private AmlRunner(AcpiMachine tables, Options options, AmlInterpreter booted, List<String> initFailures) {
        this.tables = tables;
        this.options = options;
        this.booted = booted;
        this.initFailures = initFailures;
    }

    /**
     * Boots TABLES on KERNEL, Sleeps during initialization going through POLICY. A register
     * script whose paths name no field is bad input, reported before any AML runs.
     */
    public static AmlRunner boot(AcpiMachine tables, Options options, Kernel kernel, AcpiOsSleepPolicy policy) {
        AmlInterpreter interp = new AmlInterpreter(tables, kernel, policy, new RegionSpace(options.fill(), null),
                options.limits(), options.records());
        if (options.registers() != null) {
            interp.useRegisters(options.registers(), options.registersSource());
        }
        List<String> failures = List.copyOf(interp.initializeNamespace(options.deviceInit()));
        return new AmlRunner(tables, options, interp, failures);
    }

    /**
     * Boots on a virtual-time kernel of PROFILE (seeded by SEED) under the era's acpi_os_sleep
     * policy: what a machine of that kernel did at boot, however a later run is timed.
     */
    public static AmlRunner boot(AcpiMachine tables, Options options, KernelProfile profile, PlatformProfile platform,
                                 long seed) {
        return boot(tables, options, Kernel.virtual(profile, platform, seed), profile.acpiOsSleepDefault());
    }

    /**
     * A run on a copy of the initialized state, its AML waiting on KERNEL under POLICY. Passing
     * the boot kernel continues on its clock; a fresh kernel starts the run at its own time.
     */
    public AmlRun newRun(Kernel kernel, AcpiOsSleepPolicy policy) {
        RegionSpace space = booted.space().copy(options.trace() ? new Recorder<>(options.records().trace()) : null);
        return new AmlRun(new AmlInterpreter(booted, kernel, policy, space));
    }

    /** Module-level code, {@code _REG}, {@code _STA} and {@code _INI} that failed at boot (ignored, as ACPICA does). */
    public List<String> initFailures() {
        return initFailures;
    }

    public AcpiMachine tables() {
        return tables;
    }

    public Options options() {
        return options;
    }
}
