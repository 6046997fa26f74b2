package dev.oversleep.rtas;

import java.util.List;

/**
 * The published kernel-5.16 DLPAR measurements (commit 38f7b706's "before" rows; issue #5):
 * memory add/remove count 20 on a small POWER9 PowerVM partition, idle and with every CPU busy
 * (stress-ng --cpu N), 10 runs each: RTAS calls (probe:rtas_call), task-clock, elapsed.
 */
final class CalibrationTable {
    record Row(String request, LoadKind load, double calls, double taskClockMs, double elapsedS) {
    }

    static final List<Row> ROWS = List.of(
            new Row("memory add count 20", LoadKind.IDLE, 1935, 609.99, 3.3322),
            new Row("memory remove count 20", LoadKind.IDLE, 6224, 750.36, 3.9394),
            new Row("memory add count 20", LoadKind.BUSY, 2979, 1096.62, 10.476),
            new Row("memory remove count 20", LoadKind.BUSY, 2702, 722.71, 10.829));

    private CalibrationTable() {
    }
}
