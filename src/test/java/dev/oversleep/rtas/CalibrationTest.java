package dev.oversleep.rtas;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The shipped powervm-p9 profile reproduces the published kernel 5.16 DLPAR table (issue #5)
 * within 10% for every number: calls, task-clock and elapsed, idle and busy, add and remove.
 * The published values are the issue's; the model is run with 40 runs per row.
 */
class CalibrationTest {
    @Test
    void theProfileReproducesThePublished516Table() {
        double[][] model = CalibrationTable.model(FirmwareProfile.load("powervm-p9"));
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < model.length; i++) {
            CalibrationTable.Row p = CalibrationTable.PUBLISHED.get(i);
            report.append(String.format(Locale.ROOT, "%s %s: calls %.0f/%.0f task %.0f/%.0f elapsed %.0f/%.0f%n",
                    p.request(), p.load(), model[i][0], p.calls(), model[i][1], p.taskCpuMs(), model[i][2], p.elapsedMs()));
        }
        double worst = CalibrationTable.worstError(model);
        assertTrue(worst <= 0.10, "worst relative error " + worst + "\n" + report);
    }
}
