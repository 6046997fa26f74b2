package dev.oversleep.cli;

import dev.oversleep.acpi.AcpiMachine;
import dev.oversleep.acpi.AcpiRunResult;
import dev.oversleep.acpi.AmlCall;
import dev.oversleep.acpi.AmlPathException;
import dev.oversleep.acpi.AmlRun;
import dev.oversleep.acpi.AmlRunner;
import dev.oversleep.acpi.AmlValue;
import dev.oversleep.acpi.RegisterScript;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.Kernel;
import dev.oversleep.kernel.KernelProfile;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.kernel.Timebase;
import dev.oversleep.kernel.VirtualTimebase;
import dev.oversleep.report.AcpiReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi run FILE METHOD [ARGS...]}: a method in virtual time, per acpi_os_sleep policy. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run an AML method in virtual time: its result, elapsed time and every Sleep/Stall with the "
                + "modelled duration. The tables are booted once (module-level code, _REG, _STA/_INI) and each policy runs "
                + "on a copy of that state.")
public final class AcpiRunCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "acpidump text or a raw table file.")
    Path file;

    @Parameters(index = "1", paramLabel = "METHOD", description = "Method path, e.g. \\_SB.PCI0.RP09.PON.")
    String method;

    /** ACPICA's ACPI_METHOD_NUM_ARGS (acconfig.h): Arg0 to Arg6. */
    private static final int ACPI_METHOD_NUM_ARGS = 7;

    @Parameters(index = "2..*", paramLabel = "ARGS", description = "Integer arguments (decimal or 0x hex) or \"strings\".")
    List<String> args = new ArrayList<>();

    @Mixin
    KernelOptions kernelOptions;

    @Option(names = "--policy", completionCandidates = Candidates.AcpiOsSleepPolicies.class,
            description = "acpi_os_sleep policy: ${COMPLETION-CANDIDATES}; or 'all' (default: the kernel era's).")
    String policy;

    @Option(names = "--fill", defaultValue = "0x00", description = "Byte unset region memory reads as (default: ${DEFAULT-VALUE}).")
    String fill;

    @Option(names = "--no-init", description = "Skip the _STA/_INI pass that follows loading (as acpiexec -di); "
            + "module-level code still runs.")
    boolean noInit;

    @Option(names = "--registers", paramLabel = "FILE|NAME",
            description = "Register script, a file or a built-in name (firmware-models/acpi/): fields pinned or changing "
                    + "a set time after a write.")
    String registers;

    @Option(names = "--trace", description = "Record and print every region access.")
    boolean trace;

    @Option(names = "--timebase", defaultValue = "model",
            description = "model (virtual time) or host (each Sleep and Stall realized through the native shim) "
                    + "(default: ${DEFAULT-VALUE}).")
    String timebase;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        KernelProfile profile = kernelOptions.profile();
        PlatformProfile platform = kernelOptions.platformProfile();
        int fillByte;
        try {
            fillByte = Integer.decode(fill);
        } catch (NumberFormatException e) {
            throw new BadInputException("--fill '" + fill + "': expected a byte such as 0x00 or 0xFF");
        }
        if (fillByte < 0 || fillByte > 0xFF) {
            throw new BadInputException("--fill " + fill + ": a byte is 0x00..0xFF");
        }
        if (args.size() > ACPI_METHOD_NUM_ARGS) {
            throw new BadInputException("ARGS: " + args.size() + " given; a control method takes at most "
                    + ACPI_METHOD_NUM_ARGS + " (Arg0-Arg6)");
        }
        List<AmlValue> values = args.stream().map(AcpiRunCommand::argument).toList();
        List<AcpiOsSleepPolicy> policies = policy == null ? List.of(profile.acpiOsSleepDefault())
                : policy.equals("all") ? List.of(AcpiOsSleepPolicy.values())
                : List.of(Flags.value("--policy", policy, AcpiOsSleepPolicy::parse));
        Supplier<Timebase> timebases = TimebaseChoice.parse(timebase);
        RegisterScript script = registers == null ? null : Flags.value("--registers", registers, RegisterScript.KIND::load);
        AmlRunner.Options options = AmlRunner.Options.DEFAULT.withFill(fillByte).withDeviceInit(!noInit).withTrace(trace)
                .withRegisters(script, registers).withInterpreter(interpreter.mode());
        AmlRunner booted = AmlRunner.load(AcpiMachine.load(file, interpreter.mode()), options, profile, platform, kernelOptions.seed);
        int declared;
        try {
            declared = booted.callable(method).argCount(); // before the long part of booting
        } catch (AmlPathException e) {
            throw new BadInputException("METHOD " + e.path() + ": " + e.problem() + " (" + file + ")");
        }
        if (values.size() > declared) {
            // ACPICA drops the excess with a warning (nseval.c); a user's extra value is a mistake
            throw new BadInputException("ARGS: " + values.size() + " given; " + method + " takes " + declared
                    + " (" + file + ")");
        }
        booted.initialize();
        List<AcpiRunResult.Run> runs = new ArrayList<>();
        String failed = null;
        for (AcpiOsSleepPolicy p : policies) {
            AmlRun run = booted.newRun(Kernel.seeded(profile, platform, timebases.get(), kernelOptions.seed), p);
            AmlCall call = run.evaluate(method, values);
            if (call.failed() && failed == null) {
                failed = method + " failed with " + call.status() + " (acpi_os_sleep policy " + p.cliName() + ")";
            }
            runs.add(AcpiRunResult.Run.of(run, call, trace));
        }
        AmlRun any = booted.newRun(Kernel.seeded(profile, platform, new VirtualTimebase(0), kernelOptions.seed), policies.get(0));
        AcpiRunResult r = new AcpiRunResult(AcpiRunResult.SCHEMA, file.toString(), method,
                values.stream().map(any::typed).toList(), profile.version().toString(), profile.hz().value(),
                platform.name(), kernelOptions.seed, timebase, fillByte, interpreter.mode().cliName(), booted.initFailures(), runs);
        output.print(spec, r, () -> AcpiReport.run(r));
        return failed != null ? ExitCodes.runFailed(spec, failed) : ExitCodes.OK;
    }

    static AmlValue argument(String s) {
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"")) {
            return new AmlValue.Str(s.substring(1, s.length() - 1));
        }
        try {
            return new AmlValue.Int(Long.decode(s));
        } catch (NumberFormatException e) {
            // AML Integers are unsigned 64-bit: Ones is 0xFFFFFFFFFFFFFFFF, past Long.decode
            boolean hex = s.startsWith("0x") || s.startsWith("0X");
            String digits = hex ? s.substring(2) : s;
            if (digits.matches(hex ? "[0-9A-Fa-f]+" : "[1-9][0-9]*")) {
                try {
                    return new AmlValue.Int(Long.parseUnsignedLong(digits, hex ? 16 : 10));
                } catch (NumberFormatException tooLong) {
                    throw new BadInputException("argument '" + s + "': an AML Integer is 64 bits "
                            + "(at most 0xFFFFFFFFFFFFFFFF)");
                }
            }
            throw new BadInputException("argument '" + s + "': expected an integer (5, 0x1F) or a \"string\"");
        }
    }
}
