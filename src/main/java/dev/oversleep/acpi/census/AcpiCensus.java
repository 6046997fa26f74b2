package dev.oversleep.acpi.census;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the census over machines on a pool of threads, one machine per task. Each machine's
 * result depends only on its tables and the configuration, and results are kept in the order
 * the machines were given, so the document is the same whatever the thread count or timing.
 */
public final class AcpiCensus {
    /** The S3 path's steps as documented by {@link S3Path}, for the document. */
    public static final List<String> PATH = List.of(
            "\\_TTS(3)",
            "suspend, dpm_list from the end: _PS3, then release the _PR0 power resources (last user: _OFF)",
            "\\_S3_, \\_PTS(3), \\_SI._SST(3)",
            "\\_SI._SST(2), \\_WAK(3), \\_SI._SST(1)",
            "acpi_resume_power_resources: each power resource's _STA; _ON if off while held",
            "resume, dpm_list from the start: acquire the _PR0 power resources (first user: _ON), then _PS0",
            "acpi_turn_off_unused_power_resources: _OFF for unheld ones that are on; \\_TTS(0)");

    private final CensusConfig config;
    private final AtomicInteger done = new AtomicInteger();

    public AcpiCensus(CensusConfig config) {
        this.config = config;
    }

    /** Machines finished so far (for a progress bar). */
    public int done() {
        return done.get();
    }

    public CensusResult run(List<Path> files, int threads) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, files.size())));
        List<CensusResult.Machine> machines = new ArrayList<>();
        try {
            List<Future<CensusResult.Machine>> futures = new ArrayList<>();
            for (Path f : files) {
                futures.add(pool.submit(() -> {
                    try {
                        return MachineCensus.run(f, config);
                    } finally {
                        done.incrementAndGet();
                    }
                }));
            }
            for (Future<CensusResult.Machine> fu : futures) {
                machines.add(fu.get());
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("census task failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        List<Integer> hz = config.hz();
        List<String> policies = config.policies().stream().map(AcpiOsSleepPolicy::cliName).toList();
        return new CensusResult(CensusResult.SCHEMA, config.kernel().toString(), config.platformName(), config.seed(),
                "model", String.format("0x%02X", config.fill()), config.interpreter().cliName(), hz, policies, PATH, List.copyOf(machines),
                CensusAggregate.of(machines, policies, hz));
    }
}
