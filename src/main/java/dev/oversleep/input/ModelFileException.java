package dev.oversleep.input;

/**
 * A model or result file that cannot be used, in the user's terms: the file, the place in it
 * (line and column, when the JSON parser knows them), the field (a JSON path such as
 * {@code devices[3].parent}) and what was expected. Never a Java type or a Jackson setting.
 * The message reads {@code FILE: line L, column C: field 'F': PROBLEM}, each part present only
 * when known.
 */
public class ModelFileException extends BadInputException {
    private final String file;
    private final int line;
    private final int column;
    private final String field;
    private final String problem;

    /**
     * @param file    the file as the user named it, or "built-in NAME" for a model in the jar
     * @param line    1-based line, or 0 when unknown
     * @param column  1-based column, or 0 when unknown
     * @param field   the JSON path of the field at fault, or null for the whole file
     */
    public ModelFileException(String file, int line, int column, String field, String problem) {
        super(format(file, line, column, field, problem));
        this.file = file;
        this.line = line;
        this.column = column;
        this.field = field;
        this.problem = problem;
    }

    public ModelFileException(String file, String field, String problem) {
        this(file, 0, 0, field, problem);
    }

    private static String format(String file, int line, int column, String field, String problem) {
        StringBuilder sb = new StringBuilder(file).append(": ");
        if (line > 0) {
            sb.append("line ").append(line);
            if (column > 0) {
                sb.append(", column ").append(column);
            }
            sb.append(": ");
        }
        if (field != null && !field.isEmpty()) {
            sb.append("field '").append(field).append("': ");
        }
        return sb.append(problem).toString();
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The JSON path of the field at fault, or null. */
    public String field() {
        return field;
    }

    public String problem() {
        return problem;
    }
}
