package dev.oversleep.cli;

/** The tool's exit codes (DESIGN.md, command shape). */
public final class ExitCodes {
    /** The command did what was asked. */
    public static final int OK = 0;
    /** The run failed: a native call failed, or a CI gate found the host worse than its baseline. */
    public static final int RUN_FAILED = 1;
    /** Usage or bad input: impossible arguments, malformed files, no native shim. */
    public static final int BAD_INPUT = 2;

    private ExitCodes() {
    }
}
