package dev.oversleep.host;

/** A shim call returned {@code -errno}; the message names the call and the error. */
public final class NativeCallException extends RuntimeException {
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
