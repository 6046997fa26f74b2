/**
 * {@code oversleep validate}: the published experiments the project knows, read from a model
 * file ({@link dev.oversleep.report.validation.Experiments}, {@code firmware-models/validation/}),
 * and the report that holds each published number against what the model gives today.
 *
 * <p>The experiments are data, not code: each names the command it runs (the argv after
 * {@code oversleep}) and, per published number, a JSON pointer into that command's
 * {@code --json} document with an optional declarative transform (add, subtract, multiply,
 * divide by a constant or by another number of the document). This package reads the file,
 * reads the numbers out of the documents the command line hands it
 * ({@link dev.oversleep.report.validation.CommandOutput}), computes the errors and renders the
 * table and the {@code oversleep.validate/1} document. It runs nothing itself: the cli runs the
 * commands in-process. No tolerance is applied and nothing is marked passed or failed: a miss is
 * shown as plainly as a hit, because asserting a tolerance on published figures would be tuning.
 */
package dev.oversleep.report.validation;
