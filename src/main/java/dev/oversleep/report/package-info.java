/**
 * Results into output formats: one JSON document (Jackson, snake_case, durations as integer
 * ns), readable text tables, and HdrHistogram interval logs.
 *
 * <p>Owns formatting only; the result records belong to the packages that compute them.
 * Must not compute model results, read clocks or touch the native shim.
 */
package dev.oversleep.report;
