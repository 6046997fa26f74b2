package dev.oversleep.acpi.census;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Linux's ACPI power resources (drivers/acpi/power.c, v5.15 and later): one global list,
 * {@code acpi_power_resource_list}, each resource with a reference count of the devices that
 * need it on and the state last seen ({@code resource->state}). A resource is turned on by
 * {@code _ON} when its count goes from 0 to 1 ({@code acpi_power_on_unlocked}) and off by
 * {@code _OFF} when it drops to 0 ({@code acpi_power_off_unlocked}); a failed {@code _ON} or
 * {@code _OFF} leaves the state unknown.
 *
 * <p>The list is in the order the namespace scan meets the resources, stably sorted by
 * ResourceOrder ({@code acpi_power_add_resource_to_list}). The tables' ResourceOrder is not
 * read yet (the interpreter keeps no field for it), so every resource counts as order 0 and the
 * list is in scan order; real tables almost always give 0.
 */
final class PowerResources {
    enum State { OFF, ON, UNKNOWN }

    private static final class Resource {
        final String path;
        int refCount;
        State state = State.UNKNOWN;

        Resource(String path) {
            this.path = path;
        }
    }

    private final Map<String, Resource> byPath = new HashMap<>();
    private final List<Resource> list = new ArrayList<>();
    private final S3Steps steps;

    PowerResources(S3Steps steps) {
        this.steps = steps;
    }

    /** Adds a resource the scan met, once; its state comes from {@code _STA} (acpi_add_power_resource). */
    void add(String path) {
        if (!byPath.containsKey(path)) {
            Resource r = new Resource(path);
            byPath.put(path, r);
            list.add(r);
            r.state = stateOf(r);
        }
    }

    int size() {
        return list.size();
    }

    /** acpi_power_on_unlocked: the first user runs {@code _ON}; false when that failed. */
    boolean on(String path) {
        Resource r = byPath.get(path);
        if (r.refCount++ > 0) {
            return true;
        }
        if (!switchTo(r, "_ON", State.ON)) {
            r.refCount--;
            return false;
        }
        return true;
    }

    /** acpi_power_off_unlocked: the last user runs {@code _OFF}; a resource nobody holds stays as it is. */
    void off(String path) {
        Resource r = byPath.get(path);
        if (r.refCount == 0 || --r.refCount > 0) {
            return;
        }
        if (!switchTo(r, "_OFF", State.OFF)) {
            r.refCount++;
        }
    }

    /**
     * acpi_resume_power_resources (from acpi_pm_finish, after {@code _WAK}): each resource's
     * {@code _STA} is read again, and one that is off although a device holds it is turned on.
     */
    void resume() {
        for (Resource r : list) {
            r.state = stateOf(r);
            if (r.state == State.OFF && r.refCount > 0) {
                switchTo(r, "_ON", State.ON);
            }
        }
    }

    /**
     * acpi_turn_off_unused_power_resources (at the end of the boot-time namespace scan in
     * acpi_scan_init, and from acpi_pm_end): from the end of the list, a resource nobody holds
     * that is known to be on is turned off ("ACPI: PM: Do not turn off power resources in
     * unknown state", 5.15).
     */
    void turnOffUnused() {
        for (int i = list.size() - 1; i >= 0; i--) {
            Resource r = list.get(i);
            if (r.refCount == 0 && r.state == State.ON) {
                switchTo(r, "_OFF", State.OFF);
            }
        }
    }

    private boolean switchTo(Resource r, String method, State to) {
        boolean ok = steps.run(r.path + "." + method);
        r.state = ok ? to : State.UNKNOWN;
        return ok;
    }

    /** acpi_power_get_state: bit 0 of {@code _STA}; unknown when it is missing or fails. */
    private State stateOf(Resource r) {
        Long sta = steps.integer(r.path + "._STA");
        return sta == null ? State.UNKNOWN : (sta & 1) != 0 ? State.ON : State.OFF;
    }
}
