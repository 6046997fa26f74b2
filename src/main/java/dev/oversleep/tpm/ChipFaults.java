package dev.oversleep.tpm;

/**
 * Misbehaviour to inject into a chip, for tests of the driver's timeouts and retries.
 *
 * @param neverStsValid      stsValid never rises after a FIFO write
 * @param neverDataAvail     a command never completes
 * @param failedStatusReads  this many STS reads fail on the bus (the driver then sees 0x07)
 * @param failedStatusWrites this many STS writes fail on the bus
 */
public record ChipFaults(boolean neverStsValid, boolean neverDataAvail, int failedStatusReads, int failedStatusWrites) {
    public static final ChipFaults NONE = new ChipFaults(false, false, 0, 0);
}
