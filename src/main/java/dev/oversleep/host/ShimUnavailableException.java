package dev.oversleep.host;

import dev.oversleep.input.BadInputException;

/**
 * The native timer shim cannot be used here; the message says why, in one line. Bad input in
 * the tool's sense (exit 2): the build or the machine lacks what the command needs.
 */
public final class ShimUnavailableException extends BadInputException {
    public ShimUnavailableException(String message) {
        super(message);
    }
}
