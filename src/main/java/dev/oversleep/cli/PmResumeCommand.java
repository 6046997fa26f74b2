package dev.oversleep.cli;

import picocli.CommandLine.Command;

/** {@code oversleep pm resume}: dpm_resume_noirq, dpm_resume_early, dpm_resume, dpm_complete. */
@Command(name = "resume", mixinStandardHelpOptions = true,
        description = "Resume a machine's devices: per-phase and total time, critical path, per-device timing.",
        footer = PmTransitionCommand.KERNEL_DEFAULTS)
public final class PmResumeCommand extends PmTransitionCommand {
    @Override
    boolean suspend() {
        return false;
    }
}
