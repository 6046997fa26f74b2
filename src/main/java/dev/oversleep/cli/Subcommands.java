package dev.oversleep.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The answer to a bare {@code oversleep} or {@code oversleep AREA}: a usage error listing what
 * can follow, read from the registered subcommands so a new verb is listed the day it is added.
 */
final class Subcommands {
    private Subcommands() {
    }

    /** "choose a verb: load, methods, run, replay" as a usage error of {@code spec}. */
    static ParameterException choose(CommandSpec spec, String what) {
        return new ParameterException(spec.commandLine(), "choose " + what + ": " + names(spec));
    }

    /** The subcommand names of {@code spec}, in registration order, comma-separated. */
    static String names(CommandSpec spec) {
        return String.join(", ", spec.subcommands().keySet());
    }
}
