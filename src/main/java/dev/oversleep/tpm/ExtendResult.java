package dev.oversleep.tpm;

import java.util.List;
import java.util.Map;

/**
 * {@code tpm extend} results: one entry per driver era and HZ, each with the total and
 * per-extend time, the driver's status polls per command, its sleeps by primitive, the bytes
 * moved on the I2C bus, and the PCR read back from the TPM at the end.
 */
public record ExtendResult(String schema, int count, int pcr, String kernel, String backend, String chip, long seed,
                           String timebase, double gapMeanMs, boolean nohzStaleClock, List<Run> results) {

    public static final String SCHEMA = "oversleep.tpm.extend/1";

    /** Mean, median, 99th percentile and maximum of the per-extend times. */
    public record Stats(long meanNs, long p50Ns, long p99Ns, long maxNs) {
    }

    /** Sleeps of one primitive over the run: count and total duration. */
    public record Sleeps(long count, long totalNs) {
    }

    /**
     * @param pcrValue    the PCR read back from the TPM, hex
     * @param pcrChainOk  it equals SHA-256(...SHA-256(initial || d0)... || dN-1) computed on the side
     */
    public record Run(String driver, int hz, String wheel, long totalNs, Stats perExtendNs, double pollsPerCommand,
                      Map<String, Sleeps> sleeps, long i2cBytes, String pcrValue, boolean pcrChainOk) {
    }
}
