package dev.oversleep.input;

import java.nio.file.Path;

/**
 * A model read from a file or the jar, with where it came from, so the files it names are
 * found relative to it.
 */
public record LoadedModel<T>(T model, ModelSource source) {

    /**
     * Another model named by field {@code field} of this one: a path relative to this model, or
     * a built-in name of {@code kind}. A reference that does not resolve is an error of this
     * file and field ("machine.json: field 'registers': 'x.json': no such file"); an error
     * inside the referenced file names that file.
     */
    public <R> LoadedModel<R> reference(String field, String ref, ModelKind<R> kind) {
        try {
            return kind.open(ref, source);
        } catch (BadValueException e) {
            throw new ModelFileException(source.describe(), field, "'" + e.value() + "': " + e.problem());
        }
    }

    /** A data file named by field {@code field}, relative to this model. */
    public Path file(String field, String ref) {
        if (ref.isEmpty()) {
            // Path.of("") resolved here would be this model's own directory
            throw new ModelFileException(source.describe(), field, "an empty path: give a file, or null");
        }
        return source.resolveFile(field, ref);
    }
}
