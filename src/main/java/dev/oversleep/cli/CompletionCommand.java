package dev.oversleep.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code oversleep completion}: the shell completion script of the whole command tree, as
 * picocli's {@link AutoComplete} writes it: a bash script that zsh runs too (it loads
 * bashcompinit itself). {@code source <(oversleep completion)} in ~/.bashrc or ~/.zshrc installs
 * it. Generated from the tree each time, so a new verb or option completes the day it is added.
 */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print the bash and zsh completion script of the whole command tree.",
            "Install it with 'source <(oversleep completion)' in ~/.bashrc or ~/.zshrc (in zsh the script loads "
                    + "bashcompinit itself)."})
public final class CompletionCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print(AutoComplete.bash("oversleep", OversleepCommand.commandLine()));
        out.flush();
        return ExitCodes.OK;
    }
}
