package dev.oversleep.cli;

import dev.oversleep.acpi.census.AcpiCensus;
import dev.oversleep.acpi.census.CensusConfig;
import dev.oversleep.acpi.census.CensusResult;
import dev.oversleep.host.HostTimers;
import dev.oversleep.host.ShimUnavailableException;
import dev.oversleep.input.BadInputException;
import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.kernel.KernelVersion;
import dev.oversleep.kernel.PlatformProfile;
import dev.oversleep.report.AcpiCensusReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code oversleep acpi census DIR|FILE...}: the S3 path's firmware sleep time across machines, policies and HZ. */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = {"Run the ACPI part of a Linux suspend to RAM and resume (\\_TTS, device _PS3/_PS0 with their "
                + "power resources' _OFF/_ON, \\_PTS, \\_SST, \\_WAK) on each machine's tables under every "
                + "acpi_os_sleep policy and HZ; per machine and over machines (median, p90, max), the firmware sleep "
                + "time and what the 6.14 rule (usleep-slack) saves against msleep.",
            "A directory contributes its *.acpidump.txt, *.acpidump, *.dat and *.aml files. A machine whose tables "
                + "do not load is reported and left out; the census goes on and exits 1. AML failures on the path are "
                + "listed per machine and do not change the exit code (Linux logs them and goes on)."})
public final class AcpiCensusCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "DIR|FILE", description = "acpidump text or raw tables, or directories of them.")
    List<Path> inputs;

    @Option(names = "--kernel", defaultValue = "6.12",
            description = "Kernel release whose timer rules apply; msleep has had the same rules since 6.12 "
                    + "(default: ${DEFAULT-VALUE}).")
    String kernel;

    @Option(names = "--hz", split = ",", defaultValue = "100,250,1000", description = "HZ values (default: ${DEFAULT-VALUE}).")
    List<Integer> hz;

    @Option(names = "--policy", split = ",", defaultValue = "all",
            description = "acpi_os_sleep policies, or all (default: ${DEFAULT-VALUE}).")
    List<String> policy;

    @Option(names = "--nohz", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Tick stops on idle CPUs (CONFIG_NO_HZ_IDLE; default: on).")
    boolean nohz;

    @Option(names = "--platform", defaultValue = PlatformProfile.DEFAULT, description = "Platform profile (default: ${DEFAULT-VALUE}).")
    String platform;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of every run's kernel (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--fill", defaultValue = "0x00", description = "Byte unset region memory reads as (default: ${DEFAULT-VALUE}).")
    String fill;

    @Option(names = "--threads", description = "Machines run in parallel (default: the CPUs available).")
    Integer threads;

    @Mixin
    InterpreterOption interpreter;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() throws InterruptedException {
        List<Path> files = machineFiles();
        List<AcpiOsSleepPolicy> policies = policy.equals(List.of("all")) ? Arrays.asList(AcpiOsSleepPolicy.values())
                : policy.stream().map(t -> Flags.value("--policy", t, AcpiOsSleepPolicy::parse)).distinct().toList();
        hz.forEach(KernelOptions::hz);
        int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (n < 1 || n > 256) {
            throw new BadInputException("--threads " + n + ": must be 1..256");
        }
        CensusConfig config = new CensusConfig(Flags.value("--kernel", kernel, KernelVersion::parse), nohz,
                Flags.value("--platform", platform, PlatformProfile::load), platform,
                seed, fillByte(), interpreter.mode(), hz.stream().distinct().toList(), policies);
        AcpiCensus census = new AcpiCensus(config);
        CompletableFuture<CensusResult> work = CompletableFuture.supplyAsync(() -> {
            try {
                return census.run(files, n);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        });
        if (onTerminal()) {
            ProgressBar.follow(work, census::done, files.size(), "machines", spec.commandLine().getErr());
        }
        CensusResult r;
        try {
            r = work.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
        }
        output.print(spec, r, () -> AcpiCensusReport.text(r));
        List<CensusResult.Machine> out = r.machines().stream().filter(m -> !m.censused()).toList();
        return out.isEmpty() ? ExitCodes.OK : ExitCodes.runFailed(spec, out.size() + " of " + r.machines().size()
                + " machines not censused; first: " + out.get(0).file() + ": " + out.get(0).error());
    }

    /** The files named, and the machine files of each directory named, in name order. */
    List<Path> machineFiles() {
        List<Path> out = new ArrayList<>();
        for (Path p : inputs) {
            if (p.toString().isEmpty()) {
                throw new BadInputException("'': an empty path: give a file or directory");
            }
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    List<Path> found = s.filter(f -> Files.isRegularFile(f) && isMachineFile(f)).sorted().toList();
                    if (found.isEmpty()) {
                        throw new BadInputException(p + ": no *.acpidump.txt, *.acpidump, *.dat or *.aml files");
                    }
                    out.addAll(found);
                } catch (IOException e) {
                    throw new BadInputException(p + ": cannot list: " + e.getMessage());
                }
            } else if (Files.isRegularFile(p)) {
                out.add(p);
            } else {
                throw new BadInputException(p + ": no such file or directory");
            }
        }
        return out;
    }

    private static boolean isMachineFile(Path f) {
        String n = f.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return n.endsWith(".acpidump.txt") || n.endsWith(".acpidump") || n.endsWith(".dat") || n.endsWith(".aml");
    }

    /**
     * A progress bar only when stderr, where it is drawn, is a terminal: never into a pipe or a
     * file, and still there when the table or the JSON document goes to a file.
     */
    private static boolean onTerminal() {
        try {
            return HostTimers.load().isTerminal(2);
        } catch (ShimUnavailableException | UnsatisfiedLinkError e) {
            return false;
        }
    }

    private int fillByte() {
        try {
            int b = Integer.decode(fill);
            if (b >= 0 && b <= 0xFF) {
                return b;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInputException("--fill '" + fill + "': expected a byte 0x00..0xFF");
    }
}
