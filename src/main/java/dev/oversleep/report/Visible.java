package dev.oversleep.report;

/**
 * Text for a terminal: control characters other than line ends and tabs shown as {@code \xNN}.
 * Names and strings in a result can come from untrusted input (a table signature of NULs, an
 * AML String of escape codes), and must not reach the terminal raw; JSON escapes them itself.
 */
public final class Visible {
    private Visible() {
    }

    public static String of(String text) {
        if (text.chars().noneMatch(Visible::hidden)) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + 16);
        text.chars().forEach(c -> sb.append(hidden(c) ? String.format("\\x%02X", c) : String.valueOf((char) c)));
        return sb.toString();
    }

    private static boolean hidden(int c) {
        return Character.isISOControl(c) && c != '\n' && c != '\t' && c != '\r';
    }
}
