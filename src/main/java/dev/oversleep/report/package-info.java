/**
 * Results into output formats: one JSON document (Jackson, snake_case, durations as integer
 * ns), readable text tables, HdrHistogram interval logs, and the self-contained HTML/SVG
 * timeline of a suspend or resume.
 *
 * <p>Owns formatting only; the result records belong to the packages that compute them.
 * Must not compute model results, read clocks or touch the native shim. The one exception is
 * {@code validation}: the published experiments ({@code oversleep validate}) are a model file
 * of their own, and holding a published number against a command's document is reporting, so
 * its records, its error arithmetic and its views live there; the commands themselves are run by
 * the cli.
 */
package dev.oversleep.report;
