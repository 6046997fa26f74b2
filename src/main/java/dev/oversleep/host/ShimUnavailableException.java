package dev.oversleep.host;

/** The native timer shim cannot be used here; the message says why, in one line. */
public final class ShimUnavailableException extends RuntimeException {
    public ShimUnavailableException(String message) {
        super(message);
    }
}
