/**
 * The {@code oversleep} command line (picocli): one class per subcommand, each a thin
 * {@code Callable<Integer>} that validates its arguments, calls one model or host campaign,
 * and hands the result to a formatter in {@code report}.
 *
 * <p>Must not hold model logic. Exit codes: {@link dev.oversleep.cli.ExitCodes}.
 */
package dev.oversleep.cli;
