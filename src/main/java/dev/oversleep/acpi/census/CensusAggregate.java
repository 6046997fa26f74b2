package dev.oversleep.acpi.census;

import dev.oversleep.kernel.AcpiOsSleepPolicy;
import dev.oversleep.sim.DurationStats;
import java.util.ArrayList;
import java.util.List;

/**
 * The census over machines: for each policy and HZ the distribution of a machine's total, and
 * for each HZ what usleep-slack (the 6.14 rule) saves against msleep (the 3.13-6.13 rule),
 * machine by machine. Only machines that loaded, define {@code \_S3_} and whose path never ran
 * into the loop timeout count: a timed-out poll measures the timeout, not the firmware.
 */
final class CensusAggregate {
    private CensusAggregate() {
    }

    static CensusResult.Aggregate of(List<CensusResult.Machine> machines, List<String> policies, List<Integer> hz) {
        List<CensusResult.Machine> counted = machines.stream().filter(CensusResult.Machine::counted).toList();
        List<CensusResult.PolicyTotals> totals = new ArrayList<>();
        for (String p : policies) {
            for (int h : hz) {
                long[] t = counted.stream().mapToLong(m -> m.row(p, h).totalNs()).toArray();
                totals.add(new CensusResult.PolicyTotals(p, h, DurationStats.of(t)));
            }
        }
        List<CensusResult.Saving> savings = new ArrayList<>();
        String msleep = AcpiOsSleepPolicy.MSLEEP.cliName();
        String slack = AcpiOsSleepPolicy.USLEEP_SLACK.cliName();
        if (policies.contains(msleep) && policies.contains(slack)) {
            for (int h : hz) {
                long[] saved = counted.stream().mapToLong(m -> m.row(msleep, h).totalNs() - m.row(slack, h).totalNs()).toArray();
                long msleepSum = counted.stream().mapToLong(m -> m.row(msleep, h).totalNs()).sum();
                long slackSum = counted.stream().mapToLong(m -> m.row(slack, h).totalNs()).sum();
                savings.add(new CensusResult.Saving(h, DurationStats.of(saved), msleepSum, slackSum));
            }
        }
        int sleeping = (int) counted.stream().filter(m -> m.rows().stream().anyMatch(r -> r.sleeps() > 0)).count();
        return new CensusResult.Aggregate(counted.size(), sleeping, totals, savings);
    }
}
