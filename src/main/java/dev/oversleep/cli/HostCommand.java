package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep host ...}: the real host's timers through the native shim. */
@Command(name = "host", mixinStandardHelpOptions = true,
        description = "Measure this host's real timers through the native shim.")
public final class HostCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
