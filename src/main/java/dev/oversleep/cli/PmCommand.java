package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep pm ...}: system suspend and resume through the device-PM core. */
@Command(name = "pm", mixinStandardHelpOptions = true,
        description = "Model a machine's device suspend/resume under the PM core's ordering strategies.")
public final class PmCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
