package dev.oversleep.acpi;

import java.util.List;

/**
 * A parsed AML term: an operator with its operands, a literal, a name reference or a method
 * invocation. {@code op} is the ASL name ("Sleep", "Store", "Integer", "String", "NameRef",
 * "Call", "Local", "Arg", ...); {@code value} holds a literal (Long, String, byte[]) or the
 * resolved or written name; {@code offset} is where the term starts in its table.
 */
public record AmlNode(String op, Object value, List<AmlNode> args, String table, int offset) {

    public static AmlNode leaf(String op, Object value, String table, int offset) {
        return new AmlNode(op, value, List.of(), table, offset);
    }

    /** An integer literal's value, or null. */
    public Long integer() {
        return op.equals("Integer") && value instanceof Long l ? l : null;
    }

    /** A short ASL-like rendering, for reports of call sites. */
    @Override
    public String toString() {
        return switch (op) {
            case "Integer" -> String.format("0x%X", (Long) value);
            case "String" -> "\"" + value + "\"";
            case "NameRef", "Call" -> value + (args.isEmpty() ? "" : args.toString().replace('[', '(').replace(']', ')'));
            case "Local", "Arg" -> op + value;
            default -> op + (args.isEmpty() ? "" : args.toString().replace('[', '(').replace(']', ')'));
        };
    }
}
