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
        if (!any(text, true)) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + 16);
        text.chars().forEach(c -> sb.append(hidden(c) ? String.format("\\x%02X", c) : String.valueOf((char) c)));
        return sb.toString();
    }

    /**
     * Text for one line of a view (a table cell, an error or Debug line): line ends and tabs
     * shown as {@code \xNN} too, so an AML String holding a newline cannot split the line or
     * shift a table's columns.
     */
    public static String line(String text) {
        if (!any(text, false)) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + 16);
        text.chars().forEach(c -> sb.append(Character.isISOControl(c) ? String.format("\\x%02X", c)
                : String.valueOf((char) c)));
        return sb.toString();
    }

    /**
     * Whether text has a character to show as {@code \xNN}: a control character, line ends and
     * tabs excepted when {@code lineEndsAllowed} ({@link #hidden}).
     */
    private static boolean any(String text, boolean lineEndsAllowed) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lineEndsAllowed ? hidden(c) : Character.isISOControl(c)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hidden(int c) {
        return Character.isISOControl(c) && c != '\n' && c != '\t' && c != '\r';
    }
}
