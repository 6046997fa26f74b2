package dev.oversleep.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The example commands of a markdown file, by the docs' convention: inside a fenced code block
 * (```), a line that starts with {@code $ ./oversleep } is an example (a line ending in a
 * backslash continues on the next); the lines after it, up to the next {@code $ } line or the end
 * of the fence, are the output it shows. Lines without {@code $ } (synopses such as
 * {@code oversleep kernel sleep [--ms LIST]}) and indented blocks outside fences are not examples.
 */
final class DocsExamples {
    static final String PROMPT = "$ ./oversleep ";

    private DocsExamples() {
    }

    /**
     * An example: where it is, the command line after {@code ./oversleep} as written, and the
     * output shown under it.
     */
    record Example(String file, int line, String command, List<String> shown) {
        String where() {
            return file + ":" + line;
        }

        @Override
        public String toString() {
            return where() + " " + command;
        }
    }

    static List<Example> extract(String file, String markdown) {
        List<String> lines = markdown.lines().toList();
        List<Example> out = new ArrayList<>();
        boolean inFence = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.startsWith("```")) {
                inFence = !inFence;
                continue;
            }
            if (!inFence || !line.startsWith(PROMPT)) {
                continue;
            }
            int start = i;
            StringBuilder command = new StringBuilder(line.substring(PROMPT.length()));
            while (command.toString().endsWith("\\") && i + 1 < lines.size()) {
                command.setLength(command.length() - 1);
                String joined = command.toString().stripTrailing();
                command.setLength(0);
                command.append(joined).append(' ').append(lines.get(++i).strip());
            }
            List<String> shown = new ArrayList<>();
            while (i + 1 < lines.size() && !lines.get(i + 1).strip().startsWith("$ ")
                    && !lines.get(i + 1).strip().startsWith("```")) {
                shown.add(lines.get(++i));
            }
            out.add(new Example(file, start + 1, command.toString().strip(), shown));
        }
        return out;
    }

    /**
     * The words a shell would make of a plain command line: blanks separate, '...' and "..."
     * quote, a backslash outside quotes escapes the next character. Anything that needs more of
     * a shell (a pipe, a redirection, a variable, a command substitution, a glob, a second
     * command) is refused with the reason, because running it in-process would not be the
     * command the docs show.
     */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    w.append(c);
                }
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else if (c == '$' || c == '`') {
                    throw new IllegalArgumentException("a variable or command substitution (" + c + ") in \"...\"");
                } else {
                    w.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                w.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(w.toString());
                    w.setLength(0);
                    inWord = false;
                }
            } else if ("|<>".indexOf(c) >= 0) {
                throw new IllegalArgumentException("a pipe or redirection (" + c + ")");
            } else if (c == '$' || c == '`') {
                throw new IllegalArgumentException("a variable or command substitution (" + c + ")");
            } else if (";&()".indexOf(c) >= 0) {
                throw new IllegalArgumentException("more than one plain command (" + c + ")");
            } else if ("*?".indexOf(c) >= 0) {
                throw new IllegalArgumentException("a glob (" + c + ")");
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("a quote that is not closed (" + quote + ")");
        }
        if (inWord) {
            words.add(w.toString());
        }
        return words;
    }
}
