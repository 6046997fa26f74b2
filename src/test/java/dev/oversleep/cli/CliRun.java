package dev.oversleep.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the real command line in-process and captures what it prints and returns. */
record CliRun(int code, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = OversleepCommand.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        int code = cl.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** The error output is exactly one line. */
    boolean oneErrorLine() {
        return !err.isBlank() && err.strip().lines().count() == 1;
    }
}
