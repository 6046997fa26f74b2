package dev.oversleep.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code oversleep kernel ...}: the kernel's sleep primitives in virtual time. */
@Command(name = "kernel", mixinStandardHelpOptions = true,
        description = "Model the kernel's sleep primitives in virtual time.")
public final class KernelCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        Subcommands.list(spec);
    }
}
