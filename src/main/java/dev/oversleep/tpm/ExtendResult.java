package dev.oversleep.tpm;

import dev.oversleep.sim.DurationStats;
import java.util.List;
import java.util.Map;

/**
 * {@code tpm extend} results: one entry per driver era and HZ, each with the total and
 * per-extend time, the driver's status polls, its sleeps by primitive, how many of them woke late
 * and why, the I2C traffic, where the task ran, and the PCR read back from the TPM at the end.
 *
 * @param hz        the CONFIG_HZ values run, in the order of {@code results}
 * @param cpus      the platform's hardware threads for this run
 * @param irqRouting {@code fixed} (one CPU takes the completion interrupts) or {@code distributed}
 * @param irqCpu    that CPU (absent when distributed)
 * @param gapMeanNs mean idle time between extends (0: back to back)
 * @param whatIf    the what-if rule change run ({@link dev.oversleep.kernel.WhatIf}), "none" as shipped
 */
public record ExtendResult(String schema, int count, int pcr, String kernel, List<Integer> hz, String tpmFamily,
                           String backend, String chip, String platform, int cpus, String irqRouting, Integer irqCpu,
                           long seed, String timebase,
                           long gapMeanNs, String whatIf, List<Run> results) {

    public static final String SCHEMA = "oversleep.tpm.extend/3";

    /**
     * One step of a traced extend.
     *
     * @param offsetNs from the extend's start (a step before it, negative, is part of the first call)
     * @param cpu      the CPU it happened on (-1: the machine as a whole)
     */
    public record TraceEvent(long offsetNs, int cpu, String what) {
    }

    /** One of the slowest extends (--trace N): its index, duration, and what happened in it. */
    public record ExtendTrace(int index, long durationNs, List<TraceEvent> events, long droppedEvents) {
    }

    /** Sleeps of one primitive over the run: count and total duration. */
    public record Sleeps(long count, long totalNs) {
    }

    /**
     * @param perExtend      the distribution of one extend's time
     * @param statusReads    STS reads (the driver's and the core's polls), the final PCR read included
     * @param lateSleeps     wheel sleeps that fired later than on a current base with a punctual tick
     * @param lateByReason   those by reason: "stale-base:level-N" (the level the stale base put the
     *                       timer in), "late-tick", "lost-wakeup:CAUSE" (what ended the loss)
     * @param lateNs         the time they lost in all
     * @param i2cTransfers   SMBus block transfers (OPAL requests on OPAL)
     * @param migrations     wake-ups that put the task on another CPU
     * @param cpusVisited    distinct CPUs the task ran on
     * @param pcrValue       the PCR read back from the TPM, hex
     * @param pcrChainOk     it equals H(...H(initial || d0)... || dN-1) computed on the side
     * @param slowestExtends with --trace N, the N slowest extends and their events (absent without)
     */
    public record Run(String driver, int hz, String wheel, String timerEra, long totalNs, DurationStats perExtend,
                      long statusReads, Map<String, Sleeps> sleeps, long lateSleeps,
                      Map<String, Long> lateByReason, long lateNs, long i2cTransfers, long i2cBytes, long migrations,
                      int cpusVisited, String pcrValue, boolean pcrChainOk, List<ExtendTrace> slowestExtends) {
    }
}
