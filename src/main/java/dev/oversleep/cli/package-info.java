/**
 * The {@code oversleep} command line (picocli): one class per subcommand, each a thin
 * {@code Callable<Integer>} that checks its arguments, calls one model or host campaign, and
 * hands the result to a formatter in {@code report}.
 *
 * <p>The public contract lives here, in one place each:
 * <ul>
 * <li>{@link dev.oversleep.cli.ExitCodes#classify}: which failure gets which exit code and
 *     line (typed errors of {@code dev.oversleep.input}); {@link dev.oversleep.cli.OversleepCommand}
 *     prints it, with the stack trace only under {@code --debug}, and gives every subcommand
 *     the version for {@code -V}.
 * <li>{@code Flags}: options are parsed through {@code Flags.value(flag, text, parser)} so
 *     that a model's {@link dev.oversleep.input.BadValueException} names the flag the value came
 *     from; {@code Flags.inRange(flag, value, Range, unit)} for numeric limits (commons-lang3
 *     {@code Range}).
 * <li>{@code OutputFiles.requireWritable(flag, path)}: an output file is checked before the
 *     run, so a long measurement is not lost to a typo.
 * <li>{@code Subcommands.list}: a bare {@code oversleep} or {@code oversleep AREA} lists what can
 *     follow, one line each, on stdout (exit 0).
 * <li>{@code Candidates}: options with a closed set of values list them in their help
 *     ({@code completionCandidates} plus {@code ${COMPLETION-CANDIDATES}}); an option with a
 *     default says "(default: ${DEFAULT-VALUE})"; a literal % in a description is written %%.
 *     HelpContractTest holds every command to this.
 * <li>{@code CommandModels}: the picocli model of each command, generated from the command
 *     classes' annotations (which stay the source) by {@code CommandModelsGenerator} and built in
 *     code at run time, so no annotation is read; CommandModelsTest holds the two equal.
 * </ul>
 *
 * <p>Must not hold model logic, and models must not name flags: the mapping from a model's
 * error to the flag is this package's job. The host timebase is plugged in here
 * ({@code TimebaseChoice}), so the kernel never depends on host.
 */
package dev.oversleep.cli;
