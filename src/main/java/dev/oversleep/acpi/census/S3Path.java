package dev.oversleep.acpi.census;

import java.util.List;

/**
 * The AML a Linux suspend to RAM and resume runs (acpi_suspend_ops, drivers/acpi/sleep.c, as of
 * v6.14; the default, not acpi_old_suspend_ordering), in order. What suspend.c calls in between
 * (freezing tasks, device callbacks without ACPI, syscore, the firmware's own S3) runs no AML.
 *
 * <p>Before the timed path, the boot state: the namespace is initialized (module-level code,
 * {@code _REG}, {@code _STA}/{@code _INI}); the scan finds the power-manageable devices
 * ({@link DpmDevices}) and every power resource, and reads each resource's {@code _STA}; every
 * such device is taken to be in D0, as after its driver probed it, so it holds the resources of
 * its {@code _PR0} (acpi_bus_init_power: the first holder runs {@code _ON}); then the unused
 * resources that are on are turned off (acpi_turn_off_unused_power_resources in
 * acpi_scan_init). None of this is timed.
 *
 * <p>The timed path:
 * <ol>
 * <li>{@code \_TTS(3)}: acpi_suspend_begin, acpi_pm_start, acpi_sleep_tts_switch.</li>
 * <li>Each device, from the end of dpm_list (children first), to D3: {@code _PS3} if it has one,
 * then the resources of its {@code _PR0} released from the last (acpi_device_set_power: "_PSx
 * is executed before manipulating power resources, unless the target state is D0";
 * acpi_power_transition); a failed {@code _PS3} leaves the device and its resources as they
 * are. This is dpm_suspend_late/noirq (pci_pm_suspend_noirq, acpi_subsys_suspend_late). Every
 * power-manageable device is put in D3: an upper bound, since a device goes to D3 only when its
 * driver asks for it.</li>
 * <li>{@code \_PTS(3)}, after reading {@code \_S3_}, then {@code \_SI._SST(3)} (ACPI_SST_SLEEPING):
 * platform_suspend_prepare_noirq, i.e. prepare_late = acpi_pm_prepare, acpi_sleep_prepare,
 * acpi_enter_sleep_state_prep (drivers/acpi/acpica/hwxfsleep.c), after dpm_suspend_noirq.</li>
 * <li>{@code \_SI._SST(2)} (ACPI_SST_WAKING), {@code \_WAK(3)}, {@code \_SI._SST(1)}
 * (ACPI_SST_WORKING): the wake op, acpi_pm_finish, acpi_leave_sleep_state
 * (acpica/hwsleep.c, acpi_hw_legacy_wake).</li>
 * <li>acpi_resume_power_resources, still in acpi_pm_finish: each resource's {@code _STA}, and
 * {@code _ON} for one that is off while held.</li>
 * <li>Each suspended device, from the start of dpm_list (parents first), to D0: the resources of
 * its {@code _PR0} acquired in order, then {@code _PS0} (dpm_resume_noirq/early).</li>
 * <li>acpi_pm_end: the unused resources that are on turned off, then {@code \_TTS(0)}.</li>
 * </ol>
 * Objects the tables do not define are skipped; failures are recorded and the path goes on.
 */
final class S3Path {
    /** ACPI_STATE_S3. */
    static final int S3 = 3;
    /** ACPI_SST_WORKING, ACPI_SST_WAKING, ACPI_SST_SLEEPING (include/acpi/actypes.h). */
    static final long SST_WORKING = 1;
    static final long SST_WAKING = 2;
    static final long SST_SLEEPING = 3;

    /**
     * One run of the path: virtual time from the first step to the last, the Sleep requests that
     * reached acpi_os_sleep (after the clamp), the counts, the steps that ended in
     * AE_AML_LOOP_TIMEOUT, and each failure.
     */
    record Result(long totalNs, long requestedNs, int sleeps, int stalls, int evaluated, int timeouts,
                  List<String> failures) {
    }

    /** A run with what the boot scan found: {@code \_S3_} defined, devices and power resources. */
    record Outcome(boolean s3, int devices, int powerResources, Result result) {
    }

    private S3Path() {
    }

    static Outcome run(CensusFirmware.Run run) {
        return run(run, null);
    }

    /** Runs the path; every object the timed path evaluates is added to TRACE when it is not null. */
    static Outcome run(CensusFirmware.Run run, List<String> trace) {
        S3Steps steps = new S3Steps(run);
        PowerResources resources = new PowerResources(steps);
        List<DpmDevices.Device> devices = DpmDevices.scan(steps, resources);
        for (DpmDevices.Device d : devices) {
            d.resources().forEach(resources::on);
        }
        resources.turnOffUnused();
        run.takeWaits();
        int bootSteps = steps.evaluated();
        int bootFailures = steps.failures().size();
        int bootTimeouts = steps.timeouts();

        steps.traceInto(trace);
        long start = run.now();
        steps.run("\\_TTS", S3);
        boolean[] suspended = new boolean[devices.size()];
        for (int i = devices.size() - 1; i >= 0; i--) {
            DpmDevices.Device d = devices.get(i);
            if (d.hasPs3() && !steps.run(d.path() + "._PS3")) {
                continue;
            }
            suspended[i] = true;
            List<String> held = d.resources();
            for (int k = held.size() - 1; k >= 0; k--) {
                resources.off(held.get(k));
            }
        }
        if (steps.exists("\\_S3_")) {
            steps.run("\\_S3_");
        }
        steps.run("\\_PTS", S3);
        steps.run("\\_SI._SST", SST_SLEEPING);
        steps.run("\\_SI._SST", SST_WAKING);
        steps.run("\\_WAK", S3);
        steps.run("\\_SI._SST", SST_WORKING);
        resources.resume();
        for (int i = 0; i < devices.size(); i++) {
            DpmDevices.Device d = devices.get(i);
            if (!suspended[i]) {
                continue;
            }
            boolean powered = true;
            for (String r : d.resources()) {
                powered &= resources.on(r);
            }
            if (powered && d.hasPs0()) {
                steps.run(d.path() + "._PS0");
            }
        }
        resources.turnOffUnused();
        steps.run("\\_TTS", 0);
        long total = run.now() - start;

        CensusFirmware.Waits waits = run.takeWaits();
        List<String> failures = steps.failures().subList(bootFailures, steps.failures().size());
        Result r = new Result(total, waits.requestedNs(), waits.sleeps(), waits.stalls(), steps.evaluated() - bootSteps,
                steps.timeouts() - bootTimeouts, List.copyOf(failures));
        return new Outcome(steps.exists("\\_S3_"), devices.size(), resources.size(), r);
    }
}
