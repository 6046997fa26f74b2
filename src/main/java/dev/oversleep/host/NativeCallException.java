package dev.oversleep.host;

import dev.oversleep.input.RunFailedException;

/** A shim call returned {@code -errno}; the message names the call and the error. The run failed (exit 1). */
public final class NativeCallException extends RunFailedException {
    private final int errno;

    public NativeCallException(String call, int negativeErrno, String description) {
        super(call + " failed: " + description);
        this.errno = -negativeErrno;
    }

    /** The positive errno value, e.g. 1 for EPERM. */
    public int errno() {
        return errno;
    }
}
