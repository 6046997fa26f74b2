package dev.oversleep.cli;

import picocli.CommandLine.Command;

/** {@code oversleep pm suspend}: dpm_prepare, dpm_suspend, dpm_suspend_late, dpm_suspend_noirq. */
@Command(name = "suspend", mixinStandardHelpOptions = true,
        description = "Suspend a machine's devices: per-phase and total time, critical path, per-device timing.",
        footer = PmTransitionCommand.KERNEL_DEFAULTS)
public final class PmSuspendCommand extends PmTransitionCommand {
    @Override
    boolean suspend() {
        return true;
    }
}
