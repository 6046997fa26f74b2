package dev.oversleep.report.validation;

import java.util.List;

/**
 * What one experiment's command gave when the command line ran it with {@code --json}: its exit
 * code, what it printed on stdout (the JSON document when it succeeded) and the line it printed
 * on stderr when it did not.
 *
 * @param command   the argv as run, {@code --json} included
 * @param errorLine the first "oversleep: ..." line on stderr, or null
 */
public record CommandOutput(List<String> command, int exitCode, String stdout, String errorLine) {
    public boolean succeeded() {
        return exitCode == 0;
    }
}
