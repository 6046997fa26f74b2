package dev.oversleep.pm;

/** A Sleep or Stall an AML callback executed: what it asked for and what the kernel made of it. */
public record AmlSleep(String device, String phase, String method, String op, long requested, long modeledNs) {
}
