package dev.oversleep.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Runs the real command line in-process and captures what it prints and returns, including
 * anything written to System.err behind the command line's back (picocli's own warnings, a
 * stray printStackTrace), which a user would see too.
 *
 * @param stray what went to System.err directly
 */
record CliRun(int code, String out, String err, String stray) {
    static synchronized CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintStream realErr = System.err;
        ByteArrayOutputStream stray = new ByteArrayOutputStream();
        // before the command line exists: picocli's default handler remembers System.err as it
        // was then, and replaces the writers set below if System.err has changed since
        System.setErr(new PrintStream(stray, true, StandardCharsets.UTF_8));
        int code;
        try {
            CommandLine cl = OversleepCommand.commandLine(args);
            cl.setOut(new PrintWriter(out, true));
            cl.setErr(new PrintWriter(err, true));
            code = cl.execute(args);
        } finally {
            System.setErr(realErr);
        }
        return new CliRun(code, out.toString(), err.toString(), stray.toString(StandardCharsets.UTF_8));
    }

    /** The error output is exactly one line. */
    boolean oneErrorLine() {
        return !err.isBlank() && err.strip().lines().count() == 1;
    }
}
