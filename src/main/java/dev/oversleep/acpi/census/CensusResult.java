package dev.oversleep.acpi.census;

import dev.oversleep.sim.DurationStats;
import java.util.List;

/**
 * {@code acpi census}: for each machine the firmware sleep time of the S3 path ({@link S3Path})
 * under every acpi_os_sleep policy and HZ, and the distribution over machines. All durations
 * are integer nanoseconds of virtual time.
 *
 * @param path the steps of the S3 path, in order, as run on every machine
 */
public record CensusResult(String schema, String kernel, String platform, long seed, String timebase, String fill,
                           String interpreter, List<Integer> hz, List<String> policies, List<String> path, List<Machine> machines,
                           Aggregate aggregate) {
    public static final String SCHEMA = "oversleep.acpi.census/1";

    /**
     * One machine: the rows, or the error that kept it out of the census.
     *
     * @param requestedNs     the Sleep requests of the run (after ACPICA's 2000 ms clamp), as in
     *                        most rows; a row whose requests differ (AML that polls Timer sleeps
     *                        more or less often depending on how long each Sleep took) carries
     *                        its own
     * @param s3              whether the tables declare {@code \_S3_}; without it Linux offers no
     *                        S3 and the machine is left out of the aggregate
     * @param s3Defined       whether it exists after boot at this region fill: firmware often
     *                        declares it under a module-level {@code If} on a setup flag in NVS
     *                        memory, which a dump does not hold
     * @param devices         the power-manageable devices the path moves between D0 and D3
     * @param powerResources  the power resources the namespace scan found
     * @param evaluated       the objects the timed path evaluated (first row)
     * @param failures        each distinct failure of a step, in the order first seen, with
     *                        {@code failuresOmitted} more beyond the cap
     */
    public record Machine(String file, Long requestedNs, List<Row> rows, String error, Boolean s3, Boolean s3Defined,
                          Integer devices,
                          Integer powerResources, Integer evaluated, List<String> failures, Integer failuresOmitted) {
        public boolean censused() {
            return error == null;
        }

        /** Censused, declaring {@code \_S3_}, and no step ran into the loop timeout in any row. */
        public boolean counted() {
            return censused() && Boolean.TRUE.equals(s3) && rows.stream().allMatch(r -> r.timedOutSteps() == 0);
        }

        public Row row(String policy, int hz) {
            return rows.stream().filter(r -> r.policy().equals(policy) && r.hz() == hz).findFirst().orElse(null);
        }
    }

    /**
     * One policy at one HZ on one machine.
     *
     * @param requestedNs   only when it differs from the machine's
     * @param timedOutSteps steps that ended in AE_AML_LOOP_TIMEOUT: the AML polled hardware
     *                      that the emulated registers never answer (an SMI mailbox, a ready
     *                      bit), so this row's time is the loop timeout's, not the machine's
     */
    public record Row(String policy, int hz, long totalNs, Long requestedNs, int sleeps, int stalls, int failedSteps,
                      int timedOutSteps) {
    }

    /**
     * Over the machines {@link Machine#counted counted}: censused, declaring {@code \_S3_}, and
     * no step timed out.
     *
     * @param machinesSleeping those whose path makes at least one Sleep request
     * @param totals           per policy and HZ, the distribution of total_ns over machines
     * @param savings          per HZ, what the 6.14 rule (usleep-slack) saves against msleep
     */
    public record Aggregate(int machines, int machinesSleeping, List<PolicyTotals> totals, List<Saving> savings) {
    }

    public record PolicyTotals(String policy, int hz, DurationStats total) {
    }

    /**
     * msleep's total minus usleep-slack's, machine by machine, at one HZ; {@code msleepSumNs}
     * and {@code slackSumNs} are the sums over the machines, so the share saved is
     * 1 - slack / msleep.
     */
    public record Saving(int hz, DurationStats saved, long msleepSumNs, long slackSumNs) {
    }
}
