package dev.oversleep.pm;

import dev.oversleep.input.CliNamed;

/**
 * Where async callbacks run. Energy-aware scheduling packs small tasks onto few CPUs while
 * their utilization fits; a 2024 proposal turned it off during resume so async work spreads.
 */
public enum Placement implements CliNamed {
    /** The lowest-numbered CPU not running a callback's CPU work at that moment (EAS packing). */
    PACK("pack"),
    /** The CPU that has been handed the fewest callbacks so far, round robin on ties. */
    SPREAD("spread");

    private final String cliName;

    Placement(String cliName) {
        this.cliName = cliName;
    }

    @Override
    public String cliName() {
        return cliName;
    }

    public static Placement parse(String s) {
        return CliNamed.parse(Placement.class, s, "CPU placement");
    }
}
