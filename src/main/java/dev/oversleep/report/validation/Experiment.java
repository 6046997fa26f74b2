package dev.oversleep.report.validation;

import dev.oversleep.input.ModelFiles;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One published experiment: what it measured ({@code title}), where it was published
 * ({@code source}), the command of this tool that models it ({@code command}: the argv after
 * {@code oversleep}, without {@code --json}, which validate adds; null when the tool has no
 * command for it yet) and the numbers it published.
 *
 * @param name a short name, what {@code --only} takes: lower case, digits, '.', '-'
 */
public record Experiment(String name, String title, Source source, List<String> command,
                         List<PublishedNumber> numbers) {

    void validate(String at) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new ModelFiles.InvalidFieldException(at + ".name", "expected a short name of lower-case letters, digits,"
                    + " '.' and '-', like \"tpm-4.10\"" + (name == null ? "" : ", got \"" + name + "\""));
        }
        Check.text(at + ".title", title);
        Check.present(at + ".source", source);
        source.validate(at + ".source");
        if (command != null) {
            if (command.isEmpty() || command.stream().anyMatch(a -> a == null || a.isEmpty())) {
                throw new ModelFiles.InvalidFieldException(at + ".command", "expected the command's words after 'oversleep',"
                        + " like [\"tpm\", \"extend\", \"--kernel\", \"4.10\"], or null when no command models it yet");
            }
            if (command.contains("--json")) {
                throw new ModelFiles.InvalidFieldException(at + ".command", "give it without --json: validate adds it");
            }
        }
        if (numbers == null || numbers.isEmpty()) {
            throw new ModelFiles.InvalidFieldException(at + ".numbers", "needs at least one published number");
        }
        Set<String> labels = new HashSet<>();
        for (int i = 0; i < numbers.size(); i++) {
            String n = at + ".numbers[" + i + "]";
            PublishedNumber p = numbers.get(i);
            Check.present(n, p);
            p.validate(n, command != null);
            if (!labels.add(p.label())) {
                throw new ModelFiles.InvalidFieldException(n + ".label", "'" + p.label() + "' labels an earlier number of"
                        + " this experiment");
            }
        }
    }
}
