package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep rtas ...}: PowerPC RTAS firmware and DLPAR. */
@Command(name = "rtas", mixinStandardHelpOptions = true,
        description = "Model PowerVM RTAS busy answers and pseries DLPAR across rtas_busy_delay eras.")
public final class RtasCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
