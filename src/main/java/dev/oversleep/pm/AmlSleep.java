package dev.oversleep.pm;

import dev.oversleep.acpi.OsWait;

/**
 * A Sleep or Stall an AML callback executed: what it asked for (Sleep's ms, Stall's µs, as ns,
 * before ACPICA's clamp) and what the kernel made of it.
 */
public record AmlSleep(String device, String phase, String method, String op, long requestedNs, long modeledNs) {

    static AmlSleep of(String device, String phase, OsWait w) {
        return new AmlSleep(device, phase, w.method(), w.op(), w.requested() * (w.isSleep() ? 1_000_000L : 1_000L),
                w.modeledNs());
    }
}
