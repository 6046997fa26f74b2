package dev.oversleep.pm;

import dev.oversleep.input.CliNamed;

/**
 * How the PM core orders device callbacks within a phase, by era (drivers/base/power/main.c).
 * Every strategy waits for parents and suppliers before a resume callback, for children and
 * consumers before a suspend callback, and for all async work at the end of each phase.
 */
public enum PmStrategy implements CliNamed {
    /** pm_async=0: every callback in list order on the PM thread. */
    SYNC("sync"),
    /** 2.6.33: an async device is queued when the list walk reaches it. */
    ASYNC_2_6_33("async-2.6.33"),
    /**
     * 2.6.34 to 6.15: resume queues every async device before walking the sync ones (the
     * 2009 change, dpm_resume's first loop); suspend still queues each as the walk reaches it.
     */
    ASYNC_UPFRONT("async-upfront"),
    /**
     * 6.16: resume queues the async devices without a parent and each device, when done,
     * queues its async children; suspend queues the async devices without children and each
     * device, when done, queues its async parent.
     */
    ASYNC_6_16("async-6.16");

    private final String cliName;

    PmStrategy(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static PmStrategy parse(String s) {
        return CliNamed.parse(PmStrategy.class, s, "--strategy");
    }
}
