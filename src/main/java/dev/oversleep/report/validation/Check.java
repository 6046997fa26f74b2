package dev.oversleep.report.validation;

import com.fasterxml.jackson.core.JsonPointer;
import dev.oversleep.input.ModelFiles;
import java.util.Set;

/** The checks the experiments file's records share, each naming the field it refuses. */
final class Check {
    private Check() {
    }

    /** A text that must be given. */
    static void text(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new ModelFiles.InvalidFieldException(field, "missing: give a text");
        }
    }

    /** A text that may be null, but not empty when given. */
    static void optionalText(String field, String value) {
        if (value != null && value.isBlank()) {
            throw new ModelFiles.InvalidFieldException(field, "empty: give a text, or null");
        }
    }

    /** One of a closed set of words. */
    static void oneOf(String field, String value, Set<String> allowed, String listed) {
        if (value == null || !allowed.contains(value)) {
            throw new ModelFiles.InvalidFieldException(field, "expected one of " + listed
                    + (value == null ? ", got null" : ", got \"" + value + "\""));
        }
    }

    /** A present object. */
    static void present(String field, Object value) {
        if (value == null) {
            throw new ModelFiles.InvalidFieldException(field, "missing");
        }
    }

    /** A JSON pointer (RFC 6901) to a value inside a document: "/rows/0/duration/mean_ns". */
    static void pointer(String field, String pointer) {
        if (pointer == null || !pointer.startsWith("/")) {
            throw new ModelFiles.InvalidFieldException(field, "expected a JSON pointer to a number of the command's"
                    + " --json document, like \"/rows/0/duration/mean_ns\"" + (pointer == null ? "" : ", got \"" + pointer + "\""));
        }
        try {
            JsonPointer.compile(pointer);
        } catch (IllegalArgumentException e) {
            throw new ModelFiles.InvalidFieldException(field, "\"" + pointer + "\" is not a JSON pointer (RFC 6901): "
                    + e.getMessage());
        }
    }

    /** A number that must be finite. */
    static void finite(String field, Double value) {
        if (value != null && !Double.isFinite(value)) {
            throw new ModelFiles.InvalidFieldException(field, "must be a finite number");
        }
    }
}
