/**
 * Results into output formats: one JSON document (Jackson, snake_case, durations as integer
 * ns), readable text tables, HdrHistogram interval logs, and the self-contained HTML/SVG
 * timeline of a suspend or resume.
 *
 * <p>Owns formatting only; the result records belong to the packages that compute them.
 * Must not compute model results, read clocks or touch the native shim.
 */
package dev.oversleep.report;
