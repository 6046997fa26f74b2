/**
 * What users hand the tool, and how the tool says it cannot use it: the typed errors every
 * layer raises, and the reader of schema-versioned JSON model files.
 *
 * <h2>Errors: which type, and what the CLI does with it</h2>
 * <ul>
 * <li>{@link dev.oversleep.input.BadValueException} — a value the model cannot take, said in
 *     the domain's words and never naming a flag: {@code new BadValueException("HZ", "333",
 *     "CONFIG_HZ is one of 100, 250, 300, 1000")}. The CLI parses each option through
 *     {@code Flags.value("--hz", text, Hz::of)}, which relabels it "--hz '333': ..."; the same
 *     parser serves {@code --call} and {@code --vs} and each error names its own flag. Unlabeled,
 *     it still reads "HZ '333': ...". Exit 2.
 * <li>{@link dev.oversleep.input.ModelFileException} — a model or result file that cannot be
 *     used: file, line and column, the field's JSON path, what was expected. Raised by
 *     {@link dev.oversleep.input.ModelFiles} for every Jackson failure (never a Java type or a
 *     Jackson setting in the message) and for {@link dev.oversleep.input.ModelFiles.InvalidFieldException}s
 *     a model's {@code validate()} throws. Exit 2.
 * <li>{@link dev.oversleep.input.BadInputException} — other bad input (a missing program, an
 *     impossible combination the CLI checks). The base of both above. Exit 2.
 * <li>{@link dev.oversleep.input.RunFailedException} — the input was fine, the run was not
 *     (a native call failed, swtpm died, a firmware call failed in a way the user must see).
 *     Exit 1.
 * <li>{@link dev.oversleep.input.RunInterruptedException} — a resource went away because the
 *     JVM is exiting on SIGINT/SIGTERM; one line "interrupted", exit 130/143.
 * </ul>
 * Anything else reaching the CLI is a bug: one line "internal error", exit 1, the stack trace
 * only with {@code --debug}. Bad input is checked before any long work starts.
 *
 * <h2>Model files</h2>
 * {@link dev.oversleep.input.ModelKind} is one kind of model (subject, schema, jar directory of
 * its built-ins, record type): {@code load(fileOrName)} takes a path or a built-in name, the
 * built-ins being the jar's files of that schema. {@link dev.oversleep.input.LoadedModel} keeps
 * where a model came from ({@link dev.oversleep.input.ModelSource}: a file, or a resource in the
 * jar), so a file a model names resolves relative to the model:
 * {@code loaded.reference("registers", m.registers(), REGISTERS)} for another model,
 * {@code loaded.file("acpidump", m.acpidump())} for a data file.
 *
 * <p>The bottom of the layer table: every other package may use it; it uses none of them.
 */
package dev.oversleep.input;
