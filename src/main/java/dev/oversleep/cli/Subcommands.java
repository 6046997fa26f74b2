package dev.oversleep.cli;

import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The answer to a bare {@code oversleep} or {@code oversleep AREA}, a newcomer's first contact:
 * what can follow, one line each, as {@code git} answers a bare {@code git}: a usage line, each
 * name with the first line of its description, and where to read more. Read from the registered
 * subcommands, so a new verb is listed the day it is added. On stdout, exit 0: asking what there
 * is is no error.
 */
final class Subcommands {
    private Subcommands() {
    }

    /** Prints what can follow {@code spec}: for the root, its areas and its other commands; for an area, its verbs. */
    static void list(CommandSpec spec) {
        PrintWriter out = spec.commandLine().getOut();
        Map<String, CommandLine> subs = spec.commandLine().getSubcommands();
        int width = subs.keySet().stream().mapToInt(String::length).max().orElse(0) + 2;
        boolean root = spec.parent() == null;
        out.println(root ? "usage: oversleep [--version] [--help] [--debug] AREA VERB [OPTIONS]"
                + "\n       oversleep COMMAND [OPTIONS]" : "usage: " + spec.qualifiedName() + " VERB [OPTIONS]");
        out.println();
        out.println(firstLine(spec));
        out.println();
        if (root) {
            out.println("Areas (each has verbs: 'oversleep AREA' lists them):");
            subs.forEach((name, sub) -> {
                if (!sub.getSubcommands().isEmpty()) {
                    out.println(line(name, sub.getCommandSpec(), width));
                }
            });
            out.println("Commands:");
            subs.forEach((name, sub) -> {
                if (sub.getSubcommands().isEmpty()) {
                    out.println(line(name, sub.getCommandSpec(), width));
                }
            });
            out.println();
            out.println("See 'oversleep AREA --help' or 'oversleep AREA VERB --help' for the options.");
        } else {
            out.println("Verbs:");
            subs.forEach((name, sub) -> out.println(line(name, sub.getCommandSpec(), width)));
            out.println();
            out.println("See '" + spec.qualifiedName() + " VERB --help' for a verb's options.");
        }
        out.flush();
    }

    private static String line(String name, CommandSpec spec, int width) {
        return "   " + name + " ".repeat(width - name.length()) + firstLine(spec);
    }

    /** The first line of a command's description: what it does, in one line. */
    private static String firstLine(CommandSpec spec) {
        String[] d = spec.usageMessage().description();
        return d.length == 0 ? "" : d[0];
    }
}
